import { SAMPLE_TOPICS } from '@contract/sample-topics.ts';

/** A random topic, never the one already in the field when there is a choice. */
export function randomTopic(current: string, random: () => number = Math.random): string {
  const pool = SAMPLE_TOPICS.filter((t) => t !== current);
  const choice = pool[Math.floor(random() * pool.length)];
  return choice ?? SAMPLE_TOPICS[0] ?? '';
}
