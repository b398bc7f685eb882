import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { committedSchemaFiles } from '../../scripts/db-schema.ts';
import { DOMAINS } from '../../scripts/schema/domains.ts';
import {
  codesRaisedByMigrations,
  domainListProblems,
  missingTestPathsInDocs,
  parseRules,
  RULES_DOC,
  rulesMapProblems,
  SCHEMA_DOC,
  type RulesMapInputs,
} from '../../scripts/schema/maps.ts';
import { pgTapFiles } from '../../scripts/test-db.ts';
import { ERRORS } from '../../supabase/functions/_shared/contract/error-catalogue.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const readIfAny = (file: string) => (fs.existsSync(path.join(ROOT, file)) ? read(file) : undefined);

describe('the maps of the database agree with it', () => {
  it(`${RULES_DOC}: every API function in a rule, every code raised in a rule, every named function, object and test real`, () => {
    const problems = rulesMapProblems({
      rulesDoc: read(RULES_DOC),
      schemaFiles: committedSchemaFiles(),
      catalogue: Object.values(ERRORS).map((error) => error.code as string),
      raised: codesRaisedByMigrations(),
      readTest: readIfAny,
    });
    expect(problems, 'fix docs/database-rules.md (or the migration, catalogue or test it names)').toEqual([]);
  });

  it(`${SCHEMA_DOC}: the domain list is scripts/schema/domains.ts's, each with its pgTAP files`, () => {
    const problems = domainListProblems(
      read(SCHEMA_DOC),
      DOMAINS.map((domain) => domain.file),
      pgTapFiles(),
    );
    expect(problems).toEqual([]);
  });

  it('every pgTAP file the docs name exists', () => {
    const docs = new Map(
      [
        'README.md',
        ...fs
          .readdirSync(path.join(ROOT, 'docs'))
          .filter((f) => f.endsWith('.md'))
          .map((f) => `docs/${f}`),
      ].map((doc) => [doc, read(doc)]),
    );
    expect(missingTestPathsInDocs(docs, (file) => fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});

// The checks themselves: each kind of drift is found and said plainly.
const RULE = `-- ${'-'.repeat(77)}`;
const schemaFile = [
  RULE,
  '-- function public.cast_vote',
  RULE,
  "CREATE FUNCTION public.cast_vote() … errcode = 'AG040' …;",
  'grant execute on function public.cast_vote(p_debate uuid, p_value integer) to authenticated;',
  RULE,
  '-- function public.toggle_star',
  RULE,
  'CREATE FUNCTION public.toggle_star() …;',
  'grant execute on function public.toggle_star(p_debate uuid) to anon;',
  RULE,
  '-- function private.apply_vote_to_tallies',
  RULE,
  'CREATE TRIGGER apply_vote_to_tallies AFTER INSERT ON public.votes FOR EACH ROW EXECUTE FUNCTION private.apply_vote_to_tallies();',
].join('\n');
const doc = (...rows: string[]) => ['| Domain | Rule | Enforced by | Codes | Proven in |', '|---|---|---|---|---|', ...rows].join('\n');
const VOTES = '[05](../supabase/current-schema/05-votes-tallies.sql)';
const STARS = '[06](../supabase/current-schema/06-stars.sql)';
const tests: Record<string, string> = {
  'supabase/tests/05-votes-tallies.test.sql': 'select public.cast_vote(…);',
  'supabase/tests/06-stars.test.sql': 'select public.toggle_star(…);',
  'tests/integration/db/tallies.test.ts': "it('counts', () => { /* apply_vote_to_tallies */ });",
};
const inputs = (rulesDoc: string, raised: Record<string, string[]> = { AG040: ['x_votes.sql'] }): RulesMapInputs => ({
  rulesDoc,
  schemaFiles: new Map([
    ['05-votes-tallies.sql', schemaFile],
    ['06-stars.sql', ''],
  ]),
  catalogue: ['AG030', 'AG040', 'AG041', 'AG042'],
  raised: new Map(Object.entries(raised)),
  readTest: (file) => tests[file],
});
const good = [
  `| ${VOTES} | Votes | \`cast_vote()\`, trigger \`apply_vote_to_tallies\` | AG040–AG042 | \`05-votes-tallies\`, \`tests/integration/db/tallies.test.ts\` |`,
  `| ${STARS} | Stars | \`toggle_star()\` | — | \`06-stars\` (by \`npm run x\`) |`,
];

describe('checking docs/database-rules.md (scripts/schema/maps.ts)', () => {
  it('reads a row: functions, other objects, codes and proofs', () => {
    expect(parseRules(doc(good[0]!))).toEqual([
      {
        line: 3,
        domainLink: VOTES,
        rule: 'Votes',
        functions: ['public.cast_vote'],
        objects: ['apply_vote_to_tallies'],
        codes: ['AG040–AG042'],
        proofs: ['supabase/tests/05-votes-tallies.test.sql', 'tests/integration/db/tallies.test.ts'],
      },
    ]);
  });

  it('finds nothing wrong in a map that agrees', () => {
    expect(rulesMapProblems(inputs(doc(...good)))).toEqual([]);
  });

  it('finds an API function that no row names', () => {
    expect(rulesMapProblems(inputs(doc(good[0]!)))).toEqual([
      'public.toggle_star() is callable through the API (granted to anon) but no row of docs/database-rules.md names it: add it to the rule it enforces (or a new row), with the codes it raises and the test that proves it',
    ]);
  });

  it('finds a function left callable by PUBLIC (its default EXECUTE never revoked) that no row names', () => {
    const files = new Map([['06-stars.sql', '-- function public.probe\ngrant execute on function public.probe() to public;']]);
    expect(rulesMapProblems({ ...inputs(doc(...good)), schemaFiles: new Map([...inputs(doc(...good)).schemaFiles, ...files]) })).toEqual([
      'public.probe() is callable through the API (granted to public) but no row of docs/database-rules.md names it: add it to the rule it enforces (or a new row), with the codes it raises and the test that proves it',
    ]);
  });

  it('finds a function, object or domain file that does not exist', () => {
    const row = `| [05](../supabase/current-schema/05-votes.sql) | Votes | \`cast_vote()\`, \`private.tally()\`, trigger \`tally_votes\` | AG040 | \`05-votes-tallies\` |`;
    expect(rulesMapProblems(inputs(doc(row, good[1]!)))).toEqual([
      'docs/database-rules.md:3 ("Votes"): the Domain cell must link a domain file, as [05](../supabase/current-schema/05-votes-tallies.sql)',
      'docs/database-rules.md:3 ("Votes"): private.tally() is no function of supabase/current-schema/',
      'docs/database-rules.md:3 ("Votes"): `tally_votes` appears nowhere in supabase/current-schema/',
    ]);
  });

  it('finds a code raised but missing from the catalogue or from every row, and a row code the catalogue lacks', () => {
    const row = `| ${VOTES} | Votes | \`cast_vote()\` | AG040, AG099 | \`05-votes-tallies\` |`;
    expect(rulesMapProblems(inputs(doc(row, good[1]!), { AG040: ['a.sql'], AG041: ['b.sql'], AG777: ['c.sql'] }))).toEqual([
      'docs/database-rules.md:3 ("Votes"): AG099 is not in the error catalogue',
      'AG041 is raised by b.sql but no row of docs/database-rules.md names it',
      'AG777 is raised by c.sql but missing from the error catalogue (supabase/functions/_shared/contract/errors.ts)',
      'AG777 is raised by c.sql but no row of docs/database-rules.md names it',
    ]);
  });

  it('finds a test that does not exist, one that names none of the row, and a row without tests', () => {
    const rows = [
      `| ${VOTES} | Votes | \`cast_vote()\` | AG040 | \`05-votes\`, \`06-stars\` |`,
      `| ${STARS} | Stars | \`toggle_star()\` | — | — |`,
    ];
    expect(rulesMapProblems(inputs(doc(...rows)))).toEqual([
      'docs/database-rules.md:3 ("Votes"): supabase/tests/05-votes.test.sql does not exist',
      'docs/database-rules.md:3 ("Votes"): supabase/tests/06-stars.test.sql names none of public.cast_vote()',
      'docs/database-rules.md:4 ("Stars"): names no test that proves it',
    ]);
  });
});

describe('checking the domain list (scripts/schema/maps.ts)', () => {
  const table = (...rows: string[]) => ['| File | Domain | pgTAP |', '|---|---|---|', ...rows].join('\n');
  const domains = ['00-shared.sql', '05-votes-tallies.sql'];
  const files = ['00-helpers.test.sql', '00-shared.test.sql', '05-votes-tallies.test.sql', '05-votes-tallies.vote-path.test.sql'];

  it('accepts a list that agrees', () => {
    const text = table(
      '| `00-shared.sql` | shared | `00-shared` |',
      '| `05-votes-tallies.sql` | votes | `05-votes-tallies`, `05-votes-tallies.vote-path` |',
    );
    expect(domainListProblems(text, domains, files)).toEqual([]);
  });

  it('finds a missing domain, a missing pgTAP file and a pgTAP file named after no domain', () => {
    const text = table('| `05-votes-tallies.sql` | votes | `05-votes-tallies` |');
    expect(domainListProblems(text, domains, [...files, '05-votes.test.sql'])).toEqual([
      'docs/database-schema.md lists the domain files 05-votes-tallies.sql; scripts/schema/domains.ts has 00-shared.sql, 05-votes-tallies.sql',
      'docs/database-schema.md: the row of 05-votes-tallies.sql names the pgTAP files 05-votes-tallies; supabase/tests/ has 05-votes-tallies, 05-votes-tallies.vote-path',
      'supabase/tests/05-votes.test.sql is named after no domain file: name it NN-domain.test.sql or NN-domain.topic.test.sql (domains: scripts/schema/domains.ts)',
    ]);
  });

  it('finds a doc naming a pgTAP file that does not exist', () => {
    const docs = new Map([['docs/x.md', 'see `supabase/tests/160-vote-path.test.sql` and supabase/tests/05-votes-tallies.test.sql']]);
    expect(missingTestPathsInDocs(docs, (file) => file === 'supabase/tests/05-votes-tallies.test.sql')).toEqual([
      'docs/x.md names supabase/tests/160-vote-path.test.sql, which does not exist',
    ]);
  });
});
