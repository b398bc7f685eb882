/**
 * The Server-Sent Events that `generate-debate` streams, shared by the edge
 * function (which sends them) and the SPA (which reads them). Plain TypeScript
 * and zod only, no Deno or DOM globals, so both sides import this one file.
 *
 * Wire format: each event is `event: <type>\ndata: <JSON>\n\n`, and the JSON
 * repeats `type`, so a reader can validate the data alone with
 * `debateEventSchema`.
 *
 * Order: `start`, then `prefix` when turns are already written (a continuation's copied turns, a
 * person's question), then per turn `turn_start`, `delta`*, `turn_end`; once the
 * debate is recorded the judges' panel: `judging_start`, per judge and pass
 * `judge_pass_start` / `judge_pass_end` (judges work side by side, so these
 * interleave), `verdict`; then `done`. `error` can replace `done` (nothing
 * after it). "Ask the judges" on a saved debate streams only the panel's
 * events, ending with `verdict` (or `error`).
 */
import { z } from 'zod';
import { GENERATORS } from './generators.ts';
import { JUDGE_CRITERIA, JUDGE_OUTCOMES, JUDGE_SCORE_MAX, JUDGE_SCORE_MIN } from './judges.ts';
import { ROUND_TYPES } from './rounds.ts';

// The rounds and generators live in zod-free modules so the SPA's first
// screens can name them without loading zod; re-exported for the function.
export { GENERATOR_LABELS, GENERATORS, type Generator } from './generators.ts';
export { ROUND_TITLES, ROUND_TYPES, type RoundType } from './rounds.ts';

export const SPEAKER_NAMES = ['First Speaker', 'Second Speaker'] as const;

/** The texts a turn gets when the provider fails or its answer cannot be parsed (the product's wording). */
export const FALLBACK_TEXT = 'An error occurred while generating the argument.';
export const FALLBACK_SUMMARY = 'Error generating response.';

const speakerTurnSchema = z.object({
  role: z.literal('speaker'),
  roundIndex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  roundType: z.enum(ROUND_TYPES),
  speakerIndex: z.union([z.literal(0), z.literal(1)]),
  speaker: z.enum(SPEAKER_NAMES),
});
const moderatorTurnSchema = z.object({
  role: z.literal('moderator'),
  phase: z.enum(['opening', 'closing']),
});
const roundIndexSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/** A question put to both speakers after a round (`afterRound`: the round it follows, 0 for after Round 1). */
const questionTurnSchema = z.object({
  role: z.literal('question'),
  questionIndex: z.number().int().min(0).max(9),
  afterRound: roundIndexSchema,
});
/** A speaker's answer to a question. */
const answerTurnSchema = z.object({
  role: z.literal('answer'),
  questionIndex: z.number().int().min(0).max(9),
  afterRound: roundIndexSchema,
  speakerIndex: z.union([z.literal(0), z.literal(1)]),
  speaker: z.enum(SPEAKER_NAMES),
});
const turnRefSchema = z.discriminatedUnion('role', [speakerTurnSchema, moderatorTurnSchema, questionTurnSchema, answerTurnSchema]);
export type SpeakerTurnRef = z.infer<typeof speakerTurnSchema>;
export type ModeratorTurnRef = z.infer<typeof moderatorTurnSchema>;
export type AnswerTurnRef = z.infer<typeof answerTurnSchema>;
/** Which turn of the debate: a speaker turn, a moderator turn, a question put to both speakers or an answer to it. */
export type TurnRef = z.infer<typeof turnRefSchema>;

/** Who wrote a turn: a model through the provider, the offline demo, or a person (a question). */
const AUTHOR_KINDS = ['model', 'demo', 'person'] as const;
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

const speakerSummarySchema = z.object({
  name: z.string(),
  stance: z.number(),
  rhetoricStyle: z.string(),
});

const generatedTurnSchema = z.object({
  roundIndex: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  roundType: z.enum(ROUND_TYPES),
  speakerIndex: z.union([z.literal(0), z.literal(1)]),
  speaker: z.enum(SPEAKER_NAMES),
  text: z.string(),
  summary: z.string(),
  fallback: z.boolean(),
});
export type GeneratedTurn = z.infer<typeof generatedTurnSchema>;

const moderatorTextSchema = z.object({ text: z.string(), summary: z.string(), fallback: z.boolean() });
export type ModeratorText = z.infer<typeof moderatorTextSchema>;

