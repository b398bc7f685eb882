/**
 * The chat messages and the forced tool for one turn: a system
 * message with the round's prompt and the detailed-argument / short-summary
 * instruction, a user message with the topic, stance (label and number),
 * debate style, rhetoric style, personality and the turns so far.
 */
import type { ChatMessage, OutputMode } from '../_shared/ai/chat.ts';
import type { RoundType } from '../_shared/contract/sse-events.ts';
import type { DebateStyle, RhetoricStyle } from './settings.ts';
import { describeStance } from './stance.ts';
import { questionOf, turnSpeaker, turnTitle, type TurnRequest } from './turns.ts';

const ARGUMENT_TOOL_NAME = 'submit_argument';

/** The function the model is forced to call; both fields are required. */
export const argumentTool = {
  type: 'function',
  function: {
    name: ARGUMENT_TOOL_NAME,
    description: 'Submit your debate contribution: the full argument and a short summary of it.',
    parameters: {
      type: 'object',
      properties: {
        text: { type: 'string', description: 'The detailed argument, as it should be read aloud in the debate.' },
        summary: { type: 'string', description: 'A concise summary of the argument in at most 3 sentences.' },
      },
      required: ['text', 'summary'],
      additionalProperties: false,
    },
  },
} as const;

export const argumentToolChoice = { type: 'function', function: { name: ARGUMENT_TOOL_NAME } } as const;

export const ROUND_PROMPTS: Readonly<Record<RoundType, string>> = {
  constructive:
    'This is round 1, constructive arguments. Present your opening case: state your position on the topic and build it with your strongest arguments and evidence.',
  rebuttal:
    "This is round 2, the rebuttal. Respond directly to your opponent's arguments so far: expose their weaknesses, answer their objections and reinforce your own case.",
  summary:
    'This is round 3, the summary. Give your closing statement: draw the debate together, restate why your position prevails and end on your strongest point.',
};

const ANSWER_PROMPT =
  'A question has been put to both speakers between the rounds. Answer it directly and honestly from your side of the motion: say what your answer is, why, and what it means for the debate, without repeating your earlier speeches.';

const MODERATOR_PROMPTS = {
  opening:
    'You are the neutral moderator of this debate. Open it: introduce the topic, explain what is at stake and introduce both speakers and their positions, without taking a side.',
  closing:
    'You are the neutral moderator of this debate. Close it with a neutral summary: recap the strongest points of each speaker and where they disagree, without declaring a winner or taking a side.',
} as const;

const OUTPUT_INSTRUCTION = `Write a detailed argument and a concise summary of it in at most 3 sentences. Return both by calling the ${ARGUMENT_TOOL_NAME} function with "text" (the detailed argument) and "summary" (the concise summary).`;

/** For servers that refuse tools: the same two fields, asked for as a JSON object in the reply itself. */
const JSON_OUTPUT_INSTRUCTION =
  'Write a detailed argument (in paragraphs separated by blank lines) and a concise summary of it in at most 3 sentences. Reply with only a JSON object of the form {"text": "<the detailed argument>", "summary": "<the concise summary>"} and nothing else.';

const DEBATE_STYLE_DESCRIPTIONS: Readonly<Record<DebateStyle, string>> = {
  structured: 'Structured Debate: clear claims, evidence and reasoning, point by point',
  oxford: 'Oxford Style: a formal debate for or against the motion, addressed to the house',
  crossfire: 'Crossfire: fast, direct exchanges that challenge the opponent head-on',
  parliamentary: 'Parliamentary: government and opposition benches, with points addressed to the Speaker',
  comment_section: 'Internet Comment Section: informal, punchy and opinionated, like replies under an online post',
};

const RHETORIC_STYLE_DESCRIPTIONS: Readonly<Record<RhetoricStyle, string>> = {
  standard: 'standard: balanced and clear',
  formal: 'formal: precise, measured and academic',
  casual: 'casual: conversational and plain-spoken',
  emotional: 'emotional: vivid, personal and appealing to feelings and values',
  factual: 'factual: data, studies and concrete examples first',
  adversarial: "adversarial: combative, pressing hard on the opponent's weaknesses",
};

/** What the model reads in a copied turn's place when a moderator hid it: never an empty argument to answer. */
export const WITHHELD_TURN_NOTE = '(Withheld: a moderator hid this turn. Do not answer it or guess what it said.)';

function previousTurnsBlock(request: TurnRequest): string {
  if (request.previous.length === 0) return 'Previous arguments: none yet, you speak first.';
  const lines = request.previous.map((done) => {
    const who =
      done.turn.role === 'speaker' || done.turn.role === 'answer'
        ? `${turnTitle(done.turn)} (${describeStance(turnSpeaker(request.settings, done.turn).stance)})`
        : turnTitle(done.turn);
    return `${who}:\n${done.withheld ? WITHHELD_TURN_NOTE : done.text}`;
  });
  return `Previous arguments:\n\n${lines.join('\n\n')}`;
}

export function buildTurnMessages(request: TurnRequest, mode: OutputMode = 'tool'): ChatMessage[] {
  const { settings, turn } = request;
  const output = mode === 'tool' ? OUTPUT_INSTRUCTION : JSON_OUTPUT_INSTRUCTION;
  const style = DEBATE_STYLE_DESCRIPTIONS[settings.debateStyle];
  if (turn.role === 'moderator') {
    const user = [
      `Topic: ${settings.topic}`,
      `Debate style: ${style}`,
      `First Speaker: ${describeStance(settings.model1.stance)}, rhetoric style ${settings.model1.rhetoricStyle}`,
      `Second Speaker: ${describeStance(settings.model2.stance)}, rhetoric style ${settings.model2.rhetoricStyle}`,
      previousTurnsBlock(request),
    ].join('\n');
    return [
      { role: 'system', content: `${MODERATOR_PROMPTS[turn.phase]} ${output}` },
      { role: 'user', content: user },
    ];
  }
  // A question's text is never a turn to write: the runner writes speakers' turns and answers.
  if (turn.role === 'question') throw new Error('a question is written by a person, not by a model');
  const speaker = turnSpeaker(settings, turn);
  const opponent = turn.speakerIndex === 0 ? settings.model2 : settings.model1;
  const question = questionOf(turn, request.previous);
  const user = [
    `Topic: ${settings.topic}`,
    `You are the ${turn.speaker}.`,
    `Your stance: ${describeStance(speaker.stance)} on a scale from -1 (strongly against) to 1 (strongly for).`,
    `Your opponent's stance: ${describeStance(opponent.stance)}.`,
    `Debate style: ${style}`,
    `Rhetoric style: ${RHETORIC_STYLE_DESCRIPTIONS[speaker.rhetoricStyle]}`,
    `Personality: ${speaker.systemPrompt.trim() || 'none given'}`,
    ...(question === null ? [] : [`The question put to both speakers: ${question}`]),
    previousTurnsBlock(request),
  ].join('\n');
  const prompt = turn.role === 'answer' ? ANSWER_PROMPT : ROUND_PROMPTS[turn.roundType];
  return [
    { role: 'system', content: `${prompt} ${output}` },
    { role: 'user', content: user },
  ];
}
