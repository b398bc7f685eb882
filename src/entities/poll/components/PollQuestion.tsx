import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorBox } from '@/components/index.ts';
import { formatDate } from '@/lib/format.ts';
import { loginPathFrom } from '@/lib/returnTo.ts';
import type { PollPhase, PollStance } from '../api/pollApi.ts';
import type { Poll } from '../hooks/usePoll.ts';
import { POLL_TEXTS } from './pollText.ts';
import './poll.css';

const STANCES: { value: PollStance; label: string }[] = [
  { value: 'for', label: 'For' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'against', label: 'Against' },
];

/** What the question says under its buttons: how to count the answer, or what to do first. */
function QuestionNote({ phase, poll, onSignIn }: { phase: PollPhase; poll: Poll; onSignIn: () => void }) {
  const here = useLocation();
  if (poll.waitingForSignIn && (phase === 'before' || poll.mine.after)) {
    return (
      <p className="poll__note" role="status">
        <Link to={loginPathFrom(here)} onClick={onSignIn}>
          Sign in
        </Link>{' '}
        {POLL_TEXTS.countOnSignIn}
      </p>
    );
  }
  if (phase === 'after' && !poll.mine.before) return <p className="poll__note">{POLL_TEXTS.beforeFirst}</p>;
  if (phase === 'before' && poll.mine.before && poll.result && !poll.waitingForSignIn) {
    return <p className="poll__note">{POLL_TEXTS.changeUntil(formatDate(poll.result.closes_at))}</p>;
  }
  return null;
}

/**
 * One of the poll's two questions: "before" sits above the first round, "after" below the last.
 * A visitor may answer too; their answers wait for the sign-in that counts them.
 */
export function PollQuestion({ phase, poll }: { phase: PollPhase; poll: Poll }) {
  const questionId = useId();
  const chosen = phase === 'before' ? poll.mine.before : poll.mine.after;
  if (poll.closed) {
    return (
      <div className={`poll__question poll__question--${phase}`}>
        <p className="poll__note">{POLL_TEXTS.closed}</p>
      </div>
    );
  }
  return (
    <div className={`poll__question poll__question--${phase}`} role="group" aria-labelledby={questionId}>
      <p id={questionId} className="poll__ask">
        {phase === 'before' ? POLL_TEXTS.askBefore : POLL_TEXTS.askAfter}
      </p>
      <div className="poll__options">
        {STANCES.map((stance) => (
          <button
            key={stance.value}
            type="button"
            className={`poll__option${chosen === stance.value ? ' poll__option--chosen' : ''}`}
            aria-pressed={chosen === stance.value}
            disabled={poll.busy || (phase === 'after' && !poll.mine.before)}
            onClick={() => poll.answer(phase, stance.value)}
          >
            {stance.label}
          </button>
        ))}
      </div>
      <QuestionNote phase={phase} poll={poll} onSignIn={poll.keepForSignIn} />
      {poll.error && <ErrorBox>{poll.error}</ErrorBox>}
    </div>
  );
}
