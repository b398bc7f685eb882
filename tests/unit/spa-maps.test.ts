import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The maps of the SPA kept in prose (src/entities/README.md, docs/architecture.md)
// against the folders on disk: a new feature, entity or shared folder fails here
// until the docs name it, and a removed one until they stop.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const hasCode = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).some((file) => /\.tsx?$/.test(file));

const LAYERS = ['app', 'entities', 'features'];
/** Shared code as ESLint's zones take it: every other folder of src that holds TypeScript. */
const SHARED_CODE = folders('src').filter((folder) => !LAYERS.includes(folder) && hasCode(`src/${folder}`));

const ARCHITECTURE = read('docs/architecture.md');
const ENTITIES_README = read('src/entities/README.md');

/** The repository layout's block for `src/`: its lines, each `  name/   text` or a continuation. */
function layoutOfSrc(): string[] {
  const block = /^```\n([\s\S]*?)^```/m.exec(ARCHITECTURE.slice(ARCHITECTURE.indexOf('## Repository layout')))?.[1] ?? '';
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith('src/'));
  const end = lines.findIndex((line, i) => i > start && /^\S/.test(line));
  return lines.slice(start + 1, end);
}

/** The layout entry for `name/` with its continuation lines, as one line of text. */
function layoutEntry(name: string): string {
  const lines = layoutOfSrc();
  const start = lines.findIndex((line) => line.startsWith(`  ${name}/`));
  expect(start, `docs/architecture.md's layout has no src/${name}/`).toBeGreaterThanOrEqual(0);
  const entry = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!/^ {26}\S/.test(line)) break;
    entry.push(line);
  }
  return entry.map((line) => line.trim()).join(' ');
}

/** The names listed after an entry's last colon: "…: a, b, c". */
function listedAfterColon(entry: string): string[] {
  return entry
    .slice(entry.lastIndexOf(':') + 1)
    .split(',')
    .map((name) => name.trim())
    .sort();
}

/** The `src/<folder>` names in the parenthesis after "shared code (". */
function sharedNamedIn(text: string): string[] {
  const list = /shared code[^(]*\(([^)]*)\)/.exec(text.replace(/\s+/g, ' '))?.[1] ?? '';
  return [...list.matchAll(/`src\/([a-z]+)`/g)].map((match) => match[1]!).sort();
}

describe('the maps of the SPA', () => {
  it("list every entity in src/entities/README.md's table and in docs/architecture.md's layout", () => {
    const table = [...ENTITIES_README.matchAll(/^\| `([a-z]+)` \|/gm)].map((match) => match[1]!).sort();
    expect(table).toEqual(folders('src/entities'));
    expect(listedAfterColon(layoutEntry('entities/<thing>'))).toEqual(folders('src/entities'));
  });

  it("list every feature in docs/architecture.md's layout", () => {
    expect(listedAfterColon(layoutEntry('features/<area>'))).toEqual(folders('src/features'));
  });

  it('name the shared folders that exist, and only those, where they describe the layers', () => {
    const layers = ARCHITECTURE.slice(ARCHITECTURE.indexOf("## The SPA's layers"));
    expect(sharedNamedIn(layers)).toEqual(SHARED_CODE);
    expect(sharedNamedIn(ENTITIES_README)).toEqual(SHARED_CODE);
  });

  it("give every folder of src a line in docs/architecture.md's layout", () => {
    const named = layoutOfSrc()
      .map((line) => /^ {2}([a-z]+)\//.exec(line)?.[1])
      .filter((name) => name !== undefined)
      .sort();
    expect(named).toEqual(folders('src'));
  });
});
