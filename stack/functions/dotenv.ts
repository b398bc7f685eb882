import fs from 'node:fs';

const LINE = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

function unquote(raw: string): string {
  const quote = raw[0];
  if ((quote === '"' || quote === "'" || quote === '`') && raw.length >= 2 && raw.endsWith(quote)) {
    const inner = raw.slice(1, -1);
    return quote === '"' ? inner.replace(/\\(.)/g, (match, c: string) => ESCAPES[c] ?? match) : inner;
  }
  // Unquoted values end at an inline comment.
  return raw.replace(/\s+#.*$/, '');
}

/**
 * Parses a dotenv file the way `supabase secrets set --env-file` and
 * `supabase functions serve --env-file` read it: KEY=VALUE lines, optional
 * `export`, quotes, `#` comments. Later keys win.
 */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const match = LINE.exec(line);
    if (match) env[match[1]!] = unquote(match[2]!);
  }
  return env;
}

/** The file's variables, or none when it does not exist. */
export function readDotenv(file: string): Record<string, string> {
  return fs.existsSync(file) ? parseDotenv(fs.readFileSync(file, 'utf8')) : {};
}
