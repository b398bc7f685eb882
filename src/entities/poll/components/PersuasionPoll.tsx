import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { ErrorBox } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import {
  fetchPollResults,
  recordPollAnswer,
  type PollAggregate,
  type PollPhase,
  type PollResult,
  type PollStance,
} from '../api/pollApi.ts';
import { sameRead } from '@/lib/sameRead.ts';
import { percent, pollFailureText } from './pollText.ts';
import './poll.css';

const STANCES: { value: PollStance; label: string }[] = [
  { value: 'for', label: 'For' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'against', label: 'Against' },
];

function Split({ label, forCount, neutral, against }: { label: string; forCount: number; neutral: number; against: number }) {
  const total = forCount + neutral + against;
  return (
    <div className="poll__split" data-testid={`poll-${label.toLowerCase()}`}>
      <span className="poll__split-label">{label}</span>
      <span>
        For {percent(forCount, total)} · Neutral {percent(neutral, total)} · Against {percent(against, total)}
      </span>
      <span className="poll__split-total">
        ({total} {total === 1 ? 'answer' : 'answers'})
      </span>
    </div>
  );
}

function StanceChoice({
  phase,
  value,
  disabled,
  onChoose,
}: {
  phase: PollPhase;
  value: PollStance | null;
  disabled: boolean;
  onChoose: (stance: PollStance) => void;
}) {
  const labelId = useId();
  return (
    <div className="poll__choice" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="poll__choice-label">
        {phase === 'before' ? 'Before reading, I am' : 'After reading, I am'}
      </span>
      {STANCES.map((stance) => (
        <button
          key={stance.value}
          type="button"
          className={`poll__option${value === stance.value ? ' poll__option--chosen' : ''}`}
          aria-pressed={value === stance.value}
          disabled={disabled}
          onClick={() => onChoose(stance.value)}
        >
          {stance.label}
        </button>
      ))}
    </div>
  );
}

function winnerText(result: PollResult): string {
  if (result.respondents === 0) return 'Nobody has answered before and after yet.';
  if (!result.gaining_side) return 'Neither side has gained so far.';
  const side = result.gaining_side === 'for' ? 'For' : 'Against';
  const shift = result.gaining_side === 'for' ? result.for_shift : result.against_shift;
  const who = result.gaining_speaker ? `Speaker ${result.gaining_speaker}` : `The “${side}” side`;
  return `${who} (${side}) gained ${shift ?? 0} points among ${result.respondents} ${result.respondents === 1 ? 'reader' : 'readers'}.`;
}

/**
 * How the poll follows the debate's live channel (the viewer passes the debate
 * entity's followDebateChannel): the audience's new aggregate, and each join.
 * Returns the unfollow.
 */
export type FollowPoll = (debateId: string, listeners: { onPoll(aggregate: PollAggregate): void; onSubscribed(): void }) => () => void;

export interface PersuasionPollProps {
  debateId: string;
  follow: FollowPoll;
  onAnswered?: () => void;
}

/** "Who convinced you?": the reader's stance before and after, and the audience's shift, live. */
export function PersuasionPoll({ debateId, follow, onAnswered }: PersuasionPollProps) {
  const signedIn = useSession((state) => state.status === 'signed-in');
  const here = useLocation();
  const [result, setResult] = useState<PollResult | null>(null);
  const newerThanRead = useRef(0);
  const record = useMutation(
    async (phase: PollPhase, stance: PollStance) => {
      newerThanRead.current++;
      try {
        return await recordPollAnswer(debateId, phase, stance);
      } finally {
        newerThanRead.current++;
      }
    },
    {
      errorText: pollFailureText,
      onSuccess: (row) => {
        if (row) setResult(row);
        onAnswered?.();
      },
    },
  );
  const { pending, error } = record;

  useEffect(() => {
    let current = true;
    fetchPollResults(debateId)
      // The split arrives while the viewer is still settling: rendered in slices.
      .then((row) => current && startTransition(() => setResult(row)))
      .catch((failure: unknown) => console.error('Loading the poll failed', failure));
    return () => {
      current = false;
    };
  }, [debateId, signedIn]);

  // Live once there is a result to update: the broadcast is the audience's
  // aggregate, so the reader's own answers stay as they are.
  const loaded = result !== null;
  useEffect(() => {
    if (!loaded) return;
    return follow(debateId, {
      onPoll: (aggregate) => {
        newerThanRead.current++;
        setResult((existing) => (existing ? { ...existing, ...aggregate } : existing));
      },
      // A visitor's channel joins once the browser is idle: what the room
      // answered meanwhile is read again rather than lost.
      onSubscribed: () => {
        // An answer sent or recorded, or an aggregate pushed, while this read
        // was on its way is newer than the read (its snapshot may predate them).
        const changesBefore = newerThanRead.current;
        fetchPollResults(debateId)
          .then((row) => {
            // The same split keeps the same state: a join that finds nothing new renders nothing.
            if (newerThanRead.current === changesBefore) setResult((existing) => (existing && !sameRead(existing, row) ? row : existing));
          })
          .catch((failure: unknown) => console.error('Reading the poll again failed', failure));
      },
    });
  }, [debateId, loaded, follow]);

  if (!result) return null;
  const closed = new Date(result.closes_at).getTime() <= Date.now();

  return (
    <section className="poll" aria-labelledby="poll-heading">
      <h2 id="poll-heading" className="poll__title">
        Who convinced you?
      </h2>
      {signedIn ? (
        closed ? (
          <p className="poll__note">This poll has closed.</p>
        ) : (
          <>
            <StanceChoice phase="before" value={result.my_before} disabled={pending} onChoose={(s) => void record.run('before', s)} />
            <StanceChoice
              phase="after"
              value={result.my_after}
              disabled={pending || !result.my_before}
              onChoose={(s) => void record.run('after', s)}
            />
          </>
        )
      ) : (
        <p className="poll__note">
          <Link to={loginPathFrom(here)}>Sign in</Link> to say where you stand before and after reading.
        </p>
      )}
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="poll__results" aria-live="polite">
        <Split label="Before" forCount={result.before_for} neutral={result.before_neutral} against={result.before_against} />
        <Split label="After" forCount={result.after_for} neutral={result.after_neutral} against={result.after_against} />
        <p className="poll__winner" data-testid="poll-winner">
          {winnerText(result)}
        </p>
      </div>
    </section>
  );
}
