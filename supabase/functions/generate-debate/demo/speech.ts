/**
 * The demo debater's speeches. Each round does its job: the opening states a
 * position and makes two arguments with their evidence; the rebuttal quotes
 * the opponent's actual arguments, answers them and adds one more; the
 * closing weighs what was answered and what was left standing, with no new
 * argument. The speaker's stance, rhetoric style, personality hint and the
 * debate's format shape every turn; the moderator stays neutral.
 */
import { stanceLabel, type StanceLabel } from '../../_shared/contract/stance.ts';
import type { AnswerTurnRef, ModeratorTurnRef, SpeakerTurnRef } from '../../_shared/contract/sse-events.ts';
import type { DebateSettings, RhetoricStyle, SpeakerSettings } from '../settings.ts';
import { questionOf, type CompletedTurn, type TurnRequest } from '../turns.ts';
import type { Point } from './bank/types.ts';
import { caseOf, type Case, type Side } from './case.ts';
import { Composer, fill, type Vars } from './compose.ts';
import { FOCUS_LINES, POLITE_LEADS, readPersona, ROLE_LINES, TRAIT_LINES, type Persona, type Trait } from './persona.ts';
import { claimsFrom } from './quotes.ts';
import { seeded, shuffled } from './random.ts';
import { address, answers, capitalise, contract, lead, list, paragraphs, pointsIn, quoteOf, sentence } from './text.ts';
import { FORMATS, FUNNY_LINES, NEUTRAL_LEADS, POSITIONS, STYLE_NAMES, VOICES, type Voice } from './voices.ts';

type Stand = Side | 'neutral';
type Strength = 'strong' | 'firm' | 'lean';

export interface Speech {
  text: string;
  summary: string;
}

function standOf(label: StanceLabel): Stand {
  if (label === 'Neutral') return 'neutral';
  return label.endsWith('For') ? 'for' : 'against';
}

function strengthOf(stance: number): Strength {
  if (stanceLabel(stance).startsWith('Strongly')) return 'strong';
  return Math.abs(stance) <= 0.5 ? 'lean' : 'firm';
}

const seatOf = (settings: DebateSettings, seat: 0 | 1) => (seat === 0 ? settings.model1 : settings.model2);
const debateSeed = (settings: DebateSettings, seed: string) => `${seed}|${settings.topic}|${settings.debateStyle}`;

/**
 * A speaker's three arguments for the whole debate, fixed by the topic, the
 * seat and both stances: two for the opening, one for the rebuttal. Two
 * speakers on the same side split the side's arguments; a neutral speaker
 * takes the side opposite the opponent and concedes one point the opponent's
 * side does not use.
 */
function planOf(kase: Case, settings: DebateSettings, seat: 0 | 1, seed: string): { stand: Stand; points: Point[] } {
  const stand = standOf(stanceLabel(seatOf(settings, seat).stance));
  const other = standOf(stanceLabel(seatOf(settings, seat === 0 ? 1 : 0).stance));
  const order = (side: Side) => shuffled(kase.points[side], seeded(`${debateSeed(settings, seed)}|${side}`));
  if (stand !== 'neutral') {
    const all = order(stand);
    const mine = other === stand ? [...all.filter((_, i) => i % 2 === seat), ...all.filter((_, i) => i % 2 !== seat)] : all;
    return { stand, points: mine.slice(0, 3) };
  }
  const primary: Side = other === 'neutral' ? (seat === 0 ? 'for' : 'against') : other === 'for' ? 'against' : 'for';
  const secondary: Side = primary === 'for' ? 'against' : 'for';
  const main = order(primary);
  const conceded = order(secondary).at(-1)!;
  return { stand, points: [main[0]!, conceded, main[1]!] };
}

/**
 * Which speaker made each argument: the first speaker whose side it belongs to (a neutral
 * speaker argues both sides) to say it. An argument of the other side that a speaker raises
 * only to knock down is not theirs.
 */
function ownersOf(kase: Case, settings: DebateSettings, previous: readonly CompletedTurn[]): Map<Point, 0 | 1> {
  const owners = new Map<Point, 0 | 1>();
  for (const t of previous) {
    if (t.turn.role !== 'speaker') continue;
    const stand = standOf(stanceLabel(seatOf(settings, t.turn.speakerIndex).stance));
    for (const point of pointsIn(t.text, mentionable(kase)))
      if (!owners.has(point) && (stand === 'neutral' || sideOfPoint(kase, point) === stand)) owners.set(point, t.turn.speakerIndex);
  }
  return owners;
}

const mentionable = (kase: Case) => [...kase.points.for, ...kase.points.against];

