import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('precompress', () => {
  it('writes brotli and gzip siblings that decode to the original, for text files only', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = 'export const words = ['.concat('"debate",'.repeat(2000), '];\n');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), js);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>agora</p>'.repeat(200)}`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js.map'), '{"mappings":"' + 'AAAA;'.repeat(2000) + '"}');
    fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const { compressed } = await precompress(dir);

    expect(compressed).toEqual([path.join(dir, 'assets', 'index-abc.js'), path.join(dir, 'index.html')]);
    const file = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.js.map.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
  });

  it('leaves the dot folders alone: the static server never serves them (the server renderer is there)', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-precompress-'));
    fs.mkdirSync(path.join(dir, '.ssr'));
    fs.writeFileSync(path.join(dir, '.ssr', 'app.js'), 'export const words = ['.concat('"debate",'.repeat(2000), '];\n'));
    expect((await precompress(dir)).compressed).toEqual([]);
    expect(fs.readdirSync(path.join(dir, '.ssr'))).toEqual(['app.js']);
  });

  it('leaves a file that compression would enlarge uncompressed', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agora-precompress-'));
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    expect((await precompress(dir)).compressed).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(['tiny.js']);
  });
});
