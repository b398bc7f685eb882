/**
 * The judge's messages and its forced tool: a system message with the task
 * (four criteria scored 1–10 for both speakers, one sentence of reasons per
 * criterion, a winner or a tie with a short rationale) and the anonymised
 * transcript as the user message.
 */
import { JUDGE_CRITERIA, JUDGE_CRITERIA_LABELS, JUDGE_SCORE_MAX, JUDGE_SCORE_MIN } from '../contract/judges.ts';
import type { ChatMessage, OutputMode } from '../ai/chat.ts';
import { renderTranscript, type Pass, type Transcript } from './transcript.ts';

const VERDICT_TOOL_NAME = 'submit_verdict';

const scoreSchema = { type: 'integer', minimum: JUDGE_SCORE_MIN, maximum: JUDGE_SCORE_MAX } as const;
const speakerScores = {
  type: 'object',
  properties: Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, { ...scoreSchema, description: JUDGE_CRITERIA_LABELS[c] }])),
  required: [...JUDGE_CRITERIA],
  additionalProperties: false,
} as const;

/** The function the judge is forced to call. */
export const verdictTool = {
  type: 'function',
  function: {
    name: VERDICT_TOOL_NAME,
    description: 'Submit your verdict on the debate: both speakers scored on four criteria, a reason per criterion, and the winner.',
    parameters: {
      type: 'object',
      properties: {
        scores: {
          type: 'object',
          description: `Scores from ${JUDGE_SCORE_MIN} to ${JUDGE_SCORE_MAX} for Speaker A and Speaker B.`,
          properties: { A: speakerScores, B: speakerScores },
          required: ['A', 'B'],
          additionalProperties: false,
        },
        reasons: {
          type: 'object',
          description: 'One sentence per criterion comparing the two speakers.',
          properties: Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, { type: 'string', description: JUDGE_CRITERIA_LABELS[c] }])),
          required: [...JUDGE_CRITERIA],
          additionalProperties: false,
        },
        winner: { type: 'string', enum: ['A', 'B', 'tie'], description: 'The speaker who argued better, or tie.' },
        rationale: { type: 'string', description: 'Why, in one or two sentences.' },
      },
      required: ['scores', 'reasons', 'winner', 'rationale'],
      additionalProperties: false,
    },
  },
} as const;

export const verdictToolChoice = { type: 'function', function: { name: VERDICT_TOOL_NAME } } as const;

const CRITERIA_LIST = JUDGE_CRITERIA.map((c) => `${c} (${JUDGE_CRITERIA_LABELS[c].toLowerCase()})`).join(', ');

const JUDGE_SYSTEM_PROMPT = [
  'You are an impartial judge of a three-round debate between Speaker A and Speaker B.',
  `Score both speakers from ${JUDGE_SCORE_MIN} to ${JUDGE_SCORE_MAX} on each of four criteria: ${CRITERIA_LIST}.`,
  'Give one sentence of reasons per criterion, then name the winner (A, B, or tie) with a short rationale.',
  'Judge only the quality of the arguments as written: not which speaker spoke first, not which label a speaker has, not how long the turns are, and not whether you agree with the position.',
].join(' ');

const TOOL_INSTRUCTION = `Return your verdict by calling the ${VERDICT_TOOL_NAME} function.`;
const JSON_INSTRUCTION = `Reply with only a JSON object of the form {"scores": {"A": {${JUDGE_CRITERIA.map((c) => `"${c}": <${JUDGE_SCORE_MIN}-${JUDGE_SCORE_MAX}>`).join(', ')}}, "B": {…the same…}}, "reasons": {${JUDGE_CRITERIA.map((c) => `"${c}": "<one sentence>"`).join(', ')}}, "winner": "A" | "B" | "tie", "rationale": "<one or two sentences>"} and nothing else.`;

export function buildJudgeMessages(transcript: Transcript, pass: Pass, mode: OutputMode): ChatMessage[] {
  return [
    { role: 'system', content: `${JUDGE_SYSTEM_PROMPT} ${mode === 'tool' ? TOOL_INSTRUCTION : JSON_INSTRUCTION}` },
    { role: 'user', content: `Topic: ${transcript.topic}\n\n${renderTranscript(transcript, pass)}` },
  ];
}