/** Every argument said so far in the debate, by anyone, for any reason. */
function mentioned(kase: Case, previous: readonly CompletedTurn[]): Set<Point> {
  return new Set(previous.flatMap((t) => (t.turn.role === 'speaker' ? pointsIn(t.text, mentionable(kase)) : [])));
}

const speakerTexts = (previous: readonly CompletedTurn[], seat: 0 | 1) =>
  previous.filter((t) => t.turn.role === 'speaker' && t.turn.speakerIndex === seat).map((t) => t.text);

const sideOfPoint = (kase: Case, point: Point): Side => (kase.points.for.includes(point) ? 'for' : 'against');

const RHETORIC_WORDS: Readonly<Record<RhetoricStyle, string>> = {
  standard: 'a plain',
  formal: 'a formal',
  casual: 'a casual',
  emotional: 'an impassioned',
  factual: 'an evidence-first',
  adversarial: 'a combative',
};

/** A stance in the contract's words ("strongly for the motion"), never its number; several ways of saying each. */
const STANCE_WORDS: Readonly<Record<StanceLabel, readonly string[]>> = {
  'Strongly For': ['arguing strongly for the motion', 'firmly for the motion', 'a strong supporter of the motion', 'strongly in favour'],
  For: ['arguing for the motion', 'for the motion', 'in favour of the motion', 'speaking in favour'],
  Neutral: ['weighing both sides', 'neutral on the motion', 'taking neither side', 'in the middle'],
  Against: ['arguing against the motion', 'against the motion', 'opposed to the motion', 'speaking against'],
  'Strongly Against': [
    'arguing strongly against the motion',
    'firmly against the motion',
    'a strong opponent of the motion',
    'strongly opposed',
  ],
};

const HAS_FIGURE = /\d|\b(percent|per cent|million|billion|thousand|hundred|half|third|quarter|twice|double)\b/i;

const FACTUAL_REASONING = [
  'Check the logic.',
  'Test each step.',
  'No figures needed.',
  'The reasoning is checkable.',
  'Reason it through.',
  'Step by step, it holds.',
];

