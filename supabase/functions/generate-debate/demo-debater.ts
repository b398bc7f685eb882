/**
 * The offline demo debater: the generator when no AI provider is configured,
 * so a fresh checkout produces complete debates with no key and no network.
 * For the random-topic button's topics (and the seed's) it argues from a bank
 * of real, topic-specific arguments with their evidence and the other side's
 * answers (./demo/bank); for any other topic from generic reasons that never
 * invent evidence (./demo/generic.ts). Each round does its job, rebuttals
 * answer the arguments the opponent actually made, and the stance, rhetoric
 * style, personality hint and debate format shape every turn (./demo/speech.ts).
 * Deterministic for the same settings and seed; streamed word by word. Its
 * debates are labelled `offline-demo` everywhere; it never stands in for a
 * configured provider that fails.
 */
import type { Debater, TurnOutput } from './debater.ts';
import { answerSpeech, moderatorSpeech, speakerSpeech } from './demo/speech.ts';
import { sleep as realSleep, type Sleep } from './sleep.ts';
import { spokenTurns, type TurnRequest } from './turns.ts';

/** The demo debater's turn, whole: deterministic for the same request and seed. */
export function writeDemoTurn(input: TurnRequest, seed = ''): { text: string; summary: string } {
  // It argues from what was said: a turn a moderator hid (withheld) said nothing it may answer.
  const request = { ...input, previous: spokenTurns(input.previous) };
  const { turn } = request;
  switch (turn.role) {
    case 'moderator':
      return moderatorSpeech(request, turn, seed);
    case 'speaker':
      return speakerSpeech(request, turn, seed);
    case 'answer':
      return answerSpeech(request, turn, seed);
    case 'question':
      throw new Error('a question is written by a person, not by the demo debater');
  }
}

export interface DemoDebaterOptions {
  /** Delay between streamed words. */
  tokenDelayMs: number;
  sleep?: Sleep;
  /** Varies the debate for the same settings; the same seed writes the same debate. */
  seed?: string;
}

export function createDemoDebater(options: DemoDebaterOptions): Debater {
  const pause = options.sleep ?? realSleep;
  return {
    generator: 'offline-demo',
    async generateTurn(request, { signal, onDelta }): Promise<TurnOutput> {
      const { text, summary } = writeDemoTurn(request, options.seed);
      // Words with their trailing whitespace, so the deltas concatenate to the text exactly.
      for (const word of text.match(/\S+\s*/g) ?? []) {
        signal.throwIfAborted();
        await pause(options.tokenDelayMs, signal);
        onDelta(word);
      }
      return { text, summary, fallback: false };
    },
  };
}
