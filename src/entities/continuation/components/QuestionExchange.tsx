import { useId, useState } from 'react';
import { FormattedTurnText, plainPieces } from '@/components/FormattedTurnText.tsx';
import { ContinueFromHere } from './ContinueFromHere.tsx';

/** A question exchange as saved with a debate (debate_questions). */
export interface QuestionRow {
  question_index: number;
  after_round: number;
  question: string;
  source: string;
  first_text: string | null;
  first_summary: string | null;
  first_model: string | null;
  first_author_kind: string | null;
  second_text: string | null;
  second_summary: string | null;
  second_model: string | null;
  second_author_kind: string | null;
  inherited: boolean;
}

const SPEAKERS = ['First Speaker', 'Second Speaker'] as const;

function Answer({
  seat,
  text,
  summary,
  model,
  authorKind,
}: {
  seat: 0 | 1;
  text: string;
  summary: string;
  model: string | null;
  authorKind: string | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <article className={`turn question-exchange__answer speaker-${seat + 1}`} aria-label={`Answer: ${SPEAKERS[seat]}`}>
      <header className="turn__header">
        <h4 className="turn__speaker">{SPEAKERS[seat]}</h4>
        <span className="turn__model">
          {model}
          {authorKind === 'demo' ? ' · offline demo' : ''}
        </span>
      </header>
      <div id={id} className="turn__passage formatted-turn">
        <FormattedTurnText pieces={plainPieces(expanded ? text : summary)} />
      </div>
      <button type="button" className="turn__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((e) => !e)}>
        {expanded ? 'Show Less' : 'Show More'}
      </button>
    </article>
  );
}

/** A question put to both speakers after a round, and their answers, labelled as an addition between the rounds. */
export function QuestionExchange({ debateId, row }: { debateId: string; row: QuestionRow }) {
  const headingId = useId();
  const answers = [
    { seat: 0 as const, text: row.first_text, summary: row.first_summary, model: row.first_model, authorKind: row.first_author_kind },
    { seat: 1 as const, text: row.second_text, summary: row.second_summary, model: row.second_model, authorKind: row.second_author_kind },
  ];
  return (
    <section className="question-exchange" aria-labelledby={headingId} data-testid="question-exchange">
      <h3 id={headingId} className="question-exchange__title">
        Question {row.question_index + 1}
        <span className="question-exchange__when"> · after Round {row.after_round + 1}</span>
      </h3>
      <p className="question-exchange__source">
        {row.source === 'readers'
          ? "The readers' question, picked by the moderator (the one with the most replies)"
          : 'Asked by the reader who continued the debate'}
        {row.inherited ? ' · from the original debate' : ''}
      </p>
      <blockquote className="question-exchange__question">{row.question}</blockquote>
      <div className="question-exchange__answers">
        {answers.map((a) =>
          a.text !== null && a.summary !== null ? (
            <Answer key={a.seat} seat={a.seat} text={a.text} summary={a.summary} model={a.model} authorKind={a.authorKind} />
          ) : null,
        )}
        {row.second_text === null && <p className="question-exchange__stopped">The debate stopped before both speakers answered.</p>}
      </div>
      {row.second_text !== null && <ContinueFromHere debateId={debateId} point={{ questionIndex: row.question_index }} />}
    </section>
  );
}
