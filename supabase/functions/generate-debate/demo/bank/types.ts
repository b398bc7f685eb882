/**
 * The shape of the demo debater's argument bank: for a topic, each side's
 * arguments with the evidence behind them and the other side's best answer,
 * so a rebuttal can answer the point the opponent actually made.
 */
import type { Category } from '../../../_shared/contract/categories.ts';

export interface Point {
  /** How a recap, a moderator or the judge names the argument: "the Australian record". */
  name: string;
  /** The claim, one sentence that stands on its own (it is quoted back by the opponent). */
  claim: string;
  /** The concrete example or evidence behind it, one or two sentences. */
  support: string;
  /** The other side's best answer to it, one or two sentences. */
  answer: string;
}

export interface TopicBank {
  /** The topic exactly as the random-topic button offers it (or as the seed asks it). */
  topic: string;
  /** Other wordings of the same question; `flip` when their "for" side is this entry's "against". */
  also?: ReadonlyArray<{ topic: string; yes: string; no: string; flip?: boolean }>;
  category: Category;
  /** What the debate is about, as a noun phrase: "compulsory voting". */
  subject: string;
  /** The "for" side's position as a clause: "voting should be compulsory". */
  yes: string;
  /** The "against" side's position as a clause: "voting should stay a free choice". */
  no: string;
  /** What the question turns on, one sentence: a neutral speaker and the moderator use it. */
  hinge: string;
  /** Who lives with the answer, as a noun phrase ("a first-time voter in a safe seat"). */
  people: string;
  for: readonly Point[];
  against: readonly Point[];
  /** A last line for each side's closing speech. */
  close: { for: string; against: string };
}
