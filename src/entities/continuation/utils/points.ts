/**
 * A place in a debate one can continue after — a speaker's turn or a whole question exchange — as
 * the database takes it ({roundIndex, speakerIndex} or {questionIndex}), as an address keeps it
 * (`r1s0`, `q0`) and as a person reads it ("Round 2, First Speaker", "Question 1").
 */
const SPEAKERS = ['First Speaker', 'Second Speaker'] as const;

export type ContinuePoint = { roundIndex: number; speakerIndex: 0 | 1 } | { questionIndex: number };

export function pointLabel(point: ContinuePoint): string {
  return 'questionIndex' in point
    ? `Question ${point.questionIndex + 1}`
    : `Round ${point.roundIndex + 1}, ${SPEAKERS[point.speakerIndex]}`;
}

/** The place as an address keeps it: `r1s0`, `q0`. */
export function pointParam(point: ContinuePoint): string {
  return 'questionIndex' in point ? `q${point.questionIndex}` : `r${point.roundIndex}s${point.speakerIndex}`;
}

/** The point an address names, or null when it names none. */
export function pointFromParam(param: string | null): ContinuePoint | null {
  const speaker = /^r([0-2])s([01])$/.exec(param ?? '');
  if (speaker) return { roundIndex: Number(speaker[1]), speakerIndex: Number(speaker[2]) as 0 | 1 };
  const question = /^q([0-9])$/.exec(param ?? '');
  return question ? { questionIndex: Number(question[1]) } : null;
}

/** A question may follow this place: the end of a round, or another question. */
export function endsARound(point: ContinuePoint): boolean {
  return 'questionIndex' in point || point.speakerIndex === 1;
}

/** The engine's address that continues a debate after a place. */
export function continuePath(debateId: string, point: ContinuePoint): string {
  return `/engine?continue=${encodeURIComponent(debateId)}&after=${pointParam(point)}`;
}

/** The engine's address that starts a rematch of a debate with the sides swapped. */
export function rematchPath(debateId: string): string {
  return `/engine?rematch=${encodeURIComponent(debateId)}`;
}

/**
 * The places one can continue after, in reading order: every turn — those a moderator hid or
 * removed too (`hidden`: their place, never their text; the continuation copies them withheld) —
 * and each question once both speakers answered it.
 */
export function continuePoints(
  turns: ReadonlyArray<{ round: number; speaker: number }>,
  hidden: ReadonlyArray<{ round: number; speaker: number }>,
  answeredQuestions: ReadonlyArray<{ afterRound: number; index: number }>,
): ContinuePoint[] {
  const places = new Map<string, { round: number; place: 0 | 1; index: number }>();
  for (const t of [...turns, ...hidden]) places.set(`r${t.round}s${t.speaker}`, { round: t.round, place: 0, index: t.speaker });
  for (const q of answeredQuestions) places.set(`q${q.index}`, { round: q.afterRound, place: 1, index: q.index });
  return [...places.values()]
    .sort((a, b) => a.round - b.round || a.place - b.place || a.index - b.index)
    .map((p): ContinuePoint => (p.place === 0 ? { roundIndex: p.round, speakerIndex: p.index === 1 ? 1 : 0 } : { questionIndex: p.index }));
}
