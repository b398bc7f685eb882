/**
 * Reading a typed-in topic the way a debater would: what kind of question it
 * is (a proposal to do something, or a proposition that is true or false),
 * what is being argued about as a noun phrase ("banning leaf blowers"), and
 * each side's position as a clause ("we should ban leaf blowers" / "we should
 * not ban leaf blowers"). A topic it cannot read with confidence — another
 * script, emoji, a "why" or "which" question, a shape it does not know — is
 * "opaque": the speakers then call it "the motion" and never splice its words
 * into their sentences.
 */
import { BASE_VERBS, gerund, gerundOfParticiple, isParticiple, thirdPerson } from './verbs.ts';

export interface Motion {
  /** The topic as typed, trimmed. */
  topic: string;
  kind: 'proposal' | 'proposition' | 'opaque';
  /** What is argued about as a noun phrase: "banning leaf blowers", "the motion". */
  subject: string;
  /** The "for" side's position as a clause. */
  yes: string;
  /** The "against" side's position as a clause. */
  no: string;
}

/** Agents of a proposal rather than its content: "Should cities ban cars" is about banning cars. */
const GENERIC_AGENTS = new Set(
  (
    'we|you|people|society|governments|government|the government|cities|states|countries|nations|schools|parents|' +
    'employers|companies|rich countries|wealthy nations|the state|everyone|individuals|citizens|consumers|adults|' +
    'the public|politicians|lawmakers|our city|our town|our school'
  ).split('|'),
);

/** Words that begin the predicate of "Is <subject> <predicate>?". */
const PREDICATE_STARTERS = new Set(
  (
    'a an the better worse more less most least worth ever really still always never truly actually just too very good bad ' +
    'fair right wrong justified necessary possible acceptable important ethical moral overrated underrated dead dangerous ' +
    'harmful helpful healthy unhealthy safe real inevitable essential obsolete sustainable superior inferior key half full ' +
    'empty rude polite worth cheaper faster slower smarter kinder healthier safer greener fairer stronger weaker'
  ).split(/\s+/),
);

// Verbs whose subject is the whole point: "Should schools start later" is about schools starting later.
const INTRANSITIVE = new Set(
  'start stay exist go come move run work live remain compete vote wait sleep travel succeed fail die matter last'.split(' '),
);

const join = (words: readonly string[]) => words.join(' ').trim();
const isVerb = (word: string | undefined) => Boolean(word && BASE_VERBS.has(word.toLowerCase()));

// Another script or emoji: the words cannot be worked into English sentences.
const NOT_ENGLISH = /\p{Extended_Pictographic}|(?=\p{L})[^\p{Script=Latin}]/u;

function opaque(topic: string): Motion {
  return { topic, kind: 'opaque', subject: 'the motion', yes: 'the motion should carry', no: 'the motion should fall' };
}

/** "Should <rest>?" and "Must <rest>?": a proposal, or null when the verb cannot be found. */
function readShould(rest: string[], modal: string): Omit<Motion, 'topic' | 'kind'> | null {
  if (rest[0]?.toLowerCase() === 'there' && rest[1] === 'be' && rest.length > 2) {
    const x = join(rest.slice(2));
    return { subject: `introducing ${x}`, yes: `there ${modal} be ${x}`, no: `there ${modal} not be ${x}` };
  }
  const be = rest.indexOf('be');
  const verbAt = rest.findIndex((w, i) => i > 0 && isVerb(w));
  if (be > 0 && (verbAt < 0 || be <= verbAt)) {
    const x = join(rest.slice(0, be));
    const predicate = rest.slice(be + 1);
    if (!predicate.length) return null;
    const head = predicate[0]!;
    const subject = isParticiple(head) ? join([gerundOfParticiple(head), x, ...predicate.slice(1)]) : join(['making', x, ...predicate]);
    return { subject, yes: `${x} ${modal} be ${join(predicate)}`, no: `${x} ${modal} not be ${join(predicate)}` };
  }
  if (verbAt < 0) return null;
  const agent = join(rest.slice(0, verbAt));
  const action = rest.slice(verbAt + 1);
  const verb = rest[verbAt]!.toLowerCase();
  const keepAgent = !GENERIC_AGENTS.has(agent.toLowerCase()) || INTRANSITIVE.has(verb);
  const subject = join([...(keepAgent ? [agent] : []), gerund(verb), ...action]);
  return { subject, yes: `${agent} ${modal} ${join([verb, ...action])}`, no: `${agent} ${modal} not ${join([verb, ...action])}` };
}

