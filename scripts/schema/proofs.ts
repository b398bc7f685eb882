// Under each function of supabase/current-schema/, the test files that prove
// it: a line `-- Proven by: supabase/tests/05-votes-tallies.test.sql, …`,
// written by `npm run db:schema` from the tests as they are. A file proves a
// function when it names it:
//   - a public function by its name (an RPC: `cast_vote`, `.rpc('cast_vote')`);
//   - a private one as `private.<name>` or as the string `'<name>'` (pgTAP's
//     has_function('private', '<name>')): its bare name may be a common word;
//   - a trigger function also by the name of a trigger that runs it.
// The helpers file is the test DSL, not a proof; tests/unit/ tests the
// scripts, not the database.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/postgres/migrate.ts';

export interface ProofSource {
  /** Path from the repository root. */
  file: string;
  text: string;
}

const PGTAP_DIR = 'supabase/tests';
const HELPERS = `${PGTAP_DIR}/00-helpers.test.sql`;
const PREFIX = '-- Proven by: ';
const CONTINUED = `--${' '.repeat(PREFIX.length - 2)}`;
const WIDTH = 110;
const RULE = `-- ${'-'.repeat(77)}`;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(path.join(ROOT, dir))) return [];
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

/** The pgTAP files (helpers aside) and the Vitest files outside tests/unit/, pgTAP first. */
function proofSources(): ProofSource[] {
  const files = [
    ...filesUnder(PGTAP_DIR, (f) => f.endsWith('.test.sql') && f !== HELPERS),
    ...filesUnder('tests', (f) => f.endsWith('.test.ts') && !f.startsWith('tests/unit/')),
  ];
  return files.map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a test names the function `schema.name` (or one of its triggers). */
function namePattern(fn: string, triggers: readonly string[]): RegExp {
  const [schema, name] = fn.split('.') as [string, string];
  const forms =
    schema === 'public' ? [`(?<!private\\.)\\b${escape(name)}\\b`] : [`\\b${escape(schema)}\\.${escape(name)}\\b`, `'${escape(name)}'`];
  for (const trigger of triggers) forms.push(`\\b${escape(trigger)}\\b`);
  return new RegExp(forms.join('|'));
}

/** The files that name the function, in `sources` order. */
export function provenBy(fn: string, triggers: readonly string[], sources: readonly ProofSource[]): string[] {
  const pattern = namePattern(fn, triggers);
  return sources.filter((source) => pattern.test(source.text)).map((source) => source.file);
}

/** The proof line(s), wrapped so no line runs far past the schema files' width. */
export function proofLines(files: readonly string[]): string[] {
  if (files.length === 0) return [`${PREFIX}no test file names it`];
  const lines: string[] = [];
  let line = PREFIX;
  files.forEach((file, i) => {
    const item = i < files.length - 1 ? `${file},` : file;
    if (line.length > PREFIX.length && line.length + 1 + item.length > WIDTH) {
      lines.push(line);
      line = CONTINUED;
    }
    line += line === PREFIX || line === CONTINUED ? item : ` ${item}`;
  });
  lines.push(line);
  return lines;
}

/** A domain file without its proof lines. */
export function withoutProofs(text: string): string {
  const out: string[] = [];
  let inProof = false;
  for (const line of text.split('\n')) {
    if (line.startsWith(PREFIX) || (inProof && line.startsWith(CONTINUED) && line[CONTINUED.length] !== ' ')) {
      inProof = true;
      continue;
    }
    inProof = false;
    out.push(line);
  }
  return out.join('\n');
}

const FUNCTION_TITLE = /^-- function (\S+)$/;
const TRIGGER = /^CREATE (?:CONSTRAINT )?TRIGGER (\S+) .* EXECUTE FUNCTION ([^(\s]+)\(/;

/** Function (schema.name) → the triggers that run it, from the domain files' `CREATE TRIGGER` lines. */
export function triggersByFunction(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const triggers = new Map<string, string[]>();
  for (const text of files.values()) {
    for (const line of text.split('\n')) {
      const match = TRIGGER.exec(line);
      if (match) triggers.set(match[2]!, [...(triggers.get(match[2]!) ?? []), match[1]!]);
    }
  }
  return triggers;
}

/**
 * The domain files with a proof line under each function's title. Trigger
 * names are read from the files themselves (`CREATE TRIGGER … EXECUTE
 * FUNCTION …`), so the same text always gives the same lines.
 */
export function withProofs(files: ReadonlyMap<string, string>, sources: readonly ProofSource[] = proofSources()): Map<string, string> {
  const triggers = triggersByFunction(files);
  const result = new Map<string, string>();
  for (const [file, text] of files) {
    const lines = withoutProofs(text).split('\n');
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      out.push(lines[i]!);
      const title = FUNCTION_TITLE.exec(lines[i]!);
      if (title && lines[i - 1] === RULE && lines[i + 1] === RULE) {
        out.push(lines[++i]!, ...proofLines(provenBy(title[1]!, triggers.get(title[1]!) ?? [], sources)));
      }
    }
    result.set(file, out.join('\n'));
  }
  return result;
}
