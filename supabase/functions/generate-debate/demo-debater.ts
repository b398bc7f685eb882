/**
 * The offline demo debater: the generator when no AI provider is configured,
 * so a fresh checkout produces complete debates with no key and no network.
 * It argues about the topic's subject (never pasting the question into its
 * sentences), gives each side its own arguments in its rhetoric style and
 * debate format, answers what the opponent actually said in the previous
 * turn, and never repeats a sentence within a debate. Deterministic for the
 * same settings and seed. Its debates are labelled `offline-demo`
 * everywhere; it never stands in for a configured provider that fails.
 *
 * The phrase banks live in ./demo/ (arguments, voices, quotes, subject).
 */
import type { Debater, TurnOutput } from './debater.ts';
import { ARGUMENTS, COUNTERS, OPENING_REPLIES, POSITIONS, QUOTE_INTROS, type Argument, type Side } from './demo/arguments.ts';
import { Composer, fill, led, paragraphs, sentence, topicVars, type Vars } from './demo/compose.ts';
import { claimsFrom } from './demo/quotes.ts';
import { seeded, shuffled } from './demo/random.ts';
import { readTopic } from './demo/subject.ts';
import { FORMATS, STYLE_NAMES, VOICES } from './demo/voices.ts';
import type { DebateSettings, SpeakerSettings } from './settings.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';
import { describeStance } from './stance.ts';
import { turnSpeaker, type CompletedTurn, type TurnRequest } from './turns.ts';
import type { ModeratorTurnRef, SpeakerTurnRef } from '../_shared/contract/sse-events.ts';

export { readTopic } from './demo/subject.ts';

function sideOf(stance: number): Side {
  if (stance > 0.3) return 'for';
  if (stance < -0.3) return 'against';
  return 'neutral';
}

function seedOf(settings: DebateSettings, seed: string): string {
  return `${seed}|${settings.topic}|${settings.debateStyle}|${settings.model1.stance}|${settings.model2.stance}`;
}

/**
 * A speaker's arguments for the whole debate, four of them, fixed by the
 * topic, seat and stance, so later rounds build on the opening and the
 * moderator can recap them. Two speakers on the same side get different ones.
 */
function argumentsOf(settings: DebateSettings, speakerIndex: 0 | 1, seed: string): Argument[] {
  const speaker = speakerIndex === 0 ? settings.model1 : settings.model2;
  const side = sideOf(speaker.stance);
  const other = speakerIndex === 0 ? settings.model2 : settings.model1;
  const order = shuffled(ARGUMENTS[side], seeded(`${seedOf(settings, seed)}|${side}|arguments`));
  const sameSide = sideOf(other.stance) === side;
  // Same side: interleave so each speaker gets its own half of the bank.
  const mine = sameSide ? order.filter((_, i) => i % 2 === speakerIndex) : order;
  return (mine.length >= 4 ? mine : [...mine, ...order.filter((a) => !mine.includes(a)).reverse()]).slice(0, 4);
}

