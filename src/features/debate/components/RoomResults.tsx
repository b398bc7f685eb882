import { PollResults } from '@/entities/poll/components/PollResults.tsx';
import type { PollResult } from '@/entities/poll/api/pollApi.ts';
import type { DeltaRow, ReaderVerdict } from '@/entities/verdict/api/verdictApi.ts';
import { RoomVerdict } from '@/entities/verdict/components/RoomVerdict.tsx';

export interface RoomResultsProps {
  verdict: ReaderVerdict | null;
  deltas: readonly DeltaRow[];
  authors: readonly string[];
  poll: PollResult | null;
}

/**
 * What the room decided: its verdict (the one sentence on the page that says who gained) and the
 * audience's split before and after. Loaded when first unfolded, off the viewer's first screen.
 */
export function RoomResults({ verdict, deltas, authors, poll }: RoomResultsProps) {
  return (
    <>
      <RoomVerdict verdict={verdict} deltas={deltas} authors={authors} />
      <PollResults result={poll} />
    </>
  );
}
