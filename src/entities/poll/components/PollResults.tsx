import { counted } from '@contract/glossary.ts';
import type { PollResult } from '../api/pollApi.ts';
import { percent } from './pollText.ts';
import './poll.css';

function Split({ label, forCount, neutral, against }: { label: string; forCount: number; neutral: number; against: number }) {
  const total = forCount + neutral + against;
  return (
    <div className="poll__split" data-testid={`poll-${label.toLowerCase()}`}>
      <span className="poll__split-label">{label}</span>
      <span>
        For {percent(forCount, total)} · Neutral {percent(neutral, total)} · Against {percent(against, total)}
      </span>
      <span className="poll__split-total">({counted(total, 'answer')})</span>
    </div>
  );
}

/**
 * The audience's answers before and after reading. Who gained is not said here: the room's verdict
 * beside it says it, from the same rule in the database, so the page says it once.
 */
export function PollResults({ result }: { result: PollResult | null }) {
  if (!result) return null;
  return (
    <div className="poll__results" aria-live="polite">
      <Split label="Before" forCount={result.before_for} neutral={result.before_neutral} against={result.before_against} />
      <Split label="After" forCount={result.after_for} neutral={result.after_neutral} against={result.after_against} />
    </div>
  );
}
