/**
 * The offline demo debater: the generator when no AI provider is configured,
 * so a fresh checkout produces complete debates with no key and no network.
 * It is deterministic (same settings, same debate), writes for the topic, the
 * speaker's stance, rhetoric style, debate style and round type, and streams
 * word by word like a model. Its debates are labelled `offline-demo`
 * everywhere; it never stands in for a configured provider that fails.
 */
import type { DebateSettings, DebateStyle, RhetoricStyle, SpeakerSettings } from './settings.ts';
import type { Debater, TurnOutput } from './debater.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';
import { describeStance } from './stance.ts';
import { turnSpeaker, type CompletedTurn, type TurnRequest } from './turns.ts';
import type { ModeratorTurnRef, SpeakerTurnRef } from '../_shared/contract/sse-events.ts';

// ---------------------------------------------------------------------------
// Deterministic choice
// ---------------------------------------------------------------------------

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so the same inputs always pick the same lines. */
function seeded(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickDistinct<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
}

// ---------------------------------------------------------------------------
// Reading the topic
// ---------------------------------------------------------------------------

const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from into over under about than then as is are was were be been being ' +
    'do does did should must can could will would may might shall has have had it its this that these those there their our ' +
    'we you they he she i me my your his her them us who whom what which when where why how not no yes more most less ' +
    'all any some every each other such own same so too very just ever also only really truly actually ' +
    'ban allow replace require abolish legalize legalise make become get give take use pay offer provide teach stop prohibit ' +
    'mandate regulate regulated restrict increase reduce raise lower end introduce adopt eliminate outlaw tax fund protect ' +
    'help need matter exist win lose better worse good bad worth right wrong important necessary possible'
  ).split(/\s+/),
);

export interface TopicReading {
  /** The topic as written, without trailing punctuation. */
  topic: string;
  isQuestion: boolean;
  /** A short noun phrase from the topic the arguments can talk about. */
  focus: string;
}

export function readTopic(rawTopic: string): TopicReading {
  const trimmed = rawTopic.trim().replace(/\s+/g, ' ');
  const topic = trimmed.replace(/[?.!\s]+$/, '');
  const isQuestion =
    /\?\s*$/.test(trimmed) ||
    /^(should|must|can|could|will|would|do|does|did|is|are|was|were|has|have|may|might)\b/i.test(topic);
  const runs: string[][] = [];
  let run: string[] = [];
  for (const word of topic.split(' ')) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || STOPWORDS.has(bare.toLowerCase())) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(bare);
  }
  if (run.length) runs.push(run);
  const best = runs.reduce<string[]>((longest, r) => (r.length > longest.length ? r : longest), []);
  const focusWords = best.slice(0, 4);
  const focus = focusWords.length
    ? focusWords.map((w) => (/^[A-Z][a-z]/.test(w) && w !== focusWords[0] ? w : /^[A-Z]{2,}/.test(w) ? w : w.toLowerCase())).join(' ')
    : 'this issue';
  return { topic, isQuestion, focus };
}

// ---------------------------------------------------------------------------
// What each side says
// ---------------------------------------------------------------------------

type Side = 'for' | 'against' | 'neutral';

function sideOf(stance: number): Side {
  if (stance > 0.3) return 'for';
  if (stance < -0.3) return 'against';
  return 'neutral';
}

interface Point {
  /** One paragraph of argument; `{focus}` is replaced by the topic's focus. */
  body: string;
  /** The point in a few words, for summaries and closings. */
  short: string;
}

