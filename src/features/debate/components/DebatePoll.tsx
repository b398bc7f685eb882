import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { PollQuestion } from '@/entities/poll/components/PollQuestion.tsx';
import type { Poll } from '@/entities/poll/hooks/usePoll.ts';
import type { RoomResultsProps } from './RoomResults.tsx';

// Folded until the reader has answered after reading: not part of the first screen's script.
const loadRoomResults = () => import('./RoomResults.tsx');
const RoomResults = lazy(() => loadRoomResults().then((m) => ({ default: m.RoomResults })));

const SHOW_TEXT = 'Show the room’s verdict';
const HIDE_TEXT = 'Hide the room’s verdict';

/** Above the first round: where the reader stands before reading a word. */
export function PollBefore({ poll }: { poll: Poll }) {
  return (
    <div className="poll poll--before" data-testid="poll-ask-before">
      <PollQuestion phase="before" poll={poll} />
    </div>
  );
}

/** Folded by the reader's choice, or as the page decides ('auto'). */
type Fold = 'auto' | 'shown' | 'hidden';

/**
 * Below the last round: where the reader stands after reading, then the room's verdict and the
 * audience's split — folded until the reader has answered after reading (or the poll has closed),
 * so nobody is told the result before reading; anyone may open it ("Show the room's verdict").
 */
export function PollAfter({ poll, room }: { poll: Poll; room: Omit<RoomResultsProps, 'poll'> }) {
  const [fold, setFold] = useState<Fold>('auto');
  const roomId = useId();
  const open = fold === 'shown' || (fold === 'auto' && (poll.mine.after !== null || poll.closed));
  // A reader who answered before reading will likely unfold it: its code is fetched meanwhile.
  const answeredBefore = poll.mine.before !== null;
  useEffect(() => {
    if (answeredBefore) void loadRoomResults();
  }, [answeredBefore]);
  return (
    <section className="poll poll--after" aria-labelledby="poll-heading" data-testid="poll">
      <h2 id="poll-heading" className="poll__title">
        Who convinced you?
      </h2>
      <PollQuestion phase="after" poll={poll} />
      <button
        type="button"
        className="link-button poll__reveal"
        aria-expanded={open}
        aria-controls={roomId}
        onClick={() => setFold(open ? 'hidden' : 'shown')}
      >
        {open ? HIDE_TEXT : SHOW_TEXT}
      </button>
      <div id={roomId} className="poll__room" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <RoomResults {...room} poll={poll.result} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
