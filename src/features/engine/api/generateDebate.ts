import { roundStance } from '@contract/stance.ts';
import { CodedError, toAppError } from '@/lib/errors.ts';
import { apiConfig, functionUrl } from '@/lib/apiConfig.ts';
import { currentAccessToken as sessionAccessToken } from '@/lib/db.ts';
import { toRequestBody, type DebateSettings, type SpeakerSettings } from '../model/settings.ts';
import type { DebateEvent } from '@contract/sse-events.ts';
import { loadContractSchemas } from './contractSchemas.ts';
import { readServerSentEvents } from './sseReader.ts';

export const RUN_FAILURE_MESSAGE = 'An error occurred during the debate. Please try again.';

export interface StreamDebateOptions {
  accessToken: string;
  signal: AbortSignal;
  onEvent: (event: DebateEvent) => void;
  /** For tests and other hosts; defaults to the SPA's function URL and anon key. */
  endpoint?: string;
  apiKey?: string;
  fetchImpl?: typeof fetch;
}

export type StreamOutcome = 'finished' | 'aborted';

/** A continuation as the function takes it: the debate, after which turn, the speakers and a question. */
interface ContinueRequest {
  debateId: string;
  after: { roundIndex: number; speakerIndex: number } | { questionIndex: number };
  model1: SpeakerSettings;
  model2: SpeakerSettings;
  /** The person's own question for both speakers, or null. */
  question: string | null;
  /** Let the moderator pick the readers' question with the most replies. */
  readersQuestion: boolean;
}

/** What a run starts from: a new debate's settings, a continuation, or a rematch of a debate. */
export type GenerationStart =
  { kind: 'new'; settings: DebateSettings } | { kind: 'continue'; request: ContinueRequest } | { kind: 'rematch'; debateId: string };

function routeOf(start: GenerationStart): { path: string; body: unknown } {
  switch (start.kind) {
    case 'new':
      return { path: '', body: toRequestBody(start.settings) };
    case 'continue': {
      const clean = (speaker: SpeakerSettings): SpeakerSettings => ({ ...speaker, stance: roundStance(speaker.stance) });
      return { path: '/continue', body: { ...start.request, model1: clean(start.request.model1), model2: clean(start.request.model2) } };
    }
    case 'rematch':
      return { path: '/rematch', body: { debateId: start.debateId } };
  }
}

/** Starts a new debate on the generate-debate function (streamGeneration with its settings). */
export function streamDebate(settings: DebateSettings, options: StreamDebateOptions): Promise<StreamOutcome> {
  return streamGeneration({ kind: 'new', settings }, options);
}

/**
 * Starts a debate (new, continued or rematched) on the generate-debate function and feeds each
 * validated SSE event to `onEvent`. A refusal before the stream (no free debates, invalid
 * settings, expired session, a turn or debate the database refuses) throws a CodedError with the
 * function's code; a stream that ends without `done` or `error` throws too. Read with our own
 * reader because supabase-js's functions.invoke buffers the whole body.
 */
export async function streamGeneration(start: GenerationStart, options: StreamDebateOptions): Promise<StreamOutcome> {
  const doFetch = options.fetchImpl ?? fetch;
  const route = routeOf(start);
  // zod and the contract's schemas load with the Generate, beside the request.
  const schemas = loadContractSchemas();
  schemas.catch(() => {});
  let response: Response;
  try {
    response = await doFetch(`${options.endpoint ?? functionUrl('generate-debate')}${route.path}`, {
      method: 'POST',
      headers: {
        apikey: options.apiKey ?? apiConfig.publishableKey,
        Authorization: `Bearer ${options.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify(route.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) return 'aborted';
    throw new CodedError(toAppError(error, RUN_FAILURE_MESSAGE));
  }

  const { debateEventSchema, errorResponseSchema } = await schemas;
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorResponseSchema.safeParse(body);
    throw new CodedError(
      parsed.success
        ? { code: parsed.data.error.code, message: parsed.data.error.message }
        : { code: `http_${response.status}`, message: RUN_FAILURE_MESSAGE },
    );
  }

  let ended = false;
  for await (const frame of readServerSentEvents(response.body, options.signal)) {
    let json: unknown;
    try {
      json = JSON.parse(frame.data);
    } catch {
      console.error('generate-debate sent an unreadable event', frame);
      continue;
    }
    const event = debateEventSchema.safeParse(json);
    if (!event.success) {
      console.error('generate-debate sent an unexpected event', frame.event, event.error.issues);
      continue;
    }
    options.onEvent(event.data);
    if (event.data.type === 'done' || event.data.type === 'error') ended = true;
  }
  if (options.signal.aborted) return 'aborted';
  if (!ended) throw new CodedError({ code: 'stream_ended', message: RUN_FAILURE_MESSAGE });
  return 'finished';
}

/** The signed-in user's current access token (supabase-js refreshes it when due), or null. */
export function currentAccessToken(): Promise<string | null> {
  return sessionAccessToken();
}