const POINTS: Readonly<Record<Side, readonly Point[]>> = {
  for: [
    {
      body: 'the gains are concrete, not hypothetical. When it comes to {focus}, saying yes gives people more time, more choice and more opportunity, and those benefits compound year after year.',
      short: 'the gains are concrete',
    },
    {
      body: 'fairness demands it. When it comes to {focus}, the people most affected are poorly served by the status quo, and this motion finally puts their interests first.',
      short: 'fairness to those most affected',
    },
    {
      body: 'the evidence is on our side. Wherever comparable steps have been tried, the results have been measurable: better outcomes, fewer harms, and lessons about {focus} we can apply here.',
      short: 'the evidence from where it has been tried',
    },
    {
      body: 'inaction has a price. Every year we delay, the problems around {focus} grow, and so does the bill the next generation will have to pay.',
      short: 'the rising cost of doing nothing',
    },
    {
      body: 'public opinion has already moved. The conversation about {focus} has changed, and good policy should follow where people are ready to go.',
      short: 'public readiness for change',
    },
  ],
  against: [
    {
      body: 'the unintended consequences are serious. Changes around {focus} rarely play out as planned, and the people who pay for the mistakes are the ones with the least say.',
      short: 'the unintended consequences',
    },
    {
      body: 'the costs are badly underestimated. The motion promises a great deal about {focus} but counts very little, and the same money and effort would do more good elsewhere.',
      short: 'the underestimated costs',
    },
    {
      body: 'it is not ours to decide for everyone. Saying yes means deciding for millions of people what happens to {focus}, and freedom of choice deserves more respect than that.',
      short: 'respect for freedom of choice',
    },
    {
      body: 'the evidence is thinner than it looks. The case for the motion rests on hopeful projections about {focus}, not on results anyone can check.',
      short: 'the thin evidence behind the motion',
    },
    {
      body: 'there are better alternatives. The real problems around {focus} can be solved with narrower, reversible steps that do not carry the same risks.',
      short: 'better and safer alternatives',
    },
  ],
  neutral: [
    {
      body: 'there are real trade-offs. When it comes to {focus}, there are genuine gains and genuine costs, and pretending otherwise on either side does the audience a disservice.',
      short: 'the real trade-offs',
    },
    {
      body: 'context decides. What works for {focus} in one place can fail in another, so the honest answer depends on how and where it is done.',
      short: 'the importance of context',
    },
    {
      body: 'the evidence is mixed. The data on {focus} points in more than one direction, and we should say so plainly instead of cherry-picking.',
      short: 'the mixed evidence',
    },
    {
      body: 'whatever we choose should be reversible. Any change to {focus} ought to be tested, measured and undone if it fails.',
      short: 'the case for careful, reversible steps',
    },
  ],
};

const COUNTERS: Readonly<Record<Side, readonly string[]>> = {
  for: [
    'That worry is understandable, but it mistakes the risk of change for the risk of standing still.',
    'But that argument describes the world as it was, not the one we are actually living in.',
    'Yet every concern raised there can be met with good design, and none of them outweighs the benefits.',
  ],
  against: [
    'That sounds appealing, but appealing is not the same as proven.',
    'But a good intention is not a plan, and the plan is exactly where this falls apart.',
    'Yet the benefits described there are promised, while the costs are certain.',
  ],
  neutral: [
    'There is something right in that, but it is only half of the picture.',
    'That point deserves weight, but so does the evidence pulling the other way.',
    'It is a fair argument, yet it assumes a certainty nobody here can honestly claim.',
  ],
};

interface RhetoricVoice {
  opener: string;
  connectors: readonly [string, string, string];
  closing: string;
}

const VOICES: Readonly<Record<RhetoricStyle, RhetoricVoice>> = {
  standard: {
    opener: 'Let me set out my position.',
    connectors: ['First,', 'Second,', 'Third,'],
    closing: 'That is why I ask you to see it my way.',
  },
  formal: {
    opener: 'Allow me to set out my position with some care.',
    connectors: ['In the first instance,', 'Furthermore,', 'Finally,'],
    closing: 'I therefore commend this position to you.',
  },
  casual: {
    opener: "Okay, here's how I see it.",
    connectors: ['First off,', 'Also,', 'And honestly,'],
    closing: "So yeah, that's where I land.",
  },
  emotional: {
    opener: 'This is not an abstract question. It touches real lives.',
    connectors: ['Think about this:', 'And remember,', 'Most of all,'],
    closing: 'Picture the people behind the numbers, and you will feel why this matters so much.',
  },
  factual: {
    opener: 'Let us begin with what can be checked.',
    connectors: ['Point one:', 'Point two:', 'Point three:'],
    closing: 'Follow the evidence, and it leads here.',
  },
  adversarial: {
    opener: 'Let me be blunt, because my opponent will not be.',
    connectors: ['First,', 'Second,', 'And above all,'],
    closing: 'My opponent has no answer to this, and you should notice that.',
  },
};

/** How each debate format addresses the room, as a sentence of its own. */
function address(style: DebateStyle, speakerIndex: 0 | 1): string {
  switch (style) {
    case 'oxford':
      return 'Madam Chair, members of the house.';
    case 'parliamentary':
      return speakerIndex === 0 ? 'Mr Speaker, I rise for the Government.' : 'Mr Speaker, I rise for the Opposition.';
    case 'crossfire':
      return 'Straight to it.';
    case 'comment_section':
      return 'Hot take incoming.';
    case 'structured':
      return '';
  }
}