/** The finished debate as recorded server-side; save it with `save_debate(generationId, categories)`. */
const generatedDebateSchema = z.object({
  generationId: z.string(),
  generator: z.enum(GENERATORS),
  generatorLabel: z.string(),
  topic: z.string(),
  debateStyle: z.string(),
  moderatorEnabled: z.boolean(),
  model1: speakerSummarySchema,
  model2: speakerSummarySchema,
  moderatorOpening: moderatorTextSchema.nullable(),
  moderatorClosing: moderatorTextSchema.nullable(),
  /** Six turns in order: round 1 first speaker, round 1 second speaker, … */
  turns: z.array(generatedTurnSchema),
});
export type GeneratedDebate = z.infer<typeof generatedDebateSchema>;

/** Where a continuation or rematch comes from (the engine says "Continued from ‹topic› after Round 2, First Speaker"). */
const originSchema = z.object({
  kind: z.enum(['continuation', 'rematch']),
  /** The original debate (null once deleted). */
  debateId: z.string().nullable(),
  /** "Round 2, First Speaker" or "Question 1"; null for a rematch. */
  afterLabel: z.string().nullable(),
});
export type GenerationOrigin = z.infer<typeof originSchema>;

const startEventSchema = z.object({
  type: z.literal('start'),
  generationId: z.string(),
  generator: z.enum(GENERATORS),
  generatorLabel: z.string(),
  /** The allowance after this debate was started (begin_debate's answer). */
  freeDebatesRemaining: z.number(),
  totalDebates: z.number(),
  /** Generated turns in hand after the start (continuations and rematches report it). */
  turnCredit: z.number().optional(),
  /** 6, or 8 with the moderator; more with questions. */
  turnCount: z.number(),
  /** A continuation or rematch: where it comes from. */
  origin: originSchema.nullable().optional(),
});
/** A turn already written when the run starts: copied from the continued debate, or a person's question. */
const prefixTurnSchema = z.object({
  sequence: z.number(),
  turn: turnRefSchema,
  text: z.string(),
  summary: z.string(),
  authorKind: z.enum(AUTHOR_KINDS),
  /** The model that wrote it (null for a person's question). */
  model: z.string().nullable(),
  /** Copied from the debate it continues. */
  inherited: z.boolean(),
  /** A copied turn a moderator hid or removed: its place, with no text ("This turn was hidden by a moderator."). */
  withheld: z.boolean(),
  /** A person's name, for a question. */
  authorName: z.string().nullable(),
});
export type PrefixTurn = z.infer<typeof prefixTurnSchema>;
const prefixEventSchema = z.object({ type: z.literal('prefix'), turns: z.array(prefixTurnSchema) });
const turnStartEventSchema = z.object({
  type: z.literal('turn_start'),
  /** 0-based position of the turn in the whole debate (moderator turns included). */
  sequence: z.number(),
  turn: turnRefSchema,
});
const deltaEventSchema = z.object({
  type: z.literal('delta'),
  sequence: z.number(),
  /** Text to append to the turn's text as it arrives. */
  text: z.string(),
});
const turnEndEventSchema = z.object({
  type: z.literal('turn_end'),
  sequence: z.number(),
  turn: turnRefSchema,
  /** Final text: replaces what the deltas built (it can differ after a lenient parse or the fallback). */
  text: z.string(),
  summary: z.string(),
  /** True when the spec's fallback texts stand in for a failed turn. */
  fallback: z.boolean(),
});
/** What the person should see when a debate whose every turn failed was not counted. */
export const ALLOWANCE_RETURNED_MESSAGE = 'This debate failed, so it was not counted against your free debates.';

/** Present on `done` when every turn fell back and the database gave the debate back. */
const allowanceReturnedSchema = z.object({
  /** The allowance after it was given back. */
  freeDebatesRemaining: z.number(),
  totalDebates: z.number(),
  message: z.string(),
});
export type AllowanceReturned = z.infer<typeof allowanceReturnedSchema>;

