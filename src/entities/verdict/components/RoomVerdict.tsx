import { counted, SPEAKER_NAMES } from '@contract/glossary.ts';
import { useLocalDate } from '@/components/index.ts';
import type { DeltaRow, ReaderVerdict } from '../api/verdictApi.ts';
import { verdictBadge, verdictText } from './verdictText.ts';
import './verdict.css';

/**
 * The room's verdict of a shared debate and its ∆ counts (per debate and per speaker).
 * `authors`: who wrote each speaker's text as the page names them ("gpt-4 · offline demo").
 */
export function RoomVerdict({
  verdict,
  deltas,
  authors,
}: {
  verdict: ReaderVerdict | null;
  deltas: readonly DeltaRow[];
  authors: readonly string[];
}) {
  const closes = useLocalDate(verdict?.closes_at ?? '');
  if (!verdict) return null;
  const perSpeaker = [0, 1].map((s) => deltas.filter((d) => d.speaker_index === s).length);
  return (
    <section className={`verdict verdict--${verdict.status}`} aria-labelledby="verdict-heading" data-testid="room-verdict">
      <h3 id="verdict-heading" className="verdict__title">
        The room’s verdict{' '}
        <span className="verdict__badge" data-testid="verdict-badge">
          {verdictBadge(verdict.status, verdict.winner_speaker, verdict.is_final)}
        </span>
      </h3>
      <p className="verdict__text" aria-live="polite" data-testid="verdict-text">
        {verdictText(verdict, authors)}
      </p>
      <p className="verdict__note">
        {verdict.is_final ? `Final: the poll closed on ${closes}.` : `Provisional until the poll closes on ${closes}.`}
      </p>
      <p className="verdict__deltas" data-testid="delta-totals">
        <span aria-label={`${counted(deltas.length, '∆', '∆s')} in this debate`}>∆ {deltas.length} in this debate</span>
        {perSpeaker.map((count, s) => (
          <span key={s}>
            {' · '}
            {SPEAKER_NAMES[s]} {count}
          </span>
        ))}
      </p>
    </section>
  );
}
