import { CodedError, toAppError } from '@/lib/errors.ts';
import { apiConfig, functionUrl } from '@/lib/apiConfig.ts';
import { currentAccessToken as sessionAccessToken } from '@/lib/db.ts';
import { toRequestBody, type DebateSettings } from '../model/settings.ts';
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

/**
 * Starts a debate on the generate-debate function and feeds each validated
 * SSE event to `onEvent`. A refusal before the stream (no free debates,
 * invalid settings, expired session) throws a CodedError with the function's
 * code; a stream that ends without `done` or `error` throws too. Read with our
 * own reader because supabase-js's functions.invoke buffers the whole body.
 */
export async function streamDebate(settings: DebateSettings, options: StreamDebateOptions): Promise<StreamOutcome> {
  const doFetch = options.fetchImpl ?? fetch;
  // zod and the contract's schemas load with the Generate, beside the request.
  const schemas = loadContractSchemas();
  schemas.catch(() => {});
  let response: Response;
  try {
    response = await doFetch(options.endpoint ?? functionUrl('generate-debate'), {
      method: 'POST',
      headers: {
        apikey: options.apiKey ?? apiConfig.publishableKey,
        Authorization: `Bearer ${options.accessToken}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify(toRequestBody(settings)),
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
