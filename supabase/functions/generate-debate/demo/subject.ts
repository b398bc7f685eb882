/**
 * Reading a topic the way a debater would: what is being argued about (a noun
 * phrase such as "banning cars from downtown areas") and the claim itself
 * ("cars should be banned…"), so sentences talk about the subject instead of
 * pasting the question into them.
 */
import { COMMON_VERBS, gerund, gerundOfParticiple, thirdPerson } from './verbs.ts';

export interface TopicReading {
  /** The topic as written, without trailing punctuation. */
  topic: string;
  isQuestion: boolean;
  /** The matter under debate as a noun phrase: "banning cars from downtown areas". */
  subject: string;
  /** What the "for" side asserts, as a clause: "cities should ban cars from downtown areas". */
  claim: string;
  /** A short handle for the thing itself: "cars", "nuclear power". */
  focus: string;
}

/** Subjects that are the agent of a proposal rather than its content ("Should cities ban …" → "banning …"). */
const GENERIC_AGENTS = new Set([
  'we',
  'you',
  'people',
  'society',
  'governments',
  'government',
  'the government',
  'cities',
  'states',
  'countries',
  'nations',
  'schools',
  'parents',
  'employers',
  'companies',
  'rich countries',
  'wealthy nations',
  'the state',
  'everyone',
  'individuals',
  'citizens',
  'consumers',
  'adults',
  'the public',
  'politicians',
  'lawmakers',
]);

/** Words that begin the predicate of "Is <subject> <predicate>?". */
const PREDICATE_STARTERS = new Set(
  (
    'the a an better worse more less most least worth ever really still always never truly actually just too very good bad ' +
    'fair right wrong justified necessary possible acceptable important ethical moral overrated underrated dead dangerous ' +
    'harmful helpful healthy unhealthy safe real inevitable essential obsolete sustainable superior inferior key half full empty'
  ).split(/\s+/),
);
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'our', 'your', 'their', 'my']);

const clean = (words: readonly string[]) => words.join(' ').trim();

function lowerFirst(text: string): string {
  // Keep proper nouns and acronyms ("Mars", "AI") as written.
  return /^[A-Z][a-z]/.test(text) && !/^(Mars|Earth|Europe|America|Africa|Asia|God|English)\b/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

function dropGenericAgent(subjectWords: string[]): string | null {
  const subject = clean(subjectWords).toLowerCase();
  return GENERIC_AGENTS.has(subject) ? null : clean(subjectWords);
}

const FOCUS_STOPS = new Set(['of', 'in', 'from', 'to', 'for', 'on', 'with', 'like', 'than', 'or', 'and', 'at', 'by', 'into']);

function focusOf(phrase: string): string {
  const words: string[] = [];
  for (const word of phrase.split(' ')) {
    if (FOCUS_STOPS.has(word.toLowerCase())) break;
    if (!DETERMINERS.has(word.toLowerCase())) words.push(word);
  }
  return clean(words.slice(0, 3)) || phrase;
}

const ADVERBS = new Set(['still', 'really', 'ever', 'always', 'also', 'now', 'finally']);

function readShould(input: string[]): Omit<TopicReading, 'topic' | 'isQuestion'> | null {
  let words = input;
  // "Should there be X" → "introducing X"
  if (words[0]?.toLowerCase() === 'there' && words[1] === 'be' && words.length > 2) {
    const x = clean(words.slice(2));
    return { subject: `introducing ${x}`, claim: `there should be ${x}`, focus: focusOf(x) };
  }
  words = words.filter((w) => !ADVERBS.has(w.toLowerCase()));
  // "Should X be <participle> Y" → "<participle→gerund> X Y"
  const be = words.indexOf('be');
  if (be > 0) {
    const subjectWords = words.slice(0, be);
    const rest = words.slice(be + 1);
    const x = clean(subjectWords);
    const claim = `${x} should be ${clean(rest)}`;
    const head = rest[0] ?? '';
    if (/(ed|en|wn|ught|aid|eld|ept|ade|one|ilt|old|ent|ut|et)$/.test(head) && !PREDICATE_STARTERS.has(head)) {
      return { subject: clean([gerundOfParticiple(head), x, ...rest.slice(1)]), claim, focus: focusOf(x) };
    }
    // "Should college education be free" → "making college education free"
    return { subject: clean(['making', x, ...rest]), claim, focus: focusOf(x) };
  }
  const verbAt = words.findIndex((w, i) => i > 0 && COMMON_VERBS.has(w.toLowerCase()));
  const verbIndex = verbAt > 0 ? verbAt : words.length > 1 && COMMON_VERBS.has(words[0]!.toLowerCase()) ? 0 : -1;
  if (verbIndex < 0) return null;
  const subjectWords = words.slice(0, verbIndex);
  const verb = words[verbIndex]!;
  const object = words.slice(verbIndex + 1);
  const agent = subjectWords.length ? dropGenericAgent(subjectWords) : null;
  const claim = `${clean(subjectWords) || 'we'} should ${clean([verb, ...object])}`;
  const subject = clean([...(agent ? [agent] : []), gerund(verb), ...object]);
  return { subject, claim, focus: focusOf(agent ?? (clean(object) || subject)) };
}

function readIs(verb: 'is' | 'are', words: string[]): Omit<TopicReading, 'topic' | 'isQuestion'> | null {
  // "Is it <adjective> to <verb> Y" → "<verb→gerund> Y"
  if (words[0]?.toLowerCase() === 'it') {
    const to = words.indexOf('to');
    if (to > 1 && words[to + 1]) {
      const action: string[] = [];
      const tail = words.slice(to + 2);
      for (let i = 0; i < tail.length; i++) {
        // "to rent or to buy a home" → "renting or buying a home"
        if (tail[i] === 'or' && tail[i + 1] === 'to' && tail[i + 2]) {
          action.push('or', gerund(tail[i + 2]!));
          i += 2;
        } else action.push(tail[i]!);
      }
      const subject = clean([gerund(words[to + 1]!), ...action]);
      return { subject, claim: `it is ${clean(words.slice(1))}`, focus: focusOf(subject) };
    }
    return null;
  }
  let split = -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    if (PREDICATE_STARTERS.has(w) || /(ing|ly|ful|ous)$/.test(w)) {
      split = i;
      break;
    }
  }
  if (split < 0) split = Math.max(1, words.length - 1);
  const x = clean(words.slice(0, split));
  const predicate = clean(words.slice(split));
  // A proposition, not a proposal: the sides argue for or against accepting it.
  const claim = `${x} ${verb} ${predicate}`;
  return { subject: `accepting that ${claim}`, claim, focus: focusOf(x) };
}