// Scaffolding used in most debates: short lines, or many of them, so no phrase turns into a refrain.
const NOTED = [
  'More on {name} later.',
  '{Name}? Next round.',
  'I will return to {name}.',
  '{Name} gets its answer soon.',
  'I will deal with {name}.',
  'Noted: {name}. Answer coming.',
  '{Name}: answered next round.',
  'Hold on to {name}; I will answer.',
  'About {name}: later.',
  '{Name} can wait a round.',
];
const ALLIES = [
  'Same answer; add {name}.',
  'Same side, and {name} seals it.',
  'We agree. Add {name}.',
  'No quarrel. {Name} settles it.',
  'Allies, then, with {name}.',
  'One answer, two cases; mine has {name}.',
  'Together on this, thanks to {name}.',
];
const AGREE = [
  'Agreed.',
  'No argument there.',
  'Quite right.',
  'Exactly so.',
  'We agree on that.',
  'True, and it goes further.',
  'Hard to disagree.',
];
const CLASH = [
  'It came down to {mine} against {theirs}.',
  '{Mine} against {theirs}.',
  'The real contest: {mine} versus {theirs}.',
  'Strip it back: {mine}, {theirs}.',
  '{Mine} met {theirs}. That was it.',
  'Always {mine} versus {theirs}.',
  'Fault line: {mine} and {theirs}.',
  'Two arguments decided it: {mine}, and {theirs}.',
  'Everything turned on {mine} and {theirs}.',
  'The clash: {mine} against {theirs}.',
  'Weigh {mine} against {theirs}.',
  'Set {mine} beside {theirs}.',
];
// Argument names are singular or plural ("the Australian record", "the voters who are missing"):
// these lines use verbs that agree with either.
const STANDING = [
  '{Names} went unanswered.',
  'Nobody answered {names}.',
  '{Names}: no reply.',
  'No one touched {names}.',
  'Silence on {names}.',
  '{Names} drew no reply.',
  'Still unanswered: {names}.',
  'They skipped {names}.',
  'Not a word on {names}.',
  'No reply came to {names}.',
  'Unanswered to the end: {names}.',
  '{Names} never got an answer.',
];
const ANSWERED_ALL = [
  'Every point drew a reply; {name} survived it.',
  'A reply is not a refutation, and {name} survived.',
  '{Name} took fire and held.',
  'They answered; {name} survived.',
  'Replies, yes. Refutations, no: see {name}.',
  '{Name} survived every reply.',
  'Answered, not undone: {name}.',
  '{Name} came through intact.',
  'Their replies left {name} intact.',
  'Challenged, yes; beaten, no: {name}.',
  '{Name} came through.',
  'After every reply, {name} still held.',
];
const STILL_OPEN = [
  'One point is still open.',
  'One loose end.',
  'A last reply.',
  'Something is still open.',
  'Unfinished business first.',
  'One thing remains.',
  'First, a loose end.',
  'Before I finish, one more.',
];
// Summaries are what a collapsed turn shows: whole sentences, each with a verb, in the speaker's voice.
const REASONS = [
  'My case rests on {a} and {b}.',
  'The reasons are {a} and {b}.',
  'I argue from {a} and {b}.',
  'What decides it is {a}, backed by {b}.',
  'I have two reasons: {a} and {b}.',
  'It is built on {a} and {b}.',
  'I rely on {a} and {b}.',
  'My reasons are {a} and {b}.',
  'Behind it are {a} and {b}.',
  'At its heart are {a} and {b}.',
  'The grounds are {a} and {b}.',
  'I point to {a} and {b}.',
];
const ANSWERED = [
  'I have answered {names}.',
  'I have taken on {names}.',
  'I have replied to {names}.',
  'I have rebutted {names}.',
  'I have dealt with {names}.',
  'My replies were to {names}.',
];
const AGREED = [
  'We are agreed on {names}.',
  'I have backed {names}.',
  'I have seconded {names}.',
  'On {names}, we are agreed.',
  'I agree about {names}.',
];
const CLOSING_SUMMARY = {
  side: [
    'I still hold that {clause}.',
    'In the end, {clause}.',
    'The debate confirms it: {clause}.',
    'My conclusion stands: {clause}.',
    'Still, and more firmly: {clause}.',
    'Verdict: {clause}.',
    'So, finally, {clause}.',
    'Where I end: {clause}.',
    'Nothing changed my view: {clause}.',
    'Three rounds on, {clause}.',
    'Bottom line: {clause}.',
    'I close where I began: {clause}.',
  ],
  neutral: [
    'Neither side settled it: both {a} and {b} have survived.',
    'Both {a} and {b} have come through.',
    'The debate has left {a} and {b} side by side.',
    'No knockout: {a} and {b} have both held.',
    'It is a draw between {a} and {b}.',
    'Neither {a} nor {b} was knocked down.',
  ],
};
const UNANSWERED = [
  'Nobody has answered {names}.',
  'No answer came to {names}.',
  'My opponent never answered {names}.',
  'They have not answered {names}.',
  'No one has answered {names}.',
  'They skipped {names}, which is telling.',
  'Answers to {names} are missing.',
];
const NEUTRAL_SUMMARY_OPEN = [
  'The case for is {a}; the case against is {b}.',
  'I weigh {a} against {b}.',
  'On one side is {a}, on the other {b}.',
  'There is {a} on one side and {b} on the other.',
  'Both sides have a case: {a}, and {b}.',
  'The best case for is {a}; the best against is {b}.',
];
const NEUTRAL_STANDS = [
  'The case for: {for}; against: {against}.',
  'For: {for}. Against: {against}.',
  'One side has {for}; the other has {against}.',
  'Both stand: {for} on one side, {against} on the other.',
  'Both real: {for}, and against it {against}.',
  'I count {for} for, and {against} against.',
];
const NEUTRAL_CLOSE = [
  'The answer depends on the details.',
  'My conclusion is conditional.',
  'What would change their minds?',
  'I lean to whoever shows it working.',
  'Both sides promised more than they proved.',
  'Honestly, it depends.',
  'Neither case is complete without the other.',
  'The truth sits between the two speeches.',
];

interface Speaker {
  settings: DebateSettings;
  kase: Case;
  seat: 0 | 1;
  speaker: SpeakerSettings;
  stand: Stand;
  strength: Strength;
  voice: Voice;
  persona: Persona;
  composer: Composer;
  vars: Vars;
  plan: Point[];
}

/** A sentence in the speaker's own voice: contractions for the casual style. */
function own(s: Speaker, text: string): string {
  return s.voice.contractions ? contract(text) : text;
}

/** A line from a bank, in the speaker's voice, with quotes filled in after the voice is applied. */
function say(s: Speaker, bank: readonly string[], extra: Vars = {}): string {
  return s.composer.line(bank, (t) => fill(own(s, fill(t, { ...s.vars, q: '{q}' })), extra));
}
function maybe(s: Speaker, bank: readonly string[], extra: Vars = {}): string {
  return s.composer.optional(bank, (t) => fill(own(s, fill(t, { ...s.vars, q: '{q}' })), extra));
}

/** A lead-in ("First,") and the argument's claim, then its evidence. */
function argue(s: Speaker, leads: readonly string[], point: Point): string {
  const prefix = own(s, s.composer.choose(leads));
  const claim = own(s, point.claim);
  // A neutral speaker presents each side's case without taking it as its own.
  const support =
    s.stand === 'neutral' ? point.support.replace(/\bmy side\b/g, 'that side').replace(/\bmy way\b/g, 'that way') : point.support;
  return sentence(s.composer.note(lead(prefix, claim)), s.composer.note(own(s, support)), colour(s, point));
}