function styleCoda(style: DebateStyle, focus: string): string {
  switch (style) {
    case 'crossfire':
      return `So answer me directly: what is your plan for ${focus}?`;
    case 'comment_section':
      return 'Edit: not taking questions, I said what I said.';
    case 'oxford':
      return 'I urge the house to vote accordingly.';
    case 'parliamentary':
      return 'I commend this case to the House.';
    case 'structured':
      return '';
  }
}

function quoted(reading: TopicReading): string {
  return reading.isQuestion ? `"${reading.topic}?"` : `"${reading.topic}"`;
}

function position(reading: TopicReading, speaker: SpeakerSettings): string {
  const side = sideOf(speaker.stance);
  const strong = Math.abs(speaker.stance) >= 0.8;
  const subject = reading.isQuestion ? `On the question ${quoted(reading)}` : `On the motion ${quoted(reading)}`;
  const stance = describeStance(speaker.stance);
  if (side === 'neutral') {
    return `${subject}, my stance is ${stance}: neither camp has the whole truth, and I will say where each falls short.`;
  }
  const answer = reading.isQuestion
    ? `my answer is ${strong ? 'an emphatic' : 'a clear'} ${side === 'for' ? 'yes' : 'no'}`
    : `I ${strong ? 'firmly' : 'clearly'} ${side === 'for' ? 'support' : 'oppose'} it`;
  return `${subject}, ${answer}. My stance is ${stance}.`;
}

function sideWords(side: Side): string {
  return side === 'neutral' ? 'weighs both sides of' : side === 'for' ? 'argues for' : 'argues against';
}