function lastTurnOf(previous: readonly CompletedTurn[], speakerIndex: 0 | 1): CompletedTurn | undefined {
  return [...previous].reverse().find((t) => t.turn.role === 'speaker' && t.turn.speakerIndex === speakerIndex);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An argument's claim as a plain sentence of the summary. */
function claimSentence(argument: Argument, vars: Vars): string {
  return capitalise(fill(argument.claim, vars));
}

/**
 * What a speaker holds, as a summary states it: one plain sentence naming the
 * seat, never the stance's label or number.
 */
const HOLDS: Readonly<Record<Side, (seat: string, r: ReturnType<typeof readTopic>) => string>> = {
  for: (seat, r) => `The ${seat} holds that ${r.claim}.`,
  against: (seat, r) => `The ${seat} holds that it is a mistake to believe ${r.claim}.`,
  neutral: (seat, r) => `The ${seat} holds that neither side has the whole truth on whether ${r.claim}.`,
};
const ANSWERS: Readonly<Record<Side, (seat: string, r: ReturnType<typeof readTopic>) => string>> = {
  for: (seat, r) => `The ${seat} answers that every objection to ${r.subject} can be met with good design.`,
  against: (seat, r) => `The ${seat} answers that the promised benefits of ${r.subject} are hopes, not evidence.`,
  neutral: (seat, r) => `The ${seat} answers that both sides have overstated their case on whether ${r.claim}.`,
};
const CLOSES: Readonly<Record<Side, (seat: string, r: ReturnType<typeof readTopic>) => string>> = {
  for: (seat, r) => `The ${seat} closes by insisting that ${r.claim}.`,
  against: (seat, r) => `The ${seat} closes by insisting that the risks of ${r.subject} outweigh its promise.`,
  neutral: (seat, r) => `The ${seat} closes by insisting that the answer depends on how ${r.subject} is done.`,
};

function argumentText(composer: Composer, connector: string, argument: Argument, vars: Vars): string {
  return composer.note(sentence(led(connector, fill(argument.claim, vars)), fill(argument.support, vars)));
}

function speakerTurn(request: TurnRequest, turn: SpeakerTurnRef, seed: string): { text: string; summary: string } {
  const { settings, previous } = request;
  const speaker = turnSpeaker(settings, turn);
  const reading = readTopic(settings.topic);
  const side = sideOf(speaker.stance);
  const strong = Math.abs(speaker.stance) >= 0.8;
  const vars: Vars = {
    ...topicVars(reading),
    strength: strong ? 'an emphatic' : 'a clear',
    strength2: strong ? 'without reservation' : 'with conviction',
  };
  const voice = VOICES[speaker.rhetoricStyle];
  const format = FORMATS[settings.debateStyle];
  const composer = new Composer(
    `${seedOf(settings, seed)}|${turn.speakerIndex}|${turn.roundIndex}|${speaker.rhetoricStyle}`,
    previous.map((p) => p.text),
  );
  const [a1, a2, a3, a4] = argumentsOf(settings, turn.speakerIndex, seed) as [Argument, Argument, Argument, Argument];
  const opponentIndex = turn.speakerIndex === 0 ? 1 : 0;
  const opponentTurn = lastTurnOf(previous, opponentIndex);
  const quotes = opponentTurn ? claimsFrom(opponentTurn.text, 2) : [];
  const address = composer.choose(format.address(turn.speakerIndex));
  const connectors = shuffled(voice.connectors, seeded(`${seed}|${turn.roundIndex}|${turn.speakerIndex}|connectors`));
  const coda = composer.optional(format.codas, vars);
  const closing = composer.optional(voice.closings, vars);
  const hint = speaker.systemPrompt.trim();
  const persona =
    hint && turn.roundType === 'constructive'
      ? composer.note(
          `I speak here as ${
            /^(a|an|the)\s/i.test(hint)
              ? hint
                  .split(/[.!?\n]/)[0]!
                  .trim()
                  .replace(/^A /, 'a ')
                  .replace(/^An /, 'an ')
                  .replace(/^The /, 'the ')
              : `someone who is ${hint.split(/[.!?\n]/)[0]!.trim()}`
          }, and that shapes how I see it.`,
        )
      : '';
  const answer = (q: string | undefined, intros: readonly string[]) =>
    q ? sentence(composer.line(intros, { ...vars, q }), composer.optional(COUNTERS[side], vars)) : '';

  if (turn.roundType === 'constructive') {
    const opener = composer.line(voice.openers, vars, address);
    const position = composer.line(POSITIONS[side], vars);
    const reply = turn.speakerIndex === 1 ? answer(quotes[0], OPENING_REPLIES) : '';
    const text = paragraphs(
      sentence(opener, position, persona, reply),
      argumentText(composer, connectors[0]!, a1, vars),
      sentence(argumentText(composer, connectors[1]!, a2, vars), composer.optional(voice.flourishes, vars)),
      sentence(closing, coda),
    );
    const summary = sentence(HOLDS[side](turn.speaker, reading), claimSentence(a1, vars), claimSentence(a2, vars));
    return { text, summary };
  }

  if (turn.roundType === 'rebuttal') {
    const text = paragraphs(
      sentence(answer(quotes[0], QUOTE_INTROS) || composer.line(voice.openers, vars, address)),
      answer(quotes[1], QUOTE_INTROS),
      sentence(argumentText(composer, connectors[0]!, a3, vars), composer.optional(voice.flourishes, vars)),
      sentence(closing, coda),
    );
    const summary = sentence(ANSWERS[side](turn.speaker, reading), claimSentence(a3, vars));
    return { text, summary };
  }

  const recap = composer.note(
    `What still stands after three rounds is ${a1.short}, ${a2.short} and ${a3.short}, none of which has been answered.`,
  );
  const text = paragraphs(
    composer.line(POSITIONS[side], vars, address),
    answer(quotes[0], QUOTE_INTROS),
    sentence(recap, argumentText(composer, connectors[0]!, a4, vars)),
    sentence(closing, coda),
  );
  const summary = sentence(CLOSES[side](turn.speaker, reading), claimSentence(a4, vars));
  return { text, summary };
}

function introduce(s: SpeakerSettings): string {
  return `${describeStance(s.stance)}, speaking in ${/^[aeiou]/.test(s.rhetoricStyle) ? 'an' : 'a'} ${s.rhetoricStyle} style`;
}

function moderatorTurn(request: TurnRequest, turn: ModeratorTurnRef, seed: string): { text: string; summary: string } {
  const { settings, previous } = request;
  const reading = readTopic(settings.topic);
  const styleName = STYLE_NAMES[settings.debateStyle];
  if (turn.phase === 'opening') {
    const text = paragraphs(
      `Welcome to this ${styleName}. Tonight we ask whether ${reading.claim}.`,
      `Our First Speaker comes to it ${introduce(settings.model1)}. Our Second Speaker comes to it ${introduce(settings.model2)}.`,
      'Over three rounds, constructive arguments, rebuttals and closing summaries, each will make their case. I will stay neutral; the judgement is yours.',
      'First Speaker, the floor is yours.',
    );
    return { text, summary: `The moderator opens the ${styleName} on whether ${reading.claim} and introduces both speakers.` };
  }
  const recap = (speakerIndex: 0 | 1) => {
    const [a, b] = argumentsOf(settings, speakerIndex, seed) as [Argument, Argument];
    const last = lastTurnOf(previous, speakerIndex);
    const quote = last ? claimsFrom(last.text, 1)[0] : undefined;
    const s = speakerIndex === 0 ? settings.model1 : settings.model2;
    const name = speakerIndex === 0 ? 'First' : 'Second';
    return sentence(
      `The ${name} Speaker, ${describeStance(s.stance)}, built a case on ${a.short} and ${b.short}.`,
      quote ? `In closing they left us with the thought that "${quote}".` : '',
    );
  };
  const text = paragraphs(
    `That brings our ${styleName} on whether ${reading.claim} to a close.`,
    recap(0),
    recap(1),
    'Both sides raised points worth weighing, and neither has a monopoly on the truth. The verdict belongs to you.',
  );
  return { text, summary: `The moderator recaps both speakers' cases on whether ${reading.claim} without declaring a winner.` };
}

/** The demo debater's turn, whole: deterministic for the same request and seed. */
export function writeDemoTurn(request: TurnRequest, seed = ''): { text: string; summary: string } {
  return request.turn.role === 'moderator' ? moderatorTurn(request, request.turn, seed) : speakerTurn(request, request.turn, seed);
}

export interface DemoDebaterOptions {
  /** Delay between streamed words. */
  tokenDelayMs: number;
  sleep?: Sleep;
  /** Varies the debate for the same settings; the same seed writes the same debate. */
  seed?: string;
}

export function createDemoDebater(options: DemoDebaterOptions): Debater {
  const pause = options.sleep ?? realSleep;
  return {
    generator: 'offline-demo',
    async generateTurn(request, { signal, onDelta }): Promise<TurnOutput> {
      const { text, summary } = writeDemoTurn(request, options.seed);
      // Words with their trailing whitespace, so the deltas concatenate to the text exactly.
      for (const word of text.match(/\S+\s*/g) ?? []) {
        signal.throwIfAborted();
        await pause(options.tokenDelayMs, signal);
        onDelta(word);
      }
      return { text, summary, fallback: false };
    },
  };
}