/** What follows an argument's evidence: the voice's colour, the persona's habit, the topic's humour. */
function colour(s: Speaker, point: Point): string {
  if (s.persona.traits.has('brief')) return '';
  if (s.kase.funny && s.composer.chance(0.5)) return maybe(s, FUNNY_LINES.colour);
  if (s.speaker.rhetoricStyle === 'factual') return HAS_FIGURE.test(point.support) ? maybe(s, s.voice.colour) : maybe(s, FACTUAL_REASONING);
  return traitLine(s, 'colour') || maybe(s, s.voice.colour);
}

/** A line of one of the persona's traits for a moment of the speech, or nothing. */
function traitLine(s: Speaker, moment: 'intro' | 'react' | 'colour'): string {
  const traits = [...s.persona.traits].filter((t: Trait) => TRAIT_LINES[t][moment].length);
  return traits.length ? maybe(s, TRAIT_LINES[s.composer.choose(traits)][moment]) : '';
}

/** The persona's line for this round: the role, or else the focus, or else a trait. */
function personaLine(s: Speaker, round: 'opening' | 'rebuttal' | 'closing'): string {
  const { role, focus } = s.persona;
  if (role) {
    const bare = role.replace(/^(a|an|the|someone|somebody)\s+/i, '');
    // "a retired urban planner" → "a retired urban planner's"; a name keeps its own possessive.
    const bareOf = /^(a|an|the)\s/i.test(role) ? `${role.replace(/^(a|an)\s/i, (a) => (/^a\s/i.test(a) ? 'a ' : 'an '))}’s` : `${role}’s`;
    return say(s, ROLE_LINES[round], { role, Role: capitalise(role), bare, bareOf });
  }
  if (focus) return say(s, FOCUS_LINES, { focus });
  return round === 'opening' ? traitLine(s, 'intro') : '';
}

/** The speaker's own opener, addressed as the format asks. */
function opener(s: Speaker, bank: readonly string[]): string {
  // An address that is a sentence of its own ("No warm-up.") is said once per debate; a lead-in ("Madam Chair,") every time.
  const addresses = FORMATS[s.settings.debateStyle].address(s.seat);
  const leadIns = addresses.filter((a) => /[,:]$/.test(a));
  const where = s.composer.optional(addresses.filter((a) => !leadIns.includes(a))) || (leadIns.length ? s.composer.choose(leadIns) : '');
  const polite = s.persona.traits.has('polite') && bank === s.voice.rebut ? s.composer.choose(POLITE_LEADS) : '';
  const pirate = s.persona.traits.has('pirate') ? 'Arr,' : '';
  const line = say(s, bank);
  return [polite, pirate, where].filter(Boolean).reduce((text, prefix) => address(prefix, text), line);
}

function ending(s: Speaker, extra: string): string {
  const format = FORMATS[s.settings.debateStyle];
  const end = s.kase.funny && s.composer.chance(0.5) ? say(s, FUNNY_LINES.end) : say(s, s.voice.end);
  const coda = maybe(s, format.coda(s.stand));
  return sentence(extra, end, coda);
}

/** Crossfire: a direct question about one of the speaker's own arguments. */
function question(s: Speaker, point: Point | undefined): string {
  const bank = FORMATS[s.settings.debateStyle].question;
  return bank && point ? say(s, bank, { name: point.name }) : '';
}

function position(s: Speaker): string {
  if (s.stand === 'neutral') return say(s, POSITIONS.neutral);
  return say(s, POSITIONS[s.stand][s.strength]);
}

const clauseOf = (s: Speaker) => (s.stand === 'against' ? s.kase.no : s.kase.yes);

function quoteLine(s: Speaker, text: string, point: Point): string | null {
  const q = quoteOf(text, point);
  return q ? say(s, s.voice.quote, { q }) : null;
}

/** Answer one of the opponent's points: quote it as they said it, then the answer from the bank. */
function answer(s: Speaker, point: Point, opponentText: string): string {
  const quoted = quoteLine(s, opponentText, point) ?? own(s, `${capitalise(point.name)} came up.`);
  const ownSide = s.stand !== 'neutral' && sideOfPoint(s.kase, point) === s.stand;
  if (ownSide) return sentence(quoted, say(s, AGREE));
  const pivot = s.stand === 'neutral' ? sentence(say(s, NEUTRAL_LEADS.concede), say(s, NEUTRAL_LEADS.but)) : say(s, s.voice.pivot);
  return sentence(quoted, traitLine(s, 'react') || pivot, s.composer.note(own(s, point.answer)));
}

