import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheControl, contentSecurityPolicy, IMMUTABLE, REVALIDATE, securityHeaders } from './headers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('contentSecurityPolicy', () => {
  it('allows no inline script and connects only to itself and the API, realtime included', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:54321');
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe');
  });

  it('uses wss for an https API and keeps only its origin', () => {
    expect(contentSecurityPolicy('https://abc.supabase.co/')).toContain(
      "connect-src 'self' https://abc.supabase.co wss://abc.supabase.co;",
    );
  });
});

describe('cacheControl', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(cacheControl('/assets/index-DF9xCl-r.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/')).toBe('no-cache');
    expect(cacheControl('/index.html')).toBe(REVALIDATE);
    expect(cacheControl('/community/ranking')).toBe(REVALIDATE);
    expect(cacheControl('/favicon.png')).toBe(REVALIDATE);
  });
});

/** Netlify's _headers: a path line, then indented `Name: value` lines. */
function parseNetlifyHeaders(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks[line.trim()] = current = {};
    else {
      const at = line.indexOf(':');
      current![line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

describe('deploy/netlify/_headers', () => {
  const blocks = parseNetlifyHeaders(fs.readFileSync(path.join(ROOT, 'deploy/netlify/_headers'), 'utf8'));

  it('sends the same security headers as the prod server', () => {
    expect(blocks['/*']).toEqual(securityHeaders('https://your-project-ref.supabase.co'));
  });

  it('caches the same way', () => {
    expect(blocks['/assets/*']).toEqual({ 'Cache-Control': IMMUTABLE });
    expect(blocks['/index.html']).toEqual({ 'Cache-Control': REVALIDATE });
  });
});