const score = z.number().int().min(JUDGE_SCORE_MIN).max(JUDGE_SCORE_MAX);
const criterionScoresSchema = z.object(
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, score])) as Record<(typeof JUDGE_CRITERIA)[number], typeof score>,
);
const criterionReasonsSchema = z.object(
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, z.string()])) as Record<(typeof JUDGE_CRITERIA)[number], z.ZodString>,
);
const judgePassSchema = z.object({
  firstSpeakerAs: z.enum(['A', 'B']),
  outcome: z.enum(['answered', 'unusable', 'failed']),
  winner: z.enum(JUDGE_OUTCOMES).nullable(),
  scores: z.object({ first: criterionScoresSchema, second: criterionScoresSchema }).nullable(),
  reasons: criterionReasonsSchema.nullable(),
  rationale: z.string().nullable(),
  problem: z.string().nullable(),
});
const judgeSchema = z.object({
  index: z.number().int(),
  model: z.string(),
  status: z.enum(['counted', 'split', 'unavailable']),
  winner: z.enum(JUDGE_OUTCOMES).nullable(),
  reason: z.string().nullable(),
  passes: z.array(judgePassSchema),
});
/** The panel as the database stored it (see judges.ts for the meaning of each field). */
export const judgePanelSchema = z.object({
  status: z.enum(['running', 'complete', 'unavailable', 'stopped']),
  generator: z.enum(GENERATORS),
  generatorLabel: z.string(),
  verdict: z.enum([...JUDGE_OUTCOMES, 'none']).nullable(),
  judgesTotal: z.number().int(),
  judgesCounted: z.number().int(),
  judgesSplit: z.number().int(),
  judgesUnavailable: z.number().int(),
  judgesForVerdict: z.number().int(),
  asked: z.boolean(),
  judges: z.array(judgeSchema),
  /** With a saved debate (get_judges_verdict): the readers' verdict beside the judges', and whether they agree. */
  readers: z
    .object({
      status: z.enum(['not_enough_votes', 'too_close', 'decided']),
      winner: z.enum(['first', 'second']).nullable(),
      respondents: z.number(),
      isFinal: z.boolean(),
    })
    .nullable()
    .optional(),
  agreement: z.enum(['agree', 'disagree']).nullable().optional(),
});
export type JudgePanel = z.infer<typeof judgePanelSchema>;

const judgingStartEventSchema = z.object({
  type: z.literal('judging_start'),
  generator: z.enum(GENERATORS),
  /** "AI judges" or "offline demo judge". */
  generatorLabel: z.string(),
  /** The panel, in the order of `judge` in the pass events; empty when there is nothing to judge. */
  judges: z.array(z.object({ index: z.number().int(), model: z.string() })),
  /** Readings per judge: 2 (the First Speaker as Speaker A, then swapped). */
  passes: z.number().int(),
  /** In a generation: the debate as recorded (it can be saved from here on, even if judging is stopped). */
  debate: generatedDebateSchema.optional(),
});
const judgePassStartEventSchema = z.object({
  type: z.literal('judge_pass_start'),
  judge: z.number().int(),
  /** 0: the First Speaker is Speaker A; 1: swapped. */
  pass: z.number().int(),
});
const judgePassEndEventSchema = z.object({
  type: z.literal('judge_pass_end'),
  judge: z.number().int(),
  pass: z.number().int(),
  outcome: z.enum(['answered', 'unusable', 'failed']),
});
const verdictEventSchema = z.object({
  type: z.literal('verdict'),
  panel: judgePanelSchema,
});

const doneEventSchema = z.object({
  type: z.literal('done'),
  debate: generatedDebateSchema,
  allowanceReturned: allowanceReturnedSchema.optional(),
  /** The judges' panel as recorded; absent when it could not be recorded. */
  judges: judgePanelSchema.optional(),
});
/** The debate stopped before its last turn (its owner pressed Stop, perhaps in another tab); what was finished is kept. */
const stoppedEventSchema = z.object({ type: z.literal('stopped') });
/** `model_failed`: in a debate with a person, the model could not answer; nothing of theirs is lost and the turn can be tried again. */
const ERROR_CODES = ['record_failed', 'internal', 'model_failed'] as const;
const errorEventSchema = z.object({
  type: z.literal('error'),
  code: z.enum(ERROR_CODES),
  message: z.string(),
});

export const debateEventSchema = z.discriminatedUnion('type', [
  startEventSchema,
  prefixEventSchema,
  turnStartEventSchema,
  deltaEventSchema,
  turnEndEventSchema,
  judgingStartEventSchema,
  judgePassStartEventSchema,
  judgePassEndEventSchema,
  verdictEventSchema,
  doneEventSchema,
  stoppedEventSchema,
  errorEventSchema,
]);
export type DebateEvent = z.infer<typeof debateEventSchema>;
export type StartEvent = z.infer<typeof startEventSchema>;
export type TurnStartEvent = z.infer<typeof turnStartEventSchema>;
export type DeltaEvent = z.infer<typeof deltaEventSchema>;
export type TurnEndEvent = z.infer<typeof turnEndEventSchema>;
export type DoneEvent = z.infer<typeof doneEventSchema>;
export type JudgingStartEvent = z.infer<typeof judgingStartEventSchema>;
export type JudgePassStartEvent = z.infer<typeof judgePassStartEventSchema>;
export type JudgePassEndEvent = z.infer<typeof judgePassEndEventSchema>;
export type VerdictEvent = z.infer<typeof verdictEventSchema>;

/**
 * The JSON body of the function's non-streaming error answers (4xx/5xx).
 * Codes: `validation_failed` (400, with `field`), `unauthorized` (401),
 * `AG001` (402, no free debates left), `method_not_allowed` (405, not GET, POST or OPTIONS),
 * `internal` (500).
 */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** HTTP status of a refused start for lack of free debates. */
export const NO_FREE_DEBATES_STATUS = 402;
