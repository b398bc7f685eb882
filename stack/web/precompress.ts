// Writes `<file>.br` and `<file>.gz` beside each compressible file of a build,
// once, at the highest levels: sirv serves them to clients that accept them, so
// no request pays for compression and brotli can use quality 11.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Source maps are only fetched by developer tools; compressing them would double the build step.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Whether a file of the build in `dir` is ever sent compressed: a text file outside the dot folders, which the static
 * server never serves (the server renderer, .ssr/app.js: brotli at quality 11 spent 3 s of CPU on it for nothing).
 */
export function isServedCompressed(dir: string, file: string): boolean {
  return (
    COMPRESSIBLE.test(file) &&
    !path
      .relative(dir, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'))
  );
}

export interface PrecompressResult {
  /** Files that received at least one compressed sibling. */
  compressed: string[];
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  return precompressFiles((await listFiles(dir)).filter((file) => isServedCompressed(dir, file)));
}

/** Writes the compressed siblings of these files (see precompress). */
export async function precompressFiles(files: string[]): Promise<PrecompressResult> {
  const compressed: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A tiny file can grow when compressed: then it is only ever sent as it is.
      let wrote = false;
      for (const [ext, body] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (body.length < raw.length) {
          await fs.writeFile(file + ext, body);
          wrote = true;
        }
      }
      if (wrote) compressed.push(file);
    }),
  );
  return { compressed: compressed.sort() };
}
