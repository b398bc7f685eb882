/**
 * The personality hint, read once and worn for the whole debate: who the
 * speaker is ("A retired urban planner", "You are a sceptical economist who
 * loves data") and how they talk ("Be sarcastic", "Speak like a pirate").
 * Every turn of a speaker with a hint carries it — a line in the role, a
 * habit of the trait — instead of pasting the hint once. A hint it cannot
 * read (another language, a long instruction) is left alone rather than
 * spliced into a sentence.
 */
export type Trait = 'sarcastic' | 'sceptical' | 'data' | 'optimist' | 'pessimist' | 'humour' | 'brief' | 'polite' | 'blunt' | 'pirate';

export interface Persona {
  /** "a retired urban planner": fits "As {role}, …". */
  role: string | null;
  traits: ReadonlySet<Trait>;
  /** "the cost to small businesses": from "Focus on the cost to small businesses". */
  focus: string | null;
}

const TRAIT_WORDS: ReadonlyArray<[Trait, RegExp]> = [
  ['sarcastic', /\b(sarcas\w*|ironic\w*|snark\w*|sardonic)\b/i],
  ['sceptical', /\b(scepti\w*|skepti\w*|cynic\w*|doubt\w*)\b/i],
  ['data', /\b(data|numbers|statistic\w*|figures|evidence-based|economist|scientist|analyst|statistician)\b/i],
  ['optimist', /\b(optimis\w*|hopeful|cheerful|upbeat|positive)\b/i],
  ['pessimist', /\b(pessimis\w*|gloomy|grumpy|doom\w*)\b/i],
  ['humour', /\b(funny|humou?r\w*|joke\w*|comedian|witty|playful|silly)\b/i],
  ['brief', /\b(brief|concise|short|terse|succinct)\b/i],
  ['polite', /\b(polite|courteous|gentle|kind|respectful|diplomat\w*)\b/i],
  ['blunt', /\b(blunt|aggressive|combative|fierce|angry|ruthless|direct)\b/i],
  ['pirate', /\bpirate\b/i],
];

const ROLE_PREFIX =
  /^(?:you are|you're|i am|i'm|act as|acting as|play|playing|speak as|speaking as|argue as|respond as|pretend to be|as|talk like|speak like|sound like)\s+/i;

