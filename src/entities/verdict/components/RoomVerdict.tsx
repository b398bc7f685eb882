import { formatDate } from '@/lib/format.ts';
import type { DeltaRow, ReaderVerdict } from '../api/verdictApi.ts';
import { SPEAKER_LABELS } from '@/lib/speakers.ts';
import { verdictBadge, verdictText } from './verdictText.ts';
import './verdict.css';

/** The room's verdict of a shared debate and its ∆ counts (per debate and per speaker). */
export function RoomVerdict({
  verdict,
  deltas,
  models,
}: {
  verdict: ReaderVerdict | null;
  deltas: readonly DeltaRow[];
  models: readonly string[];
}) {
  if (!verdict) return null;
  const perSpeaker = [0, 1].map((s) => deltas.filter((d) => d.speaker_index === s).length);
  return (
    <section className={`verdict verdict--${verdict.status}`} aria-labelledby="verdict-heading" data-testid="room-verdict">
      <h2 id="verdict-heading" className="verdict__title">
        The room’s verdict{' '}
        <span className="verdict__badge" data-testid="verdict-badge">
          {verdictBadge(verdict.status, verdict.winner_speaker, verdict.is_final)}
        </span>
      </h2>
      <p className="verdict__text" aria-live="polite">
        {verdictText(verdict, models)}
      </p>
      <p className="verdict__note">
        {verdict.is_final
          ? `Final: the poll closed on ${formatDate(verdict.closes_at)}.`
          : `Provisional until the poll closes on ${formatDate(verdict.closes_at)}.`}
      </p>
      <p className="verdict__deltas" data-testid="delta-totals">
        <span aria-label={`${deltas.length} ∆ in this debate`}>∆ {deltas.length} in this debate</span>
        {perSpeaker.map((count, s) => (
          <span key={s}>
            {' · '}
            {SPEAKER_LABELS[s]} {count}
          </span>
        ))}
      </p>
    </section>
  );
}
