import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format.ts';
import { stanceLabel } from '@contract/stance.ts';
import type { DebateWithTurns } from '../types/index.ts';
import { SPEAKER_LABELS } from '../utils/rounds.ts';

export interface DebateHeaderProps {
  debate: DebateWithTurns;
  views: number;
  /** Votes and star. */
  actions: ReactNode;
}

/** Topic, author, date, categories, the two speakers, and the reader's actions. */
export function DebateHeader({ debate, views, actions }: DebateHeaderProps) {
  const speakers = [
    { model: debate.speaker1_model, stance: debate.speaker1_stance, style: debate.speaker1_rhetoric_style },
    { model: debate.speaker2_model, stance: debate.speaker2_stance, style: debate.speaker2_rhetoric_style },
  ];
  const date = debate.shared_at ?? debate.created_at;
  return (
    <header className="debate-header">
      <h1 id="debate-topic" className="debate-header__topic">
        {debate.topic}
      </h1>
      <p className="debate-header__meta">
        by {debate.user_display_name} · <time dateTime={date}>{formatDate(date)}</time> ·{' '}
        <span>{views === 1 ? '1 view' : `${views} views`}</span>
        {!debate.is_public && <> · Private</>}
      </p>
      <ul className="debate-header__categories" aria-label="Categories">
        {debate.categories.map((category) => (
          <li key={category} className="chip">
            {category}
          </li>
        ))}
      </ul>
      <div className="debate-header__actions">{actions}</div>
      <dl className="speakers">
        {speakers.map((speaker, index) => (
          <div key={index} className={`speakers__item speaker-${index + 1}`}>
            <dt>{SPEAKER_LABELS[index]}</dt>
            <dd>
              {speaker.model} · {stanceLabel(speaker.stance)} · {speaker.style}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