/** "Can/Will <x> <verb> …?": a proposition about what is possible or will happen. */
function readModal(rest: string[], modal: string): Omit<Motion, 'topic' | 'kind'> | null {
  const verbAt = rest.findIndex((w, i) => i > 0 && isVerb(w));
  if (verbAt < 0) return null;
  const clause = (not: boolean) =>
    join([...rest.slice(0, verbAt), modal === 'can' && not ? 'cannot' : not ? `${modal} not` : modal, ...rest.slice(verbAt)]);
  return { subject: `the claim that ${clause(false)}`, yes: clause(false), no: clause(true) };
}

/** "Is/Are <x> <predicate>?" */
function readIs(rest: string[], verb: string): Omit<Motion, 'topic' | 'kind'> | null {
  const first = rest[0]?.toLowerCase();
  if (first === 'it' || first === 'there') {
    if (rest.length < 2) return null;
    const clause = (not: boolean) => join([rest[0]!, verb, ...(not ? ['not'] : []), ...rest.slice(1)]);
    return { subject: `the claim that ${clause(false)}`, yes: clause(false), no: clause(true) };
  }
  let split = rest.findIndex((w, i) => i > 0 && PREDICATE_STARTERS.has(w.toLowerCase()));
  if (split < 0) split = rest.findIndex((w, i) => i > 0 && /(ing|ly|ful|ous|ed|ive|ble)$/.test(w.toLowerCase()));
  if (split < 0) split = rest.length - 1;
  if (split < 1) return null;
  const x = join(rest.slice(0, split));
  const predicate = join(rest.slice(split));
  const yes = `${x} ${verb} ${predicate}`;
  return { subject: `the claim that ${yes}`, yes, no: `${x} ${verb} not ${predicate}` };
}

/** "Do/Does <x> <verb> …?" */
function readDo(rest: string[], auxiliary: string): Omit<Motion, 'topic' | 'kind'> | null {
  const verbAt = rest.findIndex((w, i) => i > 0 && isVerb(w));
  if (verbAt < 0) return null;
  const x = join(rest.slice(0, verbAt));
  const verb = rest[verbAt]!.toLowerCase();
  const object = rest.slice(verbAt + 1);
  const yes = join([x, auxiliary === 'does' ? thirdPerson(verb) : auxiliary === 'did' ? `did ${verb}` : verb, ...object]);
  return { subject: `the claim that ${yes}`, yes, no: join([x, auxiliary, 'not', verb, ...object]) };
}

export function readMotion(rawTopic: string): Motion {
  const topic = rawTopic.trim().replace(/\s+/g, ' ');
  if (NOT_ENGLISH.test(topic) || /[:;"“”()]/.test(topic)) return opaque(topic);
  const bare = topic.replace(/[?.!]+$/, '').trim();
  const words = bare.split(' ');
  const first = words[0]?.toLowerCase() ?? '';
  const rest = words.slice(1);
  if (!rest.length || /\b(or not|rather|which|versus|vs)\b/i.test(bare)) return opaque(topic);
  let reading: Omit<Motion, 'topic' | 'kind'> | null = null;
  let kind: Motion['kind'] = 'proposition';
  if (first === 'should' || first === 'must') {
    kind = 'proposal';
    reading = readShould(rest, first);
  } else if (first === 'can' || first === 'will') reading = readModal(rest, first);
  else if (first === 'is' || first === 'are') reading = readIs(rest, first);
  else if (first === 'do' || first === 'does' || first === 'did') reading = readDo(rest, first);
  else if (isVerb(first) && !/\?$/.test(topic)) {
    // An imperative: "Ban leaf blowers".
    kind = 'proposal';
    // Its own words would make the position a copy of the topic, so the position speaks of the gerund.
    const subject = join([gerund(first), ...rest]);
    reading = { subject, yes: `${subject} is the right call`, no: `${subject} would be a mistake` };
  }
  // A statement ("Remote villages deserve the same broadband as cities.") is its own position: quoting it
  // back in every sentence would paste the topic, so it is argued as "the motion".
  return reading ? { topic, kind, ...reading } : opaque(topic);
}
