/**
 * Filling phrase banks without repeating a sentence anywhere in the debate:
 * each slot tries the bank's entries in a seeded order and takes the first
 * whose sentences no earlier turn (and no earlier slot of this turn) used.
 */
import { seeded, shuffled } from './random.ts';
import { splitSentences } from './quotes.ts';

export type Vars = Readonly<Record<string, string>>;

export function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

const normalise = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ').trim();

export class Composer {
  private readonly used = new Set<string>();
  readonly random: () => number;

  constructor(seed: string, earlierTexts: readonly string[]) {
    this.random = seeded(seed);
    for (const text of earlierTexts) for (const s of splitSentences(text)) this.used.add(normalise(s));
  }

  /** Whether none of the text's sentences has been written yet in this debate. */
  fresh(text: string): boolean {
    return splitSentences(text).every((s) => !this.used.has(normalise(s)));
  }

  /** Marks text as written. */
  note(text: string): string {
    for (const s of splitSentences(text)) this.used.add(normalise(s));
    return text;
  }

  /** A template from the bank, rendered, whose sentences are unused; the least bad one if all are used. */
  line(bank: readonly string[], render: (template: string) => string = (t) => t): string {
    const order = shuffled(bank, this.random);
    for (const template of order) {
      const text = render(template);
      if (this.fresh(text)) return this.note(text);
    }
    return this.note(render(order[0] ?? ''));
  }

  /** Like `line`, but nothing when the debate has used every entry. */
  optional(bank: readonly string[], render: (template: string) => string = (t) => t): string {
    for (const template of shuffled(bank, this.random)) {
      const text = render(template);
      if (this.fresh(text)) return this.note(text);
    }
    return '';
  }

  choose<T>(bank: readonly T[]): T {
    return shuffled(bank, this.random)[0] as T;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }
}