function readRole(hint: string): string | null {
  const prefixed = ROLE_PREFIX.test(hint);
  const body = hint.replace(ROLE_PREFIX, '');
  // The role is the first clause, before "who", "that", "with" or punctuation.
  const head = body.split(/[.,;:!?\n]|\s(?:who|that|with|and|but)\s/i)[0]!.trim();
  const words = head.split(/\s+/);
  if (!head || words.length > 7 || !/^[A-Za-z][A-Za-z' -]*$/.test(head)) return null;
  if (/^(a|an|the)$/i.test(words[0]!)) return words.length > 1 ? `${words[0]!.toLowerCase()} ${words.slice(1).join(' ')}` : null;
  if (/^(someone|somebody)$/i.test(words[0]!)) return head.charAt(0).toLowerCase() + head.slice(1);
  if (/^[A-Z]/.test(head) && prefixed) return head; // "You are Socrates"
  // A bare noun phrase ("retired nurse"), not an instruction ("Be sarcastic").
  if (!prefixed && words.length <= 4 && !/^(be|use|speak|talk|argue|make|keep|focus|always|never|don't|do|try|sound|act)$/i.test(words[0]!))
    return `${/^[aeiou]/i.test(head) ? 'an' : 'a'} ${head.toLowerCase()}`;
  return null;
}

function readFocus(hint: string): string | null {
  const match = /\b(?:focus on|emphasi[sz]e|concentrate on|care about)\s+([A-Za-z][A-Za-z' -]{2,60}?)(?:[.,;!?\n]|$)/i.exec(hint);
  if (!match) return null;
  const focus = match[1]!.trim();
  return focus.split(/\s+/).length <= 8 ? focus.charAt(0).toLowerCase() + focus.slice(1) : null;
}

export function readPersona(hint: string): Persona {
  const text = hint.trim();
  if (!text) return { role: null, traits: new Set(), focus: null };
  const traits = new Set<Trait>(TRAIT_WORDS.filter(([, words]) => words.test(text)).map(([trait]) => trait));
  return { role: readRole(text), traits, focus: readFocus(text) };
}

/**
 * Lines a persona adds, per moment of a turn. `{role}` is the role, `{Role}`
 * the same capitalised, `{focus}` the hint's focus.
 */
export const ROLE_LINES = {
  opening: [
    'I speak as {role}.',
    'I come as {role}.',
    'A disclosure: I am {role}.',
    'I am {role}, for the record.',
    'Full disclosure: {role}, speaking.',
    'My view is {bareOf} view.',
    'Know where I stand: I am {role}.',
    'I argue as {role}.',
    'As {role}, I care about this.',
    'I bring {bareOf} eye to this.',
  ],
  rebuttal: [
    'As {role}, I have heard that before.',
    '{Role} distrusts replies that tidy.',
    'Speaking as {role}, I doubt it.',
    'Any {bare} would test that harder.',
    'As {role}, I see it fail.',
    'That reply would not survive {bareOf} day.',
    '{Role} knows better.',
    'My years as {role} say otherwise.',
    'Ask {role}; the reply is thin.',
    'As {role}, I see the gap.',
  ],
  closing: [
    'As {role}, I know which case I trust.',
    'My verdict, as {role}: clear.',
    'I began as {role}; I end convinced.',
    'Ask {role} which case survives real life.',
    'Seen by {role}, the choice is clear.',
    '{Role} would side with me.',
    'As {role}, I rest easy.',
    'Take it from {role}.',
    'Spoken as {role}: decide well.',
    '{Role}, signing off, convinced.',
  ],
} as const;

export const FOCUS_LINES = [
  'My concern is {focus}.',
  'Keep {focus} in view.',
  'The test I apply: {focus}.',
  'Think of {focus}.',
  'Remember {focus}.',
];

/**
 * A trait's habits: how it shows in an opening (`intro`), in reaction to the
 * opponent's words (`react`) and after the speaker's own argument (`colour`).
 * `lead` is a lead-in for the speaker's first sentence of a reply.
 */
export const TRAIT_LINES: Readonly<Record<Trait, { intro: readonly string[]; react: readonly string[]; colour: readonly string[] }>> = {
  sarcastic: {
    intro: [
      'I am sure this will be a calm and measured evening.',
      'I can hardly wait to hear the other side.',
      'Let us all pretend this is a difficult question.',
    ],
    react: [
      'Wonderful. Truly.',
      'What a comforting thought.',
      'Marvellous, if only it were true.',
      'I am sure that will go perfectly.',
      'Oh, good.',
    ],
    colour: [],
  },
  sceptical: {
    intro: [
      'I distrust easy answers, including my own.',
      'I am a doubter by temperament, so bear with me.',
      'I will take nothing on faith tonight.',
    ],
    react: [
      'Forgive me if I do not take that on faith.',
      'Show me the evidence before the adjectives.',
      'I have doubts, and here they are.',
    ],
    colour: ['Doubt it if you like; then check it.', 'I would not ask you to take that on trust.'],
  },
  data: {
    intro: ['I will argue from numbers wherever I can.', 'Numbers first, adjectives later.', 'I trust a measurement over a forecast.'],
    react: ['Where is the number behind that?', 'That is an adjective, not a figure.', 'Count it before you praise it.'],
    colour: ['Data beats anecdote.', 'Measure it, then argue.', 'The numbers carry this one.'],
  },
  optimist: {
    intro: ['I am an optimist, and I think this is solvable.', 'I came here hopeful, and I still am.'],
    react: ['That is too gloomy by half.', 'I think we can do better than fear.'],
    colour: ['There is more reason for hope here than it sounds.', 'Problems like this get solved.'],
  },
  pessimist: {
    intro: ['I expect the worst, and I am rarely disappointed.', 'Call me gloomy; I call it experienced.'],
    react: ['I would love to believe that.', 'If only.'],
    colour: ['Hope is not a plan.', 'Expect the worst and plan for it.'],
  },
  humour: {
    intro: [
      'I promised myself I would keep this light.',
      'I rehearsed this in the mirror, and the mirror agreed.',
      'I have notes. Some of them are even legible.',
    ],
    react: ['Bold. I admire the confidence.', 'Lovely line. Shame about the argument.', 'I laughed, and then I checked.'],
    colour: ['Bear with me; the jokes improve.', 'That one was not a joke, for once.'],
  },
  brief: { intro: ['I will be brief.', 'Briefly, then.'], react: ['No.', 'Briefly: no.'], colour: [] },
  polite: {
    intro: ['I look forward to a courteous debate.', 'My opponent and I disagree, respectfully.'],
    react: ['I say this with real respect.', 'A fair point, fairly made, but not a winning one.'],
    colour: [],
  },
  blunt: {
    intro: ['I will not dress this up.', 'No softening from me.'],
    react: ['Let me be blunt.', 'That is simply wrong.'],
    colour: ['Plain as that.', 'No dressing it up.'],
  },
  pirate: {
    intro: ['Arr, hear me, shipmates.', 'I speak as one who has sailed rougher seas than this.'],
    react: ['Arr, that be bilge.', 'Walk that one off the plank.', 'Shiver me timbers, no.'],
    colour: ['Arr.', 'Mark it on the map.'],
  },
};

/** A polite speaker's lead-in to a reply. */
export const POLITE_LEADS = ['With respect,', 'Respectfully,', 'With all courtesy,', 'Kindly put,'];
