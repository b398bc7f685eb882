import { Link } from 'react-router';
import { forwardRef } from 'react';
import { ROUND_TITLES, ROUND_TYPES } from '@contract/rounds.ts';
import type { GenerationOrigin } from '@contract/sse-events.ts';
import { groupTurns, type QuestionGroup, type SpeakerSummary, type TurnView } from '../model/run.ts';
import { StreamedTurnCard } from './StreamedTurnCard.tsx';

export interface RoundResultsProps {
  topic: string;
  turns: readonly TurnView[];
  speakers: readonly [SpeakerSummary, SpeakerSummary] | null;
  generatorLabel: string | null;
  /** A continuation or rematch: where it comes from. */
  origin?: GenerationOrigin | null;
}

/** A question put to both speakers after a round, and their answers so far. */
function QuestionResult({ group, modelOf }: { group: QuestionGroup; modelOf: (turn: TurnView) => SpeakerSummary | null }) {
  const headingId = `question-${group.questionIndex}`;
  return (
    <section className="results__question" aria-labelledby={headingId} data-testid="run-question">
      <h3 id={headingId} className="round__title">
        Question {group.questionIndex + 1}
        {group.question?.ref.role === 'question' ? ` · after Round ${group.question.ref.afterRound + 1}` : ''}
      </h3>
      {group.question && <p className="results__question-text">{group.question.text}</p>}
      <div className="round__turns">
        {group.answers.map((turn) => (
          <StreamedTurnCard key={turn.sequence} turn={turn} model={modelOf(turn)} />
        ))}
      </div>
    </section>
  );
}

/** A continuation or rematch argues the original's motion: the link names it by that topic. */
function OriginLine({ origin, topic }: { origin: GenerationOrigin; topic: string }) {
  return (
    <p className="results__origin" data-testid="run-origin">
      {origin.kind === 'continuation' ? 'Continued from ' : 'A rematch, sides swapped, of '}
      {origin.debateId ? <Link to={`/debate/${origin.debateId}`}>{topic}</Link> : `“${topic}” (no longer there)`}
      {origin.kind === 'continuation' && origin.afterLabel ? ` after ${origin.afterLabel}` : ''}
    </p>
  );
}

/** Finished turns grouped by round (Round 1: Constructive Arguments, …), moderator turns around them. */
export const RoundResults = forwardRef<HTMLHeadingElement, RoundResultsProps>(function RoundResults(
  { topic, turns, speakers, generatorLabel, origin },
  topicRef,
) {
  const { opening, rounds, closing } = groupTurns(turns);
  const modelOf = (turn: TurnView) => {
    if (!speakers || (turn.ref.role !== 'speaker' && turn.ref.role !== 'answer')) return null;
    return speakers[turn.ref.speakerIndex];
  };
  return (
    <section className="results" aria-labelledby="results-topic">
      <div className="results__head">
        <p className="results__eyebrow">The debate</p>
        {origin && <OriginLine origin={origin} topic={topic} />}
        <h2 id="results-topic" ref={topicRef} className="results__topic" tabIndex={-1}>
          {topic}
        </h2>
        {generatorLabel && (
          <p className="results__generator" data-testid="generator-label">
            Written by: <span className="badge results__generator-badge">{generatorLabel}</span>
          </p>
        )}
      </div>
      {opening && (
        <div className="results__moderator">
          <StreamedTurnCard turn={opening} />
        </div>
      )}
      {rounds.map((round) => {
        const roundType = ROUND_TYPES[round.roundIndex];
        return (
          <section key={round.roundIndex} className="round" aria-labelledby={`round-${round.roundIndex}`}>
            <h3 id={`round-${round.roundIndex}`} className="round__title">
              {roundType ? ROUND_TITLES[roundType] : `Round ${round.roundIndex + 1}`}
            </h3>
            <div className="round__turns">
              {round.turns.map((turn) => (
                <StreamedTurnCard key={turn.sequence} turn={turn} model={modelOf(turn)} />
              ))}
            </div>
            {round.questions.map((group) => (
              <QuestionResult key={group.questionIndex} group={group} modelOf={modelOf} />
            ))}
          </section>
        );
      })}
      {closing && (
        <div className="results__moderator">
          <StreamedTurnCard turn={closing} />
        </div>
      )}
    </section>
  );
});
