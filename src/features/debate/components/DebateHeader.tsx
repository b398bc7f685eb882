import type { ReactNode } from 'react';
import { Avatar, CategoryChips, LocalDate, PersonLink } from '@/components/index.ts';
import { stanceLabel } from '@contract/stance.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';
import { counted, SPEAKER_NAMES } from '@contract/glossary.ts';
import { isPersonSeat, personInSeat, speakerAuthor } from '@/entities/debate/utils/authors.ts';

export interface DebateHeaderProps {
  debate: DebateWithTurns;
  views: number;
  /** Votes and star. */
  actions: ReactNode;
  /** The author's own actions (delete, unshare, categories); only for the owner. */
  ownerActions?: ReactNode;
}

/** A seat's speaker: the person, linked to their profile and labelled a person, or the model that wrote the text. */
function SpeakerWho({ debate, index }: { debate: DebateWithTurns; index: number }) {
  const person = personInSeat(debate, index);
  if (!person) return <>{speakerAuthor(debate, index)}</>;
  return (
    <>
      <PersonLink id={person.userId}>{person.name}</PersonLink> · person
    </>
  );
}

/** Topic, author, date, categories, the two speakers, and the reader's actions. */
export function DebateHeader({ debate, views, actions, ownerActions }: DebateHeaderProps) {
  const speakers = [
    { stance: debate.speaker1_stance, style: debate.speaker1_rhetoric_style },
    { stance: debate.speaker2_stance, style: debate.speaker2_rhetoric_style },
  ];
  const date = debate.shared_at ?? debate.created_at;
  return (
    <header className="debate-header">
      <h1 id="debate-topic" className="debate-header__topic">
        {debate.topic}
      </h1>
      <p className="debate-header__meta">
        <span className="person">
          <Avatar id={debate.user_id} name={debate.user_display_name} size="sm" />
          <PersonLink id={debate.user_id}>
            <span>by {debate.user_display_name}</span>
          </PersonLink>
        </span>{' '}
        · <LocalDate value={date} /> · <span>{counted(views, 'view')}</span>
        {!debate.is_public && <> · Private</>}
      </p>
      <CategoryChips className="debate-header__categories" categories={debate.categories} />
      <div className="debate-header__actions">{actions}</div>
      {ownerActions}
      <dl className="speakers">
        {speakers.map((speaker, index) => (
          <div key={index} className={`speakers__item speaker-${index + 1}`}>
            <dt>{SPEAKER_NAMES[index]}</dt>
            <dd>
              <SpeakerWho debate={debate} index={index} /> · {stanceLabel(speaker.stance)}
              {isPersonSeat(debate, index) ? null : <> · {speaker.style}</>}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
