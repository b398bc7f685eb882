import type { PanelView } from '@contract/judges.ts';
import { GENERATOR_LABELS } from '@contract/generators.ts';
import type { AuthorKind, DebateEvent, GeneratedDebate, GenerationOrigin, PrefixTurn, TurnRef } from '@contract/sse-events.ts';
import { markPass, startJudging, type JudgingProgress } from '@/entities/judges/model/judgingProgress.ts';
import type { OpenGeneration, ServerTurn } from '../api/openGeneration.ts';

/** Who wrote a turn the run did not write itself: a continuation's copied turn, or a person's question. */
interface TurnAuthor {
  kind: AuthorKind;
  model: string | null;
  /** Copied from the debate this one continues. */
  inherited: boolean;
  /** A person's name (a question). */
  name: string | null;
}

/** One turn as the generator shows it: streaming text until `complete`. */
export interface TurnView {
  sequence: number;
  ref: TurnRef;
  text: string;
  summary: string;
  fallback: boolean;
  complete: boolean;
  author?: TurnAuthor;
  /** A copied turn a moderator hid or removed: shown as such, with no text. */
  withheld?: boolean;
}

/** Model and stance of a speaker, as the run was started. */
export interface SpeakerSummary {
  name: string;
  stance: number;
}

/** `judging`: the debate is recorded and the judges' panel is at work. `stopped`: the person ended the run; the turns finished by then stay. */
export type RunPhase = 'idle' | 'starting' | 'streaming' | 'judging' | 'done' | 'failed' | 'stopped';

export interface RunState {
  phase: RunPhase;
  /** The topic the run was started with (the input may change meanwhile). */
  topic: string;
  generationId: string | null;
  generatorLabel: string | null;
  turnCount: number;
  turns: TurnView[];
  /** Sequence of the turn being written, if any. */
  current: number | null;
  debate: GeneratedDebate | null;
  /** Allowance after this run started, as the function reported it. */
  freeDebatesRemaining: number | null;
  speakers: [SpeakerSummary, SpeakerSummary] | null;
  /** The judges at work, pass by pass; null outside judging. */
  judging: JudgingProgress | null;
  /** The judges' panel as recorded (or stopped); null until then. */
  judges: PanelView | null;
  /** A continuation or rematch: where it comes from. */
  origin: GenerationOrigin | null;
}

export const idleRun: RunState = {
  phase: 'idle',
  topic: '',
  generationId: null,
  generatorLabel: null,
  turnCount: 0,
  turns: [],
  current: null,
  debate: null,
  freeDebatesRemaining: null,
  speakers: null,
  judging: null,
  judges: null,
  origin: null,
};

export function startingRun(topic: string, speakers: [SpeakerSummary, SpeakerSummary] | null = null): RunState {
  return { ...idleRun, phase: 'starting', topic, speakers };
}

export function isRunning(phase: RunPhase): boolean {
  return phase === 'starting' || phase === 'streaming' || phase === 'judging';
}

function prefixView(turn: PrefixTurn): TurnView {
  return {
    sequence: turn.sequence,
    ref: turn.turn,
    text: turn.text,
    summary: turn.summary,
    fallback: false,
    complete: true,
    author: { kind: turn.authorKind, model: turn.model, inherited: turn.inherited, name: turn.authorName },
    ...(turn.withheld ? { withheld: true } : {}),
  };
}

/** Turns in order, the given ones replacing any at their places. */
function mergeTurns(turns: readonly TurnView[], added: readonly TurnView[]): TurnView[] {
  const places = new Set(added.map((t) => t.sequence));
  return [...turns.filter((t) => !places.has(t.sequence)), ...added].sort((a, b) => a.sequence - b.sequence);
}

function updateTurn(turns: TurnView[], sequence: number, update: (turn: TurnView) => TurnView): TurnView[] {
  return turns.map((t) => (t.sequence === sequence ? update(t) : t));
}

