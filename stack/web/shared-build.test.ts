import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ANY_API_URL, retargetBuild } from './build.ts';
import { sharedBuild } from './shared-build.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});
const scratch = () => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-shared-build-')));

/** A stand-in for the SPA's build: an index page, and how many times it ran. */
function countingBuild(ms: number) {
  const counted = { builds: 0 };
  const build = async (outDir: string) => {
    counted.builds += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><p>build ${counted.builds}</p>`);
  };
  return { counted, build };
}

describe('sharedBuild', () => {
  it('builds once for stacks that ask at the same time, and keeps the build for the next run', async () => {
    const cacheDir = path.join(scratch(), 'builds');
    const { counted, build } = countingBuild(300);
    const asked = { cacheDir, publishableKey: 'sb_publishable_x', key: 'aaaaaaaaaaaaaaaa', build };
    const dirs = await Promise.all([sharedBuild(asked), sharedBuild(asked), sharedBuild(asked)]);
    expect(new Set(dirs)).toEqual(new Set([path.join(cacheDir, 'aaaaaaaaaaaaaaaa')]));
    expect(counted.builds).toBe(1);
    expect(await sharedBuild(asked)).toBe(dirs[0]);
    expect(counted.builds).toBe(1);
    expect(fs.readdirSync(cacheDir)).toEqual(['aaaaaaaaaaaaaaaa']);
  });

  it('takes over from a builder that is gone, and removes the builds of older sources', async () => {
    const cacheDir = path.join(scratch(), 'builds');
    fs.mkdirSync(path.join(cacheDir, 'bbbbbbbbbbbbbbbb'), { recursive: true });
    fs.writeFileSync(path.join(cacheDir, 'bbbbbbbbbbbbbbbb', 'index.html'), 'older sources');
    // A lock left by a process that no longer runs (pid 2^22 + 1 is above Linux's pid_max).
    fs.mkdirSync(path.join(cacheDir, 'aaaaaaaaaaaaaaaa.lock'));
    fs.writeFileSync(path.join(cacheDir, 'aaaaaaaaaaaaaaaa.lock', 'pid'), String(2 ** 22 + 1));
    const { counted, build } = countingBuild(10);
    const built = await sharedBuild({ cacheDir, publishableKey: 'sb_publishable_x', key: 'aaaaaaaaaaaaaaaa', build });
    expect(counted.builds).toBe(1);
    expect(fs.readFileSync(path.join(built, 'index.html'), 'utf8')).toContain('build 1');
    expect(fs.readdirSync(cacheDir)).toEqual(['aaaaaaaaaaaaaaaa']);
  });
});

describe('retargetBuild', () => {
  it("writes the stack's address where the build for any API has its stand-in, and compresses those files again", async () => {
    const from = path.join(scratch(), 'any');
    const config = `export const api = { url: \`${ANY_API_URL}\` };\n${'// the API the SPA talks to\n'.repeat(40)}`;
    const chunk = `export const words = [${'"debate",'.repeat(500)}];\n`;
    fs.mkdirSync(path.join(from, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(from, '.ssr'));
    fs.writeFileSync(path.join(from, 'assets', 'apiConfig-abc.js'), config);
    fs.writeFileSync(path.join(from, 'assets', 'apiConfig-abc.js.br'), zlib.brotliCompressSync(config));
    fs.writeFileSync(path.join(from, 'assets', 'apiConfig-abc.js.gz'), zlib.gzipSync(config));
    fs.writeFileSync(path.join(from, 'assets', 'index-abc.js'), chunk);
    fs.writeFileSync(path.join(from, 'assets', 'index-abc.js.gz'), zlib.gzipSync(chunk));
    fs.writeFileSync(path.join(from, '.ssr', 'app.js'), `const url = "${ANY_API_URL}";`);

    const outDir = path.join(dir!, 'stack', 'dist');
    const rewritten = await retargetBuild({ fromDir: from, outDir, apiUrl: 'http://127.0.0.1:40001' });

    const want = config.replace(ANY_API_URL, 'http://127.0.0.1:40001');
    const file = path.join(outDir, 'assets', 'apiConfig-abc.js');
    expect(rewritten).toEqual([path.join(outDir, '.ssr', 'app.js'), file]);
    expect(fs.readFileSync(file, 'utf8')).toBe(want);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(want);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(want);
    expect(fs.readFileSync(path.join(outDir, '.ssr', 'app.js'), 'utf8')).toBe('const url = "http://127.0.0.1:40001";');
    // The other files as built; the build for any API unchanged.
    expect(zlib.gunzipSync(fs.readFileSync(path.join(outDir, 'assets', 'index-abc.js.gz'))).toString()).toBe(chunk);
    expect(fs.readFileSync(path.join(from, 'assets', 'apiConfig-abc.js'), 'utf8')).toBe(config);
  });
});
