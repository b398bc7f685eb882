// A debate the test holds still on the server, not only on the page: generate-debate in a
// functions runtime of its own whose model is the stand-in provider (tests/fakes), which writes
// the First Speaker's turn and then goes silent in the middle of the Second Speaker's until the
// run is stopped. Holding only the page's stream let the server write on at the product's pace,
// and on a busy machine the test then stopped a debate already finished (nothing to give back).
import { startFakeOpenAIProvider, type ChatCompletionRequest } from '../fakes/openai-provider.ts';
import { startProviderRuntime } from './provider-runtime.ts';

// Four characters a fragment, 40 fragments a second: about the pace a page shows a model write.
const CHUNK_CHARS = 4;
const FRAGMENTS_PER_SECOND = 40;
// Held after 160 characters of the turn's JSON: well into its text, far from its end.
const HELD_AFTER_FRAGMENTS = 40;

/** A model's argument long enough to stream for a few seconds and to be held mid-way. */
function argument(request: ChatCompletionRequest, turn: number): { text: string; summary: string } {
  const topic =
    request.messages
      .find((m) => m.role === 'user')
      ?.content.split('\n')
      .find((line) => line.startsWith('Topic:')) ?? '';
  const sentences = [
    `Argument ${turn} from ${request.model}. ${topic}.`,
    'The people affected deserve a say, because their lives change the most and they know it best.',
    'Nobody has yet shown who pays for the change, and the bill always arrives in the end.',
    'Where it was tried, the results were mixed at best, and the promises were larger than the gains.',
    'So the burden of proof rests on those who want the change, and it has not been met.',
  ];
  return { text: sentences.join(' '), summary: `Turn ${turn} in brief.` };
}

export interface HeldDebate {
  /** Where to send the page's generate-debate calls. */
  functionUrl: string;
  stop(): Promise<void>;
}

/** The next debate sent to `functionUrl` is held in its second turn; later ones run whole. */
export async function startHeldDebate(): Promise<HeldDebate> {
  const provider = await startFakeOpenAIProvider({
    chunkChars: CHUNK_CHARS,
    tokensPerSecond: FRAGMENTS_PER_SECOND,
    // Requests 0 and 1 are the held debate's first two turns (nothing else asks before they end).
    defaultReply: (request, index) =>
      index === 1
        ? { kind: 'stall', afterFragments: HELD_AFTER_FRAGMENTS, ...argument(request, index + 1) }
        : { kind: 'tool', ...argument(request, index + 1) },
  });
  try {
    const runtime = await startProviderRuntime({ AI_API_KEY: 'local', AI_BASE_URL: provider.baseUrl, AI_MAX_RETRIES: '0' });
    return {
      functionUrl: runtime.functionUrl,
      stop: async () => {
        await runtime.stop();
        await provider.stop();
      },
    };
  } catch (error) {
    await provider.stop();
    throw error;
  }
}