function openingSpeech(s: Speaker, previous: readonly CompletedTurn[]): Speech {
  const [a, b] = (s.stand === 'neutral' ? s.plan : unusedPoints(s, previous)) as [Point, Point];
  const funny = s.kase.funny ? maybe(s, FUNNY_LINES.open) : '';
  const intro = sentence(opener(s, s.voice.open), funny, position(s), personaLine(s, 'opening'));
  // The second speaker names the first speaker's opening argument and defers the answer to the rebuttal.
  const firstSpeaker =
    s.seat === 1 ? pointsIn(speakerTexts(previous, 0).join('\n'), [...s.kase.points.for, ...s.kase.points.against])[0] : undefined;
  const noted =
    firstSpeaker && (s.stand === 'neutral' || sideOfPoint(s.kase, firstSpeaker) !== s.stand)
      ? say(s, NOTED, { name: firstSpeaker.name, Name: capitalise(firstSpeaker.name) })
      : '';
  let body: string[];
  if (s.stand === 'neutral') {
    const [forPoint, againstPoint] = sideOfPoint(s.kase, a) === 'for' ? [a, b] : [b, a];
    body = [
      argue(s, NEUTRAL_LEADS.forSide, forPoint),
      sentence(
        argue(s, NEUTRAL_LEADS.againstSide, againstPoint),
        s.composer.fresh(s.kase.hinge) ? s.composer.note(own(s, s.kase.hinge)) : '',
      ),
    ];
  } else body = [argue(s, s.voice.first, a), argue(s, s.voice.second, b)];
  const text = paragraphs(sentence(intro, noted), ...body, ending(s, question(s, a)));
  const summary =
    s.stand === 'neutral'
      ? sentence(
          say(
            s,
            NEUTRAL_SUMMARY_OPEN,
            sideOfPoint(s.kase, a) === 'for'
              ? { a: a.name, A: capitalise(a.name), b: b.name }
              : { a: b.name, A: capitalise(b.name), b: a.name },
          ),
          capitalise(s.kase.hinge),
        )
      : sentence(positionSentence(s), say(s, REASONS, { a: a.name, A: capitalise(a.name), b: b.name }));
  return { text, summary };
}

/** The opponent's arguments this speaker has not answered yet, those of their last turn first. */
function openPoints(s: Speaker, previous: readonly CompletedTurn[]): Point[] {
  const owners = ownersOf(s.kase, s.settings, previous);
  const opponent = s.seat === 0 ? 1 : 0;
  const mine = speakerTexts(previous, s.seat).join('\n');
  const theirs = speakerTexts(previous, opponent);
  const last = theirs.at(-1) ?? '';
  const points = [...owners].filter(([p, owner]) => owner === opponent && !answers(mine, p) && !quoteOf(mine, p)).map(([p]) => p);
  const recent = points.filter((p) => quoteOf(last, p));
  return [...recent, ...points.filter((p) => !recent.includes(p))];
}

function rebuttalSpeech(s: Speaker, previous: readonly CompletedTurn[]): Speech {
  // A new argument nobody has made yet; an ally may already have made the planned one.
  const fresh = unusedPoints(s, previous)[0];
  const opponent = s.seat === 0 ? 1 : 0;
  const theirText = speakerTexts(previous, opponent).join('\n\n');
  const [x, y] = openPoints(s, previous);
  const last = speakerTexts(previous, opponent).at(-1) ?? '';
  const allies = x && s.stand !== 'neutral' && sideOfPoint(s.kase, x) === s.stand;
  // A rebuttal engages the opponent's last speech; an ally's last speech may hold none of their own arguments.
  const fromLast = [x, y].some((p) => p && quoteOf(last, p))
    ? ''
    : sentence(say(s, s.voice.quote, { q: claimsFrom(last, 1)[0] ?? 'nothing at all' }), say(s, allies ? AGREE : s.voice.pivot));
  const first = x ? answer(s, x, theirText) : fromLast;
  const second = x && fromLast ? fromLast : y ? answer(s, y, theirText) : '';
  const text = paragraphs(
    sentence(opener(s, s.voice.rebut), first),
    second,
    fresh ? argue(s, s.voice.fresh, fresh) : objection(s, previous),
    ending(s, sentence(personaLine(s, 'rebuttal'), question(s, fresh))),
  );
  const agreed = allies;
  const met = [x, x && fromLast ? undefined : y].filter((p): p is Point => Boolean(p)).map((p) => p.name);
  const summary = sentence(met.length ? say(s, agreed ? AGREED : ANSWERED, { names: list(met) }) : '', fresh?.claim ?? '');
  return { text, summary };
}

