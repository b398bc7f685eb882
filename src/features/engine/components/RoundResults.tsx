import { forwardRef } from 'react';
import { ROUND_TITLES, ROUND_TYPES } from '@contract/rounds.ts';
import { groupTurns, type SpeakerSummary, type TurnView } from '../model/run.ts';
import { StreamedTurnCard } from './StreamedTurnCard.tsx';

export interface RoundResultsProps {
  topic: string;
  turns: readonly TurnView[];
  speakers: readonly [SpeakerSummary, SpeakerSummary] | null;
  generatorLabel: string | null;
}

/** Finished turns grouped by round (Round 1: Constructive Arguments, …), moderator turns around them. */
export const RoundResults = forwardRef<HTMLHeadingElement, RoundResultsProps>(function RoundResults(
  { topic, turns, speakers, generatorLabel },
  topicRef,
) {
  const { opening, rounds, closing } = groupTurns(turns);
  const modelOf = (turn: TurnView) => {
    if (!speakers || turn.ref.role !== 'speaker') return null;
    return speakers[turn.ref.speakerIndex];
  };
  return (
    <section className="results" aria-labelledby="results-topic">
      <div className="results__head">
        <p className="results__eyebrow">The debate</p>
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
