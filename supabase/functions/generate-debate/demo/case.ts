/**
 * What a debate is about, as the demo debater argues it: the bank's entry for
 * a topic it knows (the random-topic button's topics and the seed's), or a
 * generic case built from the topic's reading for any other topic.
 */
import { findInBank } from './bank/index.ts';
import type { Point } from './bank/types.ts';
import { GENERIC_CLOSES, GENERIC_HINGES, GENERIC_PEOPLE, PROPOSAL_POINTS, PROPOSITION_POINTS } from './generic.ts';
import { readMotion, type Motion } from './motion.ts';
import { seeded, shuffled } from './random.ts';
import { capitalise } from './text.ts';

export type Side = 'for' | 'against';

export interface Case {
  /** The topic as asked. */
  topic: string;
  fromBank: boolean;
  /** A topic of the Funny category: played for laughs. */
  funny: boolean;
  /** A topic whose words cannot be used in sentences: the speakers call it "the motion". */
  opaque: boolean;
  kind: Motion['kind'];
  subject: string;
  yes: string;
  no: string;
  hinge: string;
  people: string;
  points: Readonly<Record<Side, readonly Point[]>>;
  close: Readonly<Record<Side, string>>;
}

const POINTS_PER_SIDE = 6;

function fill(point: Point, subject: string): Point {
  const put = (text: string) => text.replaceAll('{Subject}', capitalise(subject)).replaceAll('{subject}', subject);
  return { name: put(point.name), claim: put(point.claim), support: put(point.support), answer: put(point.answer) };
}

function genericCase(topic: string, seed: string): Case {
  const motion = readMotion(topic);
  const random = seeded(`${seed}|${motion.topic}|generic`);
  const bank = motion.kind === 'proposal' ? PROPOSAL_POINTS : PROPOSITION_POINTS;
  const pick = <T>(items: readonly T[]) => shuffled(items, random)[0] as T;
  return {
    topic: motion.topic,
    fromBank: false,
    funny: false,
    opaque: motion.kind === 'opaque',
    kind: motion.kind,
    subject: motion.subject,
    yes: motion.yes,
    no: motion.no,
    hinge: pick(GENERIC_HINGES[motion.kind === 'proposal' ? 'proposal' : 'proposition']),
    people: pick(GENERIC_PEOPLE),
    points: {
      for: shuffled(bank.for, random)
        .slice(0, POINTS_PER_SIDE)
        .map((p) => fill(p, motion.subject)),
      against: shuffled(bank.against, random)
        .slice(0, POINTS_PER_SIDE)
        .map((p) => fill(p, motion.subject)),
    },
    close: { for: pick(GENERIC_CLOSES.for), against: pick(GENERIC_CLOSES.against) },
  };
}

/** The case for a topic; `seed` varies the generic case's choice of arguments. */
export function caseOf(topic: string, seed = ''): Case {
  const found = findInBank(topic);
  if (!found) return genericCase(topic, seed);
  const { entry, yes, no, flip } = found;
  return {
    topic: topic.trim(),
    fromBank: true,
    funny: entry.category === 'Funny',
    opaque: false,
    kind: 'proposal',
    subject: entry.subject,
    yes,
    no,
    hinge: entry.hinge,
    people: entry.people,
    points: flip ? { for: entry.against, against: entry.for } : { for: entry.for, against: entry.against },
    close: flip ? { for: entry.close.against, against: entry.close.for } : entry.close,
  };
}

/**
 * Every argument a debate on this topic can contain, whatever the seed chose:
 * the bank's for a topic it knows, every generic one (filled in) otherwise.
 */
export function candidatePoints(topic: string): Point[] {
  const found = findInBank(topic);
  if (found) return [...found.entry.for, ...found.entry.against];
  const { subject } = readMotion(topic);
  return [PROPOSAL_POINTS, PROPOSITION_POINTS].flatMap((bank) => [...bank.for, ...bank.against]).map((p) => fill(p, subject));
}