/** Folds one event of the function's stream into the run. Pure, so the UI's progress rules are testable. */
export function applyDebateEvent(run: RunState, event: DebateEvent): RunState {
  switch (event.type) {
    case 'start':
      return {
        ...run,
        phase: 'streaming',
        generationId: event.generationId,
        generatorLabel: event.generatorLabel,
        turnCount: event.turnCount,
        freeDebatesRemaining: event.freeDebatesRemaining,
        origin: event.origin ?? null,
      };
    case 'prefix':
      return { ...run, turns: mergeTurns(run.turns, event.turns.map(prefixView)) };
    case 'turn_start': {
      const turn: TurnView = { sequence: event.sequence, ref: event.turn, text: '', summary: '', fallback: false, complete: false };
      const others = run.turns.filter((t) => t.sequence !== event.sequence);
      return { ...run, phase: 'streaming', current: event.sequence, turns: [...others, turn].sort((a, b) => a.sequence - b.sequence) };
    }
    case 'delta':
      return { ...run, turns: updateTurn(run.turns, event.sequence, (t) => ({ ...t, text: t.text + event.text })) };
    case 'turn_end': {
      const exists = run.turns.some((t) => t.sequence === event.sequence);
      const final: TurnView = {
        sequence: event.sequence,
        ref: event.turn,
        text: event.text,
        summary: event.summary,
        fallback: event.fallback,
        complete: true,
      };
      const turns = exists
        ? updateTurn(run.turns, event.sequence, () => final)
        : [...run.turns, final].sort((a, b) => a.sequence - b.sequence);
      return { ...run, turns, current: run.current === event.sequence ? null : run.current };
    }
    case 'judging_start':
      return {
        ...run,
        phase: 'judging',
        current: null,
        judging: startJudging(event),
        ...(event.debate ? { debate: event.debate, generationId: event.debate.generationId } : {}),
      };
    case 'judge_pass_start':
      return run.judging ? { ...run, judging: markPass(run.judging, event.judge, event.pass, 'judging') } : run;
    case 'judge_pass_end':
      return run.judging ? { ...run, judging: markPass(run.judging, event.judge, event.pass, event.outcome) } : run;
    case 'verdict':
      return { ...run, judging: null, judges: event.panel };
    case 'done':
      return {
        ...run,
        phase: 'done',
        current: null,
        debate: event.debate,
        generationId: event.debate.generationId,
        generatorLabel: event.debate.generatorLabel,
        judging: null,
        judges: event.judges ?? run.judges ?? unavailablePanel(event.debate.generator),
      };
    case 'stopped':
      return stopRun(run);
    case 'error':
      return { ...run, phase: 'failed', current: null };
  }
}

const toTurnView = (turn: ServerTurn): TurnView => ({
  sequence: turn.sequence,
  ref: turn.ref,
  text: turn.text,
  summary: turn.summary,
  fallback: turn.fallback,
  complete: turn.complete,
  // Turns this generation did not write say who did.
  ...(turn.inherited || turn.authorKind === 'person'
    ? { author: { kind: turn.authorKind, model: turn.model || null, inherited: turn.inherited, name: turn.authorName } }
    : {}),
  ...(turn.withheld ? { withheld: true } : {}),
});

/**
 * The run as the database keeps it: still being written (followed live from then on), completed,
 * or stopped with what was finished. It may have been started in another tab, before a reload,
 * or before signing out and in again.
 */
export function restoredRun(open: OpenGeneration): RunState {
  const turns = open.turns.filter((t) => open.status === 'running' || t.complete).map(toTurnView);
  const writing = open.status === 'running' ? (turns.find((t) => !t.complete)?.sequence ?? null) : null;
  return {
    ...idleRun,
    phase: open.status === 'running' ? 'streaming' : open.status === 'completed' ? 'done' : 'stopped',
    topic: open.settings.topic,
    generationId: open.id,
    generatorLabel: open.generator ? GENERATOR_LABELS[open.generator] : null,
    turnCount: open.turnCount,
    turns,
    current: writing,
    speakers: [
      { name: open.settings.model1.name, stance: open.settings.model1.stance },
      { name: open.settings.model2.name, stance: open.settings.model2.stance },
    ],
    origin: open.origin,
  };
}

/** A turn as the runner reported it to the person's other tabs: the text so far, or the finished turn. */
export function applyServerTurn(run: RunState, turn: ServerTurn): RunState {
  if (run.phase !== 'streaming' && run.phase !== 'starting') return run;
  const view = toTurnView(turn);
  const turns = [...run.turns.filter((t) => t.sequence !== turn.sequence), view].sort((a, b) => a.sequence - b.sequence);
  return {
    ...run,
    phase: 'streaming',
    turns,
    current: turn.complete ? (run.current === turn.sequence ? null : run.current) : turn.sequence,
  };
}

