/**
 * The argument bank: every topic of the random-topic button and of the local
 * seed, by category, and the lookup from a topic as asked to its entry.
 */
import type { TopicBank } from './types.ts';
import { CULTURE } from './culture.ts';
import { ECONOMICS } from './economics.ts';
import { ENVIRONMENT } from './environment.ts';
import { ETHICS } from './ethics.ts';
import { FUNNY } from './funny.ts';
import { PHILOSOPHY } from './philosophy.ts';
import { POLITICS } from './politics.ts';
import { SCIENCE } from './science.ts';
import { SOCIETY } from './society.ts';
import { TECHNOLOGY } from './technology.ts';

export const BANK: readonly TopicBank[] = [
  ...POLITICS,
  ...TECHNOLOGY,
  ...PHILOSOPHY,
  ...SCIENCE,
  ...SOCIETY,
  ...ECONOMICS,
  ...ENVIRONMENT,
  ...ETHICS,
  ...CULTURE,
  ...FUNNY,
];

/** Case, spacing, curly apostrophes and the closing question mark do not make a different topic. */
export const topicKey = (topic: string) =>
  topic
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?.!\s]+$/, '')
    .replace(/\s+/g, ' ');

const INDEX = new Map<string, { entry: TopicBank; yes: string; no: string; flip: boolean }>();
for (const entry of BANK) {
  INDEX.set(topicKey(entry.topic), { entry, yes: entry.yes, no: entry.no, flip: false });
  for (const other of entry.also ?? [])
    INDEX.set(topicKey(other.topic), { entry, yes: other.yes, no: other.no, flip: other.flip ?? false });
}

export function findInBank(topic: string) {
  return INDEX.get(topicKey(topic));
}
