import { forwardRef, memo, useMemo } from 'react';
import { FormattedTurnText, plainPieces } from '@/components/FormattedTurnText.tsx';
import type { DeltaRow } from '@/entities/verdict/api/verdictApi.ts';
import type { DebateWithTurns } from '@/entities/debate/types/index.ts';
import type { ResponseAnchor } from '@/entities/response/types/index.ts';
import { anchorMatches, type AnchorRange } from '../utils/highlightSegments.ts';
import { groupRounds, turnSlots } from '@/entities/debate/utils/rounds.ts';
import { ReportButton } from '@/entities/report/components/ReportButton.tsx';
import { DELTA_ANCHOR_PREFIX } from './HighlightedText.tsx';
import { AnchoredTurnCard } from './AnchoredTurnCard.tsx';
import { ContinueFromHere } from '@/entities/continuation/components/ContinueFromHere.tsx';
import { QuestionExchange } from '@/entities/continuation/components/QuestionExchange.tsx';
import { speakerName } from '@contract/glossary.ts';
import { personInSeat, turnAuthor } from '@/entities/debate/utils/authors.ts';

const NO_ROUNDS_TEXT = 'No rounds found for this debate';
const NO_DELTAS: readonly DeltaRow[] = [];
const NO_ANCHORS: readonly AnchorRange[] = [];

export function turnKey(roundIndex: number, speakerIndex: number): string {
  return `${roundIndex}-${speakerIndex}`;
}

export interface DebateContentProps {
  debate: DebateWithTurns;
  expanded: Readonly<Record<string, boolean>>;
  onToggle: (key: string) => void;
  anchors: readonly ResponseAnchor[];
  /** The debate's ∆s: marked where their passage is shown, counted per turn. */
  deltas?: readonly DeltaRow[];
  onOpenDeltas?: (deltaIds: string[]) => void;
  /** Called when a mouse, touch or keyboard selection may have ended. */
  onSelectionEnd: () => void;
}

function ModeratorNote({ title, text }: { title: string; text: string }) {
  return (
    <section className="moderator-note speaker-moderator" aria-label={title}>
      <h2 className="moderator-note__title">{title}</h2>
      <div className="formatted-turn">
        <FormattedTurnText pieces={plainPieces(text)} />
      </div>
    </section>
  );
}

/** Where a turn a moderator hid or removed was: its speaker, never its text. */
function HiddenTurnCard({ speaker, state }: { speaker: number; state: 'hidden' | 'removed' }) {
  return (
    <article className={`turn turn--moderated speaker-${speaker + 1}`} aria-label={`${speakerName(speaker)}, ${state} by a moderator`}>
      <header className="turn__header">
        <h3 className="turn__speaker">{speakerName(speaker)}</h3>
      </header>
      <p className="turn__moderated">
        {state === 'removed' ? 'This turn was removed by a moderator.' : 'This turn was hidden by a moderator.'}
      </p>
    </article>
  );
}

/**
 * The rounds of the debate: the area in which a selection opens the response modal.
 * Memoised: the page re-renders for what does not touch the rounds (tallies
 * pushed live, the session found at start-up), and the rounds are most of its work.
 */
export const DebateContent = memo(
  forwardRef<HTMLDivElement, DebateContentProps>(function DebateContent(
    { debate, expanded, onToggle, anchors, deltas = NO_DELTAS, onOpenDeltas, onSelectionEnd },
    ref,
  ) {
    const rounds = useMemo(() => groupRounds(debate.debate_turns, debate.hidden_turns), [debate.debate_turns, debate.hidden_turns]);
    // A debate under review is not continued (the database refuses it too).
    const continuable = debate.moderation_state === 'visible';

    // Highlights per turn and per shown passage, kept only where the text still reads as the quote.
    const anchorsByPassage = useMemo(() => {
      const map = new Map<string, AnchorRange[]>();
      for (const turn of debate.debate_turns) {
        for (const passage of ['text', 'summary'] as const) {
          const source = passage === 'text' ? turn.text : turn.summary;
          const ranges = [
            ...anchors.map((a) => ({ ...a, id: a.id })),
            ...deltas.map((d) => ({ ...d, id: `${DELTA_ANCHOR_PREFIX}${d.id}` })),
          ]
            .filter((a) => a.round_index === turn.round_index && a.speaker_index === turn.speaker_index)
            .filter((a) => a.passage === passage)
            .map((a) => ({ id: a.id, start: a.original_text_start, end: a.original_text_end, quote: a.original_text }))
            .filter((a) => anchorMatches(source, a));
          map.set(`${turnKey(turn.round_index, turn.speaker_index)}:${passage}`, ranges);
        }
      }
      return map;
    }, [debate.debate_turns, anchors, deltas]);

    return (
      <div
        ref={ref}
        className="debate-content"
        onMouseUp={onSelectionEnd}
        onKeyUp={(event) => {
          if (event.shiftKey || event.key === 'Shift') onSelectionEnd();
        }}
        onTouchEnd={() => setTimeout(onSelectionEnd, 0)}
      >
        {debate.moderator_enabled && debate.moderator_opening && (
          <ModeratorNote title="Moderator Opening" text={debate.moderator_opening} />
        )}
        {rounds.length === 0 && <p className="debate-content__empty">{NO_ROUNDS_TEXT}</p>}
        {rounds.map((round) => (
          <section key={round.index} className="round" aria-labelledby={`round-${round.index}`}>
            <h2 id={`round-${round.index}`} className="round__title">
              <span className="round__number">Round {round.index + 1}</span> {round.title}
            </h2>
            <div className="round__turns">
              {turnSlots(round).map(({ turn, hidden, speaker }) => {
                if (!turn) return <HiddenTurnCard key={turnKey(round.index, speaker)} speaker={speaker} state={hidden.state} />;
                const key = turnKey(turn.round_index, turn.speaker_index);
                const person = turn.author_kind === 'person' && !turn.inherited ? personInSeat(debate, turn.speaker_index) : null;
                const isExpanded = expanded[key] ?? false;
                return (
                  <AnchoredTurnCard
                    key={key}
                    turn={turn}
                    author={turnAuthor(turn, debate)}
                    expanded={isExpanded}
                    onToggle={() => onToggle(key)}
                    summaryAnchors={anchorsByPassage.get(`${key}:summary`) ?? NO_ANCHORS}
                    textAnchors={anchorsByPassage.get(`${key}:text`) ?? NO_ANCHORS}
                    deltaCount={deltas.filter((d) => d.round_index === turn.round_index && d.speaker_index === turn.speaker_index).length}
                    onOpenDeltas={onOpenDeltas}
                    footer={
                      <>
                        {continuable && (
                          <ContinueFromHere
                            debateId={debate.id}
                            point={{ roundIndex: turn.round_index, speakerIndex: turn.speaker_index === 1 ? 1 : 0 }}
                          />
                        )}
                        {/* A person's turn is reported on its own; a model's goes with the debate. */}
                        {person && debate.is_public && <ReportButton target={{ type: 'turn', id: turn.id }} authorId={person.userId} />}
                      </>
                    }
                  />
                );
              })}
            </div>
            {(debate.debate_questions ?? [])
              .filter((q) => q.after_round === round.index)
              .sort((a, b) => a.question_index - b.question_index)
              .map((q) => (
                <QuestionExchange key={q.question_index} debateId={debate.id} row={q} />
              ))}
          </section>
        ))}
        {debate.moderator_enabled && debate.moderator_closing && (
          <ModeratorNote title="Moderator Closing" text={debate.moderator_closing} />
        )}
      </div>
    );
  }),
);