function readDo(verb: 'do' | 'does', words: string[]): Omit<TopicReading, 'topic' | 'isQuestion'> | null {
  const verbAt = words.findIndex((w, i) => i > 0 && COMMON_VERBS.has(w.toLowerCase()));
  const at = verbAt > 0 ? verbAt : words.length > 2 ? 1 : -1;
  if (at < 0) return null;
  const x = clean(words.slice(0, at));
  const v = words[at]!;
  const object = words.slice(at + 1);
  const claim = clean([x, verb === 'does' ? thirdPerson(v) : v.toLowerCase(), ...object]);
  return { subject: `accepting that ${claim}`, claim, focus: focusOf(x) };
}

export function readTopic(rawTopic: string): TopicReading {
  const trimmed = rawTopic.trim().replace(/\s+/g, ' ');
  const topic = trimmed.replace(/[?.!\s]+$/, '');
  const words = topic.split(' ');
  const first = words[0]?.toLowerCase() ?? '';
  const rest = words.slice(1);
  const isQuestion =
    /\?\s*$/.test(trimmed) || /^(should|must|can|could|will|would|do|does|did|is|are|was|were|has|have|may|might)$/.test(first);

  let reading: Omit<TopicReading, 'topic' | 'isQuestion'> | null = null;
  if (rest.length) {
    if (first === 'should' || first === 'must' || first === 'can' || first === 'could') reading = readShould(rest);
    else if (first === 'is' || first === 'are') reading = readIs(first, rest);
    else if (first === 'do' || first === 'does') reading = readDo(first, rest);
  }
  if (!reading) {
    // A statement, or a question shape we do not parse: argue about "the idea that …".
    const claim = isQuestion ? clean(rest) || topic : topic;
    reading = { subject: `the idea that ${lowerFirst(claim)}`, claim: lowerFirst(claim), focus: focusOf(lowerFirst(claim)) };
  }
  const subject = lowerFirst(reading.subject.replace(/\s+/g, ' ').trim());
  return {
    topic,
    isQuestion,
    subject,
    claim: lowerFirst(reading.claim.replace(/\s+/g, ' ').trim()),
    focus: lowerFirst(reading.focus),
  };
}
