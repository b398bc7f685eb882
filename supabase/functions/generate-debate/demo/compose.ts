/**
 * Filling phrase banks without repeating a sentence anywhere in the debate:
 * each slot tries the bank's entries in a seeded order and takes the first
 * whose sentences no earlier turn (and no earlier slot of this turn) used.
 */
import { seeded, shuffled } from './random.ts';
import { splitSentences } from './quotes.ts';
import type { TopicReading } from './subject.ts';

export type Vars = Record<string, string>;

export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function topicVars(reading: TopicReading): Vars {
  return { subject: reading.subject, Subject: capitalise(reading.subject), claim: reading.claim, focus: reading.focus };
}

const normalise = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ').trim();

export class Composer {
  private readonly used = new Set<string>();
  private readonly random: () => number;

  constructor(seed: string, earlierTexts: readonly string[]) {
    this.random = seeded(seed);
    for (const text of earlierTexts) for (const s of splitSentences(text)) this.used.add(normalise(s));
  }

  private fresh(text: string): boolean {
    return splitSentences(text).every((s) => !this.used.has(normalise(s)));
  }

  private take(text: string): string {
    for (const s of splitSentences(text)) this.used.add(normalise(s));
    return text;
  }

  /** The first entry (in seeded order) that renders to unused sentences; the least bad one if all are used. */
  pick<T>(bank: readonly T[], render: (item: T) => string): { item: T; text: string } {
    const order = shuffled(bank, this.random);
    for (const item of order) {
      const text = render(item);
      if (this.fresh(text)) return { item, text: this.take(text) };
    }
    const item = order[0] as T;
    return { item, text: this.take(render(item)) };
  }

  /** A fresh template from the bank, filled, or nothing when the debate has used them all. */
  optional(bank: readonly string[], vars: Vars, prefix = ''): string {
    for (const template of shuffled(bank, this.random)) {
      const text = led(prefix, fill(template, vars));
      if (this.fresh(text)) return this.take(text);
    }
    return '';
  }

  /** A template from the bank, filled. */
  line(bank: readonly string[], vars: Vars, prefix = ''): string {
    return this.pick(bank, (t) => led(prefix, fill(t, vars))).text;
  }

  /** Marks text as written (a sentence this turn writes outside the banks). */
  note(text: string): string {
    return this.take(text);
  }

  choose<T>(bank: readonly T[]): T {
    return shuffled(bank, this.random)[0] as T;
  }
}

/** Prefixes a sentence with a lead-in ("Madam Chair," / "First,"), lower-casing its first letter. */
export function led(prefix: string, sentence: string): string {
  if (!prefix) return sentence;
  const keepCase = /^(I|I'm|I'll|Mr|Madam)\b/.test(sentence) || /^[A-Z]{2}/.test(sentence);
  const body = keepCase ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1);
  return `${prefix} ${prefix.endsWith(':') ? capitalise(body) : body}`;
}

export function paragraphs(...parts: Array<string | false | undefined | null>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join('\n\n');
}

export function sentence(...parts: Array<string | false | undefined | null>): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}