function closingSpeech(s: Speaker, previous: readonly CompletedTurn[]): Speech {
  const opponent = s.seat === 0 ? 1 : 0;
  const owners = ownersOf(s.kase, s.settings, previous);
  const theirText = speakerTexts(previous, opponent).join('\n\n');
  const myPoints = [...owners].filter(([, o]) => o === s.seat).map(([p]) => p);
  const theirPoints = [...owners].filter(([, o]) => o === opponent).map(([p]) => p);
  const unanswered = myPoints.filter((p) => !answers(theirText, p) && !quoteOf(theirText, p));
  const [loose] = openPoints(s, previous);
  const allies = theirPoints.length > 0 && theirPoints.every((p) => s.stand !== 'neutral' && sideOfPoint(s.kase, p) === s.stand);
  const clash =
    myPoints[0] && theirPoints[0] && s.stand !== 'neutral' && !allies
      ? say(s, CLASH, { mine: myPoints[0].name, Mine: capitalise(myPoints[0].name), theirs: theirPoints.at(-1)!.name })
      : '';
  const lastWord = loose ? sentence(say(s, STILL_OPEN), answer(s, loose, theirText)) : '';
  let weighing: string;
  if (s.stand === 'neutral') {
    const forNames = [...owners.keys()].filter((p) => sideOfPoint(s.kase, p) === 'for').map((p) => p.name);
    const againstNames = [...owners.keys()].filter((p) => sideOfPoint(s.kase, p) === 'against').map((p) => p.name);
    weighing = sentence(
      say(s, NEUTRAL_STANDS, {
        for: list(forNames.slice(0, 3)),
        For: capitalise(list(forNames.slice(0, 3))),
        against: list(againstNames.slice(0, 3)),
      }),
      say(s, NEUTRAL_CLOSE),
    );
  } else if (theirPoints.length && theirPoints.every((p) => sideOfPoint(s.kase, p) === s.stand)) {
    // Both speakers on the same side: no clash to report, only whose reasons go further.
    weighing = sentence(
      say(s, ALLIES, { name: (myPoints[0] ?? s.plan[0]!).name, Name: capitalise((myPoints[0] ?? s.plan[0]!).name) }),
      closeLine(s),
    );
  } else {
    const standing = unanswered.length
      ? say(s, STANDING, { names: list(unanswered.map((p) => p.name)), Names: capitalise(list(unanswered.map((p) => p.name))) })
      : myPoints[0]
        ? say(s, ANSWERED_ALL, { name: myPoints[0].name, Name: capitalise(myPoints[0].name) })
        : '';
    weighing = sentence(standing, closeLine(s));
  }
  const text = paragraphs(sentence(opener(s, s.voice.sum), clash), lastWord, sentence(weighing, personaLine(s, 'closing')), ending(s, ''));
  const summary =
    s.stand === 'neutral'
      ? neutralVerdict(s, myPoints)
      : sentence(
          capitalise(say(s, CLOSING_SUMMARY.side, { clause: clauseOf(s) })),
          unanswered.length && !allies ? say(s, UNANSWERED, { names: list(unanswered.map((p) => p.name)) }) : '',
        );
  return { text, summary };
}

const ALSO = [
  'I agree that {clause}.',
  'I also hold that {clause}.',
  'On the answer we agree: {clause}.',
  'Like my opponent, I say {clause}.',
];

/** The speaker's position as the first sentence of a summary; an ally who stated it first gets an "I agree". */
function positionSentence(s: Speaker): string {
  const plain = own(s, `${capitalise(clauseOf(s))}.`);
  return s.composer.fresh(plain) ? s.composer.note(plain) : say(s, ALSO, { clause: clauseOf(s) });
}

/** The topic's last line for the speaker's side, unless an ally on the same side has used it. */
function closeLine(s: Speaker): string {
  const line = own(s, s.kase.close[s.stand as Side]);
  return s.composer.fresh(line) ? s.composer.note(line) : '';
}

/** The speaker's arguments nobody has made yet in this debate, the planned ones first, then the rest of the side's. */
function unusedPoints(s: Speaker, previous: readonly CompletedTurn[]): Point[] {
  const said = mentioned(s.kase, previous);
  const side = s.stand === 'neutral' ? sideOfPoint(s.kase, s.plan[0]!) : s.stand;
  return [...s.plan, ...s.kase.points[side]].filter((p, i, all) => !said.has(p) && all.indexOf(p) === i);
}

const OBJECTION = [
  'The best objection to our side: "{q}".',
  'Critics would say "{q}".',
  'The other side’s strongest line: "{q}".',
  'One objection deserves an answer: "{q}".',
];

