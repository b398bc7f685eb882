import { describe, expect, it } from 'vitest';
import { committedSchemaFiles, describeDrift } from '../../scripts/db-schema.ts';
import { proofLines, provenBy, withoutProofs, withProofs, type ProofSource } from '../../scripts/schema/proofs.ts';

const RULE = `-- ${'-'.repeat(77)}`;
const source = (file: string, text: string): ProofSource => ({ file, text });

describe('which tests prove a function (scripts/schema/proofs.ts)', () => {
  const sources = [
    source('supabase/tests/05-votes-tallies.test.sql', "select public.cast_vote(tests.id('S'), 1);"),
    source('supabase/tests/02-profiles-usage.test.sql', 'select * from public.get_debate_usage();'),
    source('supabase/tests/11-reports-moderation.test.sql', "select private.is_moderator(tests.get_supabase_uid('mia'));"),
    source('supabase/tests/00-shared.schema.test.sql', "select has_function('private', 'settings');"),
    source('tests/integration/db/limits.test.ts', "await client.rpc('get_debate', { p_id: id });"),
    source('supabase/tests/13-realtime-topics.test.sql', '-- apply_vote_to_tallies broadcasts the new numbers'),
  ];

  it('finds a public function by its name, as SQL or as an RPC, and not by a longer name', () => {
    expect(provenBy('public.cast_vote', [], sources)).toEqual(['supabase/tests/05-votes-tallies.test.sql']);
    expect(provenBy('public.get_debate', [], sources)).toEqual(['tests/integration/db/limits.test.ts']);
  });

  it('does not take a private function of the same name for the public one', () => {
    expect(provenBy('public.is_moderator', [], sources)).toEqual([]);
    expect(provenBy('private.is_moderator', [], sources)).toEqual(['supabase/tests/11-reports-moderation.test.sql']);
  });

  it('finds a private function qualified or quoted, never by a bare common word', () => {
    expect(provenBy('private.settings', [], sources)).toEqual(['supabase/tests/00-shared.schema.test.sql']);
    expect(provenBy('private.tests', [], sources)).toEqual([]);
  });

  it('finds a trigger function by the name of a trigger that runs it', () => {
    expect(provenBy('private.apply_vote_to_tallies', ['apply_vote_to_tallies'], sources)).toEqual([
      'supabase/tests/13-realtime-topics.test.sql',
    ]);
  });

  it('writes the files on wrapped lines, and says so when no test names the function', () => {
    expect(proofLines([])).toEqual(['-- Proven by: no test file names it']);
    const many = Array.from({ length: 6 }, (_, i) => `supabase/tests/0${i}-some-domain.topic.test.sql`);
    const lines = proofLines(many);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 110)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith('--            supabase/tests/'))).toBe(true);
    expect(
      lines
        .join(' ')
        .replace(/--( Proven by:)?\s+/g, ' ')
        .trim()
        .split(/,?\s+/),
    ).toEqual(many);
  });

  it('puts the line under each function title, and takes it out again', () => {
    const file = [RULE, '-- function public.cast_vote', RULE, 'CREATE FUNCTION public.cast_vote() …;', ''].join('\n');
    const annotated = withProofs(new Map([['05-votes-tallies.sql', file]]), sources).get('05-votes-tallies.sql')!;
    expect(annotated.split('\n').slice(0, 4)).toEqual([
      RULE,
      '-- function public.cast_vote',
      RULE,
      '-- Proven by: supabase/tests/05-votes-tallies.test.sql',
    ]);
    expect(withoutProofs(annotated)).toBe(file);
    expect(withProofs(new Map([['f', annotated]]), sources).get('f')).toBe(annotated);
  });
});

describe('supabase/current-schema/ names the tests that prove each function', () => {
  it('as the tests are now (after adding or changing a test: npm run db:schema -- --proofs)', () => {
    const committed = committedSchemaFiles();
    expect(committed.size).toBeGreaterThan(0);
    expect(describeDrift(committed, withProofs(committed), 'tests')).toEqual([]);
  });
});