function fill(text: string, focus: string): string {
  return text.replaceAll('{focus}', focus);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function firstSentence(text: string, maxLength = 160): string {
  const first = (/^.*?[.!?](\s|$)/s.exec(text)?.[0] ?? text).trim();
  return first.length > maxLength ? `${first.slice(0, maxLength - 1).trimEnd()}…` : first;
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

function paragraphs(...parts: Array<string | false | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join('\n\n');
}

function sentence(...parts: Array<string | false | undefined>): string {
  return parts.filter((p): p is string => Boolean(p)).join(' ');
}

/**
 * A speaker's three points depend on the topic, the seat and the stance, not
 * on the round: the rebuttal and the closing come back to what the opening
 * argued, and the opponent and moderator can refer to them.
 */
function pointsOf(settings: DebateSettings, speakerIndex: 0 | 1): [Point, Point, Point] {
  const speaker = speakerIndex === 0 ? settings.model1 : settings.model2;
  const topic = readTopic(settings.topic).topic;
  return pickDistinct(POINTS[sideOf(speaker.stance)], 3, seeded(`${topic}|${speakerIndex}|${speaker.stance}|points`)) as [
    Point,
    Point,
    Point,
  ];
}

function hasSpoken(previous: readonly CompletedTurn[], speakerIndex: 0 | 1): boolean {
  return previous.some((t) => t.turn.role === 'speaker' && t.turn.speakerIndex === speakerIndex);
}

// ---------------------------------------------------------------------------
// Turns
// ---------------------------------------------------------------------------

function speakerTurn(request: TurnRequest, turn: SpeakerTurnRef): { text: string; summary: string } {
  const { settings, previous } = request;
  const speaker = turnSpeaker(settings, turn);
  const reading = readTopic(settings.topic);
  const side = sideOf(speaker.stance);
  const voice = VOICES[speaker.rhetoricStyle];
  const [p1, p2, p3] = pointsOf(settings, turn.speakerIndex);
  const opponentIndex = turn.speakerIndex === 0 ? 1 : 0;
  const [o1, o2] = pointsOf(settings, opponentIndex);
  const random = seeded(`${reading.topic}|${turn.speakerIndex}|${speaker.stance}|${speaker.rhetoricStyle}|${turn.roundIndex}`);
  const counter = pickDistinct(COUNTERS[side], 1, random)[0] as string;
  const opening = address(settings.debateStyle, turn.speakerIndex);
  const coda = styleCoda(settings.debateStyle, reading.focus);
  const hint = speaker.systemPrompt.trim();
  const persona = hint
    ? `Speaking in character (${firstSentence(hint, 80).replace(/[.!?…]$/, '')}), I will make this case my own way.`
    : '';
  const stance = describeStance(speaker.stance);
  const who = `The ${turn.speaker}`;

  if (turn.roundType === 'constructive') {
    const text = paragraphs(
      sentence(opening, voice.opener, position(reading, speaker), persona),
      `${voice.connectors[0]} ${fill(p1.body, reading.focus)}`,
      `${voice.connectors[1]} ${fill(p2.body, reading.focus)}`,
      `${voice.connectors[2]} ${fill(p3.body, reading.focus)}`,
      sentence(voice.closing, coda),
    );
    const summary = `${who} ${sideWords(side)} ${quoted(reading)}, stance ${stance}. The case rests on ${p1.short}, ${p2.short} and ${p3.short}.`;
    return { text, summary };
  }

  const heard = hasSpoken(previous, opponentIndex)
    ? `My opponent leans on ${o1.short} and ${o2.short}.`
    : 'My opponent has yet to make a case.';

  if (turn.roundType === 'rebuttal') {
    const text = paragraphs(
      sentence(opening, heard, counter),
      `${voice.connectors[0]} consider again that ${fill(p2.body, reading.focus)}`,
      `${voice.connectors[1]} nothing we have heard changes the fact that ${fill(p1.body, reading.focus)}`,
      sentence(voice.closing, coda),
    );
    const summary = `${who} rebuts the opponent's reliance on ${o1.short} and ${o2.short}. ${counter} The rebuttal presses again on ${p2.short} and ${p1.short}.`;
    return { text, summary };
  }

  const text = paragraphs(
    sentence(opening, 'To close.', position(reading, speaker)),
    `We heard the other side argue from ${o1.short} and ${o2.short}. ${counter}`,
    `What remains standing is ${p1.short}, ${p2.short} and ${p3.short}. Above all, ${fill(p3.body, reading.focus)}`,
    sentence(voice.closing, coda),
  );
  const summary = `${who} closes, still ${stance}: ${capitalise(p1.short)}, ${p2.short} and ${p3.short} outweigh the other side's case.`;
  return { text, summary };
}

const STYLE_NAMES: Readonly<Record<DebateStyle, string>> = {
  structured: 'structured debate',
  oxford: 'Oxford-style debate',
  crossfire: 'crossfire debate',
  parliamentary: 'parliamentary debate',
  comment_section: 'comment-section debate',
};

function moderatorTurn(request: TurnRequest, turn: ModeratorTurnRef): { text: string; summary: string } {
  const { settings } = request;
  const reading = readTopic(settings.topic);
  const subject = quoted(reading);
  const introduce = (s: SpeakerSettings) => `${describeStance(s.stance)}, speaking in ${withArticle(s.rhetoricStyle)} style`;
  if (turn.phase === 'opening') {
    const text = paragraphs(
      `Welcome to this ${STYLE_NAMES[settings.debateStyle]} on ${subject}`,
      `Our First Speaker's stance is ${introduce(settings.model1)}. Our Second Speaker's stance is ${introduce(settings.model2)}.`,
      'Over three rounds, constructive arguments, rebuttals and closing summaries, each will make their case. I will stay neutral; the judgement is yours.',
      'First Speaker, the floor is yours.',
    );
    const summary = `The moderator opens the ${STYLE_NAMES[settings.debateStyle]} on ${subject} and introduces both speakers.`;
    return { text, summary };
  }
  const recap = (speakerIndex: 0 | 1) => {
    const [a, b, c] = pointsOf(settings, speakerIndex);
    const s = speakerIndex === 0 ? settings.model1 : settings.model2;
    return `The ${speakerIndex === 0 ? 'First' : 'Second'} Speaker, ${describeStance(s.stance)}, argued from ${a.short}, ${b.short} and ${c.short}.`;
  };
  const text = paragraphs(
    `That concludes our debate on ${subject}`,
    recap(0),
    recap(1),
    'Both sides raised points worth weighing, and neither has a monopoly on the truth. The verdict belongs to you.',
  );
  const summary = `The moderator recaps both speakers' cases on ${subject} without declaring a winner.`;
  return { text, summary };
}

/** The demo debater's turn, whole: deterministic for the same request. */
export function writeDemoTurn(request: TurnRequest): { text: string; summary: string } {
  return request.turn.role === 'moderator' ? moderatorTurn(request, request.turn) : speakerTurn(request, request.turn);
}

export interface DemoDebaterOptions {
  /** Delay between streamed words. */
  tokenDelayMs: number;
  sleep?: Sleep;
}

export function createDemoDebater(options: DemoDebaterOptions): Debater {
  const pause = options.sleep ?? realSleep;
  return {
    generator: 'offline-demo',
    async generateTurn(request, { signal, onDelta }): Promise<TurnOutput> {
      const { text, summary } = writeDemoTurn(request);
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