/** When allies have used up their side's arguments: raise the other side's best objection and answer it. */
function objection(s: Speaker, previous: readonly CompletedTurn[]): string {
  const said = mentioned(s.kase, previous);
  const other: Side = s.stand === 'for' ? 'against' : 'for';
  const point = s.kase.points[other].find((p) => !said.has(p));
  if (!point) return '';
  return sentence(say(s, OBJECTION, { q: point.claim.replace(/[.!?]$/, '') }), s.composer.note(own(s, point.answer)));
}

function neutralVerdict(s: Speaker, myPoints: readonly Point[]): string {
  const a = (myPoints.find((p) => sideOfPoint(s.kase, p) === 'for') ?? s.plan[0]!).name;
  const b = (myPoints.find((p) => sideOfPoint(s.kase, p) === 'against') ?? s.plan[1]!).name;
  return say(s, CLOSING_SUMMARY.neutral, { a, A: capitalise(a), b });
}

/** The speaker of a seat, as one of their turns (or answers) is composed. */
function speakerAt(request: TurnRequest, seat: 0 | 1, moment: string, seed: string): Speaker {
  const { settings, previous } = request;
  const speaker = seatOf(settings, seat);
  const kase = caseOf(settings.topic, seed);
  const { stand, points } = planOf(kase, settings, seat, seed);
  return {
    settings,
    kase,
    seat,
    speaker,
    stand,
    strength: strengthOf(speaker.stance),
    voice: VOICES[speaker.rhetoricStyle],
    persona: readPersona(speaker.systemPrompt),
    composer: new Composer(
      `${debateSeed(settings, seed)}|${seat}|${moment}|${speaker.rhetoricStyle}|${speaker.stance}`,
      previous.flatMap((p) => [p.text, p.summary]),
    ),
    vars: { yes: kase.yes, no: kase.no, subject: kase.subject, people: kase.people },
    plan: points,
  };
}

export function speakerSpeech(request: TurnRequest, turn: SpeakerTurnRef, seed: string): Speech {
  const { previous } = request;
  const s = speakerAt(request, turn.speakerIndex, String(turn.roundIndex), seed);
  if (turn.roundType === 'constructive') return openingSpeech(s, previous);
  if (turn.roundType === 'rebuttal') return rebuttalSpeech(s, previous);
  return closingSpeech(s, previous);
}

const TO_THE_QUESTION = [
  'To the question, "{q}": my answer is plain.',
  'You ask: "{q}". Here is my answer.',
  'On "{q}", I answer directly.',
  'The question was "{q}". I will answer it.',
];
const ANSWER_LEADS = ['Here is why:', 'The reason:', 'What decides it for me:', 'My answer rests on this:'];
const ANSWER_SUMMARY = [
  'Asked "{q}", the {seat} answers that {clause}, pointing to {name}.',
  'To "{q}", the {seat} replies that {clause}, because of {name}.',
];

/** A speaker's answer to a question put to both speakers: the answer, one argument for it, where it leaves the debate. */
export function answerSpeech(request: TurnRequest, turn: AnswerTurnRef, seed: string): Speech {
  const s = speakerAt(request, turn.speakerIndex, `q${turn.questionIndex}`, seed);
  const q = (questionOf(turn, request.previous) ?? 'the question').replace(/\s+/g, ' ').trim();
  const [point] = [...unusedPoints(s, request.previous), ...s.plan] as [Point];
  const text = paragraphs(
    sentence(say(s, TO_THE_QUESTION, { q }), position(s)),
    argue(s, ANSWER_LEADS, point),
    sentence(personaLine(s, 'closing'), closeLine(s)),
  );
  const summary = say(s, ANSWER_SUMMARY, { q, seat: turn.speaker, clause: clauseOf(s), name: point.name });
  return { text, summary };
}

