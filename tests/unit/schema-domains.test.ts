import { describe, expect, it } from 'vitest';
import type { Entry } from '../../scripts/schema/catalog.ts';
import { assignDomains, DOMAINS } from '../../scripts/schema/domains.ts';

const entry = (key: string, kind: Entry['owner']['kind'], name: string, sql = ''): Entry => ({
  key,
  owner: { kind, name },
  section: 0,
  sql,
});
const fileOf = (assigned: Map<Entry, { file: string }>, e: Entry) => assigned.get(e)?.file;

describe('placing database objects in domain files (scripts/schema/domains.ts)', () => {
  it("puts a table's dependent objects and its one-domain trigger functions with the table", () => {
    const table = entry('table public.votes', 'relation', 'public.votes');
    const trigger = entry(
      'trigger public.votes.apply_vote_to_tallies',
      'relation',
      'public.votes',
      'CREATE TRIGGER apply_vote_to_tallies AFTER INSERT ON public.votes FOR EACH ROW EXECUTE FUNCTION private.apply_vote_to_tallies();',
    );
    const fn = entry('function private.apply_vote_to_tallies()', 'function', 'private.apply_vote_to_tallies');
    const assigned = assignDomains([table, trigger, fn]);
    expect([table, trigger, fn].map((e) => fileOf(assigned, e))).toEqual([
      '05-votes-tallies.sql',
      '05-votes-tallies.sql',
      '05-votes-tallies.sql',
    ]);
  });

  it('refuses an object no domain names, saying which and where to name it', () => {
    const stray = entry('table public.verdicts', 'relation', 'public.verdicts');
    const helper = entry('function private.judge(uuid)', 'function', 'private.judge');
    expect(() => assignDomains([stray, helper])).toThrow(
      /belong to no domain[\s\S]*function private\.judge\n {2}relation public\.verdicts\nName each in the domain it belongs to in scripts\/schema\/domains\.ts/,
    );
  });

  it('names every object in exactly one domain file, numbered in order', () => {
    const names = DOMAINS.flatMap((d) => d.objects);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(DOMAINS.map((d) => d.file)).toEqual([...DOMAINS.map((d) => d.file)].sort());
  });
});
