// The hand-written maps of the database, checked against what they map:
//   - docs/database-rules.md: rule → function → codes → test, against the
//     domain files of supabase/current-schema/, the error catalogue, the
//     codes the migrations raise and the tests;
//   - the domain list of docs/database-schema.md, against scripts/schema/domains.ts
//     and the pgTAP files named after the domains.
// Each check returns the problems as sentences that say where and what to
// do; tests/unit/database-maps.test.ts fails on any.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../stack/postgres/migrate.ts';
import { provenBy, triggersByFunction } from './proofs.ts';

export const RULES_DOC = 'docs/database-rules.md';
export const SCHEMA_DOC = 'docs/database-schema.md';
// PUBLIC includes anon and authenticated: a function whose default EXECUTE was never revoked is an API function.
const API_ROLES = ['public', 'anon', 'authenticated', 'service_role'];

export interface RuleRow {
  /** 1-based line in the rules document. */
  line: number;
  domainLink: string;
  rule: string;
  /** schema.name of each function the row names (`cast_vote()` → public.cast_vote). */
  functions: string[];
  /** Other objects in backticks: tables, views, triggers, types, constraints. */
  objects: string[];
  /** As written: AG030, AG020–AG023, 42501. */
  codes: string[];
  /** Paths from the repository root. */
  proofs: string[];
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const cellsOf = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rows of the first table whose header starts `| Domain | Rule |`. */
export function parseRules(markdown: string): RuleRow[] {
  const lines = markdown.split('\n');
  const header = lines.findIndex((line) => /^\|\s*Domain\s*\|\s*Rule\s*\|/.test(line));
  if (header === -1) return [];
  const rows: RuleRow[] = [];
  for (let i = header + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    const [domainLink = '', rule = '', enforcedBy = '', codes = '', provenIn = ''] = cellsOf(lines[i]!);
    const functions: string[] = [];
    const objects: string[] = [];
    for (const token of backticked(enforcedBy)) {
      const fn = /^((?:[a-z_]+\.)?[a-z_][a-z0-9_]*)\(\)$/.exec(token)?.[1];
      if (fn) functions.push(fn.includes('.') ? fn : `public.${fn}`);
      else objects.push(token);
    }
    rows.push({
      line: i + 1,
      domainLink,
      rule,
      functions,
      objects,
      codes: [...codes.matchAll(/AG\d{3}(?:–AG\d{3})?|\b\d{5}\b/g)].map((m) => m[0]),
      // A backticked phrase with a space is prose (a command), not a file.
      proofs: backticked(provenIn)
        .filter((token) => !token.includes(' '))
        .map((token) => (token.startsWith('tests/') ? token : `supabase/tests/${token}.test.sql`)),
    });
  }
  return rows;
}

export interface RulesMapInputs {
  rulesDoc: string;
  /** Domain file name → text (supabase/current-schema/). */
  schemaFiles: ReadonlyMap<string, string>;
  /** Every code of the error catalogue. */
  catalogue: readonly string[];
  /** Each AG code a migration raises → the migrations raising it. */
  raised: ReadonlyMap<string, readonly string[]>;
  /** A test file's text by its path from the root, or undefined when there is none. */
  readTest(file: string): string | undefined;
}

/** schema.name of every function of the domain files, and the roles each is granted to. */
function functionsOf(schemaFiles: ReadonlyMap<string, string>): Map<string, Set<string>> {
  const functions = new Map<string, Set<string>>();
  for (const text of schemaFiles.values()) {
    for (const [, name] of text.matchAll(/^-- function (\S+)$/gm)) functions.set(name!, functions.get(name!) ?? new Set());
    for (const [, name, role] of text.matchAll(/^grant execute on function ([^(\s]+)\(.*\) to (\w+);$/gm)) {
      functions.get(name!)?.add(role!);
    }
  }
  return functions;
}

function expandCode(code: string, catalogue: readonly string[]): string[] {
  const [from, to] = code.split('–');
  if (!to) return [code];
  return catalogue.filter((c) => c >= from! && c <= to);
}

export function rulesMapProblems(inputs: RulesMapInputs): string[] {
  const rows = parseRules(inputs.rulesDoc);
  if (rows.length === 0) return [`${RULES_DOC} has no table whose header starts "| Domain | Rule |"`];
  const problems: string[] = [];
  const functions = functionsOf(inputs.schemaFiles);
  const triggers = triggersByFunction(inputs.schemaFiles);
  const schemaText = [...inputs.schemaFiles.values()].join('\n');
  const named = new Set<string>();
  const codesInRows = new Set<string>();

  for (const row of rows) {
    const where = `${RULES_DOC}:${row.line} ("${row.rule.slice(0, 50)}${row.rule.length > 50 ? '…' : ''}")`;
    const link = /^\[(\d{2})\]\(\.\.\/supabase\/current-schema\/((\d{2})-[\w-]+\.sql)\)$/.exec(row.domainLink);
    if (!link || link[1] !== link[3] || !inputs.schemaFiles.has(link[2]!)) {
      problems.push(`${where}: the Domain cell must link a domain file, as [05](../supabase/current-schema/05-votes-tallies.sql)`);
    }
    for (const fn of row.functions) {
      named.add(fn);
      if (!functions.has(fn)) problems.push(`${where}: ${fn}() is no function of supabase/current-schema/`);
    }
    for (const object of row.objects) {
      if (!new RegExp(`(?<!\\w)${escape(object)}(?!\\w)`).test(schemaText)) {
        problems.push(`${where}: \`${object}\` appears nowhere in supabase/current-schema/`);
      }
    }
    for (const code of row.codes) {
      const expanded = expandCode(code, inputs.catalogue);
      for (const c of expanded) codesInRows.add(c);
      const ends = code.startsWith('AG') ? code.split('–') : [];
      for (const end of ends) if (!inputs.catalogue.includes(end)) problems.push(`${where}: ${end} is not in the error catalogue`);
    }
    if (row.proofs.length === 0) problems.push(`${where}: names no test that proves it`);
    for (const proof of row.proofs) {
      const text = inputs.readTest(proof);
      if (text === undefined) {
        problems.push(`${where}: ${proof} does not exist`);
        continue;
      }
      const source = [{ file: proof, text }];
      const namesFunction = row.functions.some((fn) => provenBy(fn, triggers.get(fn) ?? [], source).length > 0);
      const namesObject = row.objects.some((object) => new RegExp(`(?<!\\w)${escape(object)}(?!\\w)`).test(text));
      const what = [...row.functions.map((fn) => `${fn}()`), ...row.objects.map((object) => `\`${object}\``)];
      if (what.length > 0 && !namesFunction && !namesObject) problems.push(`${where}: ${proof} names none of ${what.join(', ')}`);
    }
  }

  for (const [fn, roles] of [...functions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const api = API_ROLES.filter((role) => roles.has(role));
    if (fn.startsWith('public.') && api.length > 0 && !named.has(fn)) {
      problems.push(
        `${fn}() is callable through the API (granted to ${api.join(', ')}) but no row of ${RULES_DOC} names it: ` +
          'add it to the rule it enforces (or a new row), with the codes it raises and the test that proves it',
      );
    }
  }
  for (const [code, migrations] of [...inputs.raised].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!inputs.catalogue.includes(code)) {
      problems.push(
        `${code} is raised by ${migrations.join(', ')} but missing from the error catalogue (supabase/functions/_shared/contract/errors.ts)`,
      );
    }
    if (!codesInRows.has(code)) problems.push(`${code} is raised by ${migrations.join(', ')} but no row of ${RULES_DOC} names it`);
  }
  return problems;
}

/** `| \`05-votes-tallies.sql\` | … | \`05-votes-tallies\`, … |`: the domain table of docs/database-schema.md. */
export function domainListProblems(schemaDoc: string, domainFiles: readonly string[], pgTapFiles: readonly string[]): string[] {
  const problems: string[] = [];
  const rows = schemaDoc
    .split('\n')
    .filter((line) => /^\|\s*`\d{2}-[\w-]+\.sql`\s*\|/.test(line))
    .map(cellsOf);
  const listed = rows.map((cells) => backticked(cells[0]!)[0]!);
  if (listed.join() !== domainFiles.join()) {
    problems.push(`${SCHEMA_DOC} lists the domain files ${listed.join(', ')}; scripts/schema/domains.ts has ${domainFiles.join(', ')}`);
  }
  const testsOf = (domain: string) =>
    pgTapFiles.filter((f) => f.startsWith(`${domain.replace(/\.sql$/, '')}.`)).map((f) => f.replace(/\.test\.sql$/, ''));
  for (const cells of rows) {
    const file = backticked(cells[0]!)[0]!;
    const shown = backticked(cells.at(-1)!).sort();
    const actual = testsOf(file).sort();
    if (shown.join() !== actual.join()) {
      problems.push(
        `${SCHEMA_DOC}: the row of ${file} names the pgTAP files ${shown.join(', ') || '(none)'}; supabase/tests/ has ${actual.join(', ') || '(none)'}`,
      );
    }
  }
  for (const test of pgTapFiles) {
    if (test === '00-helpers.test.sql') continue;
    if (!domainFiles.some((domain) => test.startsWith(`${domain.replace(/\.sql$/, '')}.`))) {
      problems.push(
        `supabase/tests/${test} is named after no domain file: name it NN-domain.test.sql or NN-domain.topic.test.sql (domains: scripts/schema/domains.ts)`,
      );
    }
  }
  return problems;
}

/** Paths of pgTAP files the docs name (`supabase/tests/05-….test.sql`; `NN-domain` is a pattern, not a file) that do not exist. */
export function missingTestPathsInDocs(docs: ReadonlyMap<string, string>, exists: (file: string) => boolean): string[] {
  const problems: string[] = [];
  for (const [doc, text] of docs) {
    for (const [file] of text.matchAll(/supabase\/tests\/\d[\w.-]*\.test\.sql/g)) {
      if (!exists(file)) problems.push(`${doc} names ${file}, which does not exist`);
    }
  }
  return problems;
}

/** Each AG code the migrations raise (quoted: `errcode = 'AG030'`) → the migrations raising it. */
export function codesRaisedByMigrations(dir = path.join(ROOT, 'supabase', 'migrations')): Map<string, string[]> {
  const raised = new Map<string, string[]>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    for (const [, code] of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/'(AG\d{3})'/g)) {
      const where = raised.get(code!) ?? [];
      if (!where.includes(file)) where.push(file);
      raised.set(code!, where);
    }
  }
  return raised;
}