const MODERATOR = {
  welcome: [
    'Welcome to this {styleName}.',
    'Good evening, and welcome.',
    'Welcome, everyone.',
    'Thank you for joining us.',
    'Welcome to the floor.',
    'Good evening. Let us begin.',
    'Welcome, all.',
  ],
  motion: [
    'Tonight’s motion: "{topic}"',
    'The question before us: "{topic}"',
    'Our question: "{topic}"',
    'The motion reads: "{topic}"',
    'We debate this: "{topic}"',
    'On the table: "{topic}"',
  ],
  first: [
    'Our First Speaker is {words}, in {rhetoric} style.',
    'Opening is the First Speaker, {words}, in {rhetoric} style.',
    'The First Speaker will be {words}, in {rhetoric} style.',
    'First, {words}, {rhetoric} speaker.',
    'In the first seat, {words}: {rhetoric} voice.',
  ],
  second: [
    'Our Second Speaker is {words}, in {rhetoric} style.',
    'Replying is the Second Speaker, {words}, in {rhetoric} style.',
    'The Second Speaker will be {words}, in {rhetoric} style.',
    'Second, {words}, {rhetoric} speaker.',
    'In the second seat, {words}: {rhetoric} voice.',
  ],
  rules: [
    'Three rounds follow: cases, rebuttals, closings.',
    'Each speaker makes a case, answers, then sums up.',
    'Opening cases first, then rebuttals, then closings.',
    'The format: cases, replies, summaries.',
    'Three rounds, two speakers, one question.',
    'Cases, then rebuttals, then the last word.',
  ],
  floor: [
    'First Speaker, the floor is yours.',
    'First Speaker, please begin.',
    'Over to our First Speaker.',
    'First Speaker, when you are ready.',
    'First Speaker, begin.',
  ],
  end: [
    'That brings our {styleName} to a close.',
    'And that is three rounds.',
    'We have reached the end.',
    'That concludes the debate.',
    'Three rounds are done.',
    'Time is up.',
    'And there we must stop.',
  ],
  recap: [
    'The {seat} Speaker, {words}, built a case on {names}.',
    'We heard the {seat} Speaker, {words}, argue from {names}.',
    'The {seat} Speaker, {words}, relied on {names}.',
    'From the {seat} Speaker, {words}: {names}.',
    'The {seat} Speaker, {words}, pressed {names}.',
  ],
  clash: [
    'The sharpest exchange was over {name}.',
    'Both speakers returned to {name}.',
    'If one argument drew fire, it was {name}.',
    'Much turned on {name}.',
    'Watch {name}; it was contested hardest.',
  ],
  verdict: [
    'I take no side. The judgement is yours.',
    'Which case weighs more is for you to decide.',
    'The verdict belongs to you.',
    'The poll is yours now.',
    'I will not declare a winner; you will.',
    'Over to you, the audience.',
  ],
  opened: [
    'The moderator opens the {styleName} and introduces both speakers.',
    'The moderator sets the question and the rules, taking no side.',
    'A neutral welcome, the motion, and the two speakers.',
    'The moderator introduces the question and both positions.',
    'The debate opens: the motion, the speakers and the format.',
  ],
  closed: [
    'The moderator recaps both cases without declaring a winner.',
    'A neutral recap of both cases; the verdict is left to the audience.',
    'The moderator closes, naming each side’s arguments and no winner.',
    'Both cases summed up, and the judgement handed to the audience.',
    'The debate closes with a recap of each side, and no verdict.',
  ],
};

export function moderatorSpeech(request: TurnRequest, turn: ModeratorTurnRef, seed: string): Speech {
  const { settings, previous } = request;
  const kase = caseOf(settings.topic, seed);
  const composer = new Composer(
    `${debateSeed(settings, seed)}|moderator|${turn.phase}`,
    previous.flatMap((p) => [p.text, p.summary]),
  );
  const styleName = STYLE_NAMES[settings.debateStyle];
  const line = (bank: readonly string[], vars: Vars = {}) => composer.line(bank, (t) => fill(t, { styleName, ...vars }));
  if (turn.phase === 'opening') {
    const speaker = (seat: 0 | 1) => ({
      words: composer.choose(STANCE_WORDS[stanceLabel(seatOf(settings, seat).stance)]),
      rhetoric: RHETORIC_WORDS[seatOf(settings, seat).rhetoricStyle],
    });
    const text = paragraphs(
      sentence(line(MODERATOR.welcome), line(MODERATOR.motion, { topic: kase.topic })),
      sentence(line(MODERATOR.first, speaker(0)), line(MODERATOR.second, speaker(1))),
      sentence(composer.note(kase.hinge), line(MODERATOR.rules)),
      line(MODERATOR.floor),
    );
    return { text, summary: line(MODERATOR.opened) };
  }
  const owners = ownersOf(kase, settings, previous);
  const recap = (seat: 0 | 1) => {
    const names = [...owners].filter(([, o]) => o === seat).map(([p]) => p.name);
    const name = seat === 0 ? 'First' : 'Second';
    const words = composer.choose(STANCE_WORDS[stanceLabel(seatOf(settings, seat).stance)]);
    return names.length ? line(MODERATOR.recap, { seat: name, words, names: list(names.slice(0, 3)) }) : '';
  };
  const texts = previous.filter((t) => t.turn.role === 'speaker').map((t) => t.text);
  const contested = [...owners].find(([point, seat]) => texts.some((t, i) => i % 2 !== seat && answers(t, point)));
  const text = paragraphs(
    line(MODERATOR.end),
    sentence(recap(0), recap(1)),
    sentence(contested ? line(MODERATOR.clash, { name: contested[0].name }) : '', line(MODERATOR.verdict)),
  );
  return { text, summary: line(MODERATOR.closed) };
}
