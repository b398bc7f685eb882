import { describe, expect, it } from 'vitest';
import { describeDrift } from '../../scripts/db-schema.ts';

const file = (...lines: string[]) => `${lines.join('\n')}\n`;

describe('describing where supabase/current-schema/ and the migrations disagree', () => {
  it('names the file, the line and the object it sits in, with both versions of the line', () => {
    const committed = new Map([
      [
        '05-votes-tallies.sql',
        file('-- header', '-- function public.cast_vote', 'create function public.cast_vote()', "  'Log in to vote.'"),
      ],
      ['06-stars.sql', file('-- stars')],
    ]);
    const fresh = new Map([
      [
        '05-votes-tallies.sql',
        file(
          '-- header',
          '-- function public.cast_vote',
          'create function public.cast_vote()',
          "  'You need to be logged in to vote on debates.'",
        ),
      ],
      ['06-stars.sql', file('-- stars')],
    ]);
    expect(describeDrift(committed, fresh)).toEqual([
      "supabase/current-schema/05-votes-tallies.sql:4 function public.cast_vote\n    committed:    'Log in to vote.'\n    migrations:   'You need to be logged in to vote on debates.'",
    ]);
  });

  it('reports a domain file that is missing or no longer generated', () => {
    const drift = describeDrift(new Map([['99-old.sql', 'x']]), new Map([['13-realtime-topics.sql', 'y']]));
    expect(drift).toEqual([
      'supabase/current-schema/13-realtime-topics.sql is missing',
      'supabase/current-schema/99-old.sql belongs to no domain any more',
    ]);
  });

  it('finds nothing when the files agree', () => {
    const same = new Map([['00-shared.sql', file('a', 'b')]]);
    expect(describeDrift(same, new Map(same))).toEqual([]);
  });
});