/** How far a stopped debate got, in the rounds' words ("after Round 2", "in Round 2, after the First Speaker"). */
export function stoppedAfter(turns: readonly TurnView[]): string | null {
  const speakerTurns = turns.filter((t) => t.complete && t.ref.role === 'speaker').length;
  if (speakerTurns === 0) return null;
  const round = Math.ceil(speakerTurns / 2);
  return speakerTurns % 2 === 0 ? `Stopped after Round ${round}` : `Stopped in Round ${round}, after the First Speaker`;
}

function emptyPanel(status: 'stopped' | 'unavailable', generator: PanelView['generator']): PanelView {
  return {
    status,
    generator,
    generatorLabel: generator === 'offline-demo' ? 'offline demo judge' : 'AI judges',
    verdict: null,
    judgesTotal: 0,
    judgesCounted: 0,
    judgesSplit: 0,
    judgesUnavailable: 0,
    judgesForVerdict: 0,
    asked: false,
    judges: [],
  };
}

/** No panel came back with the debate: the judges are unavailable (the debate is kept). */
function unavailablePanel(generator: PanelView['generator']): PanelView {
  return emptyPanel('unavailable', generator);
}

/**
 * The run as the person stopped it: the finished turns stay, the one being
 * written goes. Stopped while the judges work, the debate is already recorded
 * (it can be saved); only the judging stops.
 */
export function stopRun(run: RunState): RunState {
  if (run.phase === 'judging' && run.debate) {
    return { ...run, phase: 'done', current: null, judging: null, judges: emptyPanel('stopped', run.debate.generator) };
  }
  return { ...run, phase: 'stopped', current: null, judging: null, turns: run.turns.filter((t) => t.complete) };
}

/** The turn being written, for the progress indicator. */
export function currentTurn(run: RunState): TurnView | null {
  if (run.current === null) return null;
  return run.turns.find((t) => t.sequence === run.current) ?? null;
}

/** A question put to both speakers after a round, and the answers finished so far. */
export interface QuestionGroup {
  questionIndex: number;
  question: TurnView | null;
  answers: TurnView[];
}

export interface RoundGroup {
  roundIndex: 0 | 1 | 2;
  turns: TurnView[];
  /** The questions put to both speakers after this round, in order. */
  questions: QuestionGroup[];
}

function questionsAfter(done: readonly TurnView[], roundIndex: number): QuestionGroup[] {
  const indexes = new Set(
    done.flatMap((t) =>
      (t.ref.role === 'question' || t.ref.role === 'answer') && t.ref.afterRound === roundIndex ? [t.ref.questionIndex] : [],
    ),
  );
  return [...indexes]
    .sort((a, b) => a - b)
    .map((questionIndex) => ({
      questionIndex,
      question: done.find((t) => t.ref.role === 'question' && t.ref.questionIndex === questionIndex) ?? null,
      answers: done.filter((t) => t.ref.role === 'answer' && t.ref.questionIndex === questionIndex),
    }));
}

/** Finished speaker turns grouped by round, each round's questions after it; moderator turns apart. */
export function groupTurns(turns: readonly TurnView[]): {
  opening: TurnView | null;
  rounds: RoundGroup[];
  closing: TurnView | null;
} {
  const done = turns.filter((t) => t.complete);
  const rounds: RoundGroup[] = [];
  for (const roundIndex of [0, 1, 2] as const) {
    const inRound = done
      .filter((t) => t.ref.role === 'speaker' && t.ref.roundIndex === roundIndex)
      .sort((a, b) => (a.ref.role === 'speaker' && b.ref.role === 'speaker' ? a.ref.speakerIndex - b.ref.speakerIndex : 0));
    if (inRound.length > 0) rounds.push({ roundIndex, turns: inRound, questions: questionsAfter(done, roundIndex) });
  }
  const moderator = (phase: 'opening' | 'closing') => done.find((t) => t.ref.role === 'moderator' && t.ref.phase === phase) ?? null;
  return { opening: moderator('opening'), rounds, closing: moderator('closing') };
}
