import { Link } from 'react-router';
import { Avatar, CategoryChips, Disclosure } from '@/components/index.ts';
import { DebateOwnerActions } from '@/entities/debate/components/DebateOwnerActions.tsx';
import { speakerName } from '@contract/glossary.ts';
import { turnAuthor } from '@/entities/debate/utils/authors.ts';
import { formatDate } from '@/lib/format.ts';
import type { DebateRow, OwnDebate } from '../types/index.ts';
import { ShareButton } from './ShareButton.tsx';

const ROUND_TITLES = ['Opening Statements', 'Rebuttals', 'Closing Arguments'];

export interface HistoryCardProps {
  debate: OwnDebate;
  onShared: (debate: DebateRow) => void;
  /** After an unshare or a category change: the server's row. */
  onChanged?: (debate: DebateRow) => void;
  onDeleted?: (debateId: string) => void;
}

/** One of the user's debates: topic, date, categories, sharing, and its rounds in brief. */
export function HistoryCard({ debate, onShared, onChanged = onShared, onDeleted = () => undefined }: HistoryCardProps) {
  const turns = [...debate.debate_turns].sort((a, b) => a.round_index - b.round_index || a.speaker_index - b.speaker_index);
  return (
    <article className="card history-card" aria-labelledby={`history-${debate.id}`}>
      <div className="history-card__head">
        <div>
          <h3 id={`history-${debate.id}`} className="debate-card__title">
            <Link to={`/debate/${debate.id}`}>{debate.topic}</Link>
          </h3>
          <p className="debate-card__meta">
            <span className="person">
              <Avatar id={debate.user_id} name={debate.user_display_name} size="sm" />
              <span>by {debate.user_display_name}</span>
            </span>
            {' · '}
            <time dateTime={debate.created_at}>{formatDate(debate.created_at)}</time>
            {' · '}
            <span className={`status-label${debate.is_public ? ' status-label--public' : ''}`}>
              {debate.is_public ? 'Public' : 'Private'}
            </span>
          </p>
          <CategoryChips className="debate-card__categories" categories={debate.categories} />
        </div>
        <ShareButton debateId={debate.id} isPublic={debate.is_public} onShared={onShared} />
      </div>
      <DebateOwnerActions debate={debate} onChanged={onChanged} onDeleted={() => onDeleted(debate.id)} />
      {turns.length > 0 && (
        <Disclosure title="Rounds in brief" className="history-card__rounds">
          <ol className="history-card__turns">
            {turns.map((turn) => (
              <li key={`${turn.round_index}-${turn.speaker_index}`}>
                <p className="history-card__turn-title">
                  {ROUND_TITLES[turn.round_index] ?? `Round ${turn.round_index + 1}`} · {speakerName(turn.speaker_index)} (
                  {turnAuthor(turn, debate)})
                </p>
                <p className="prose-text">{turn.summary}</p>
              </li>
            ))}
          </ol>
        </Disclosure>
      )}
    </article>
  );
}
