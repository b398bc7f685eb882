import { CodedError } from '@/lib/errors.ts';
import { apiConfig, functionUrl } from '@/lib/apiConfig.ts';
import type { GeneratorInfo } from '@contract/generator-info.ts';
import { toGeneratorInfo } from './generatorInfoShape.ts';

export interface FetchGeneratorInfoOptions {
  /** The signed-in user's token; visitors send the anon key, which the gateway's verify_jwt accepts. */
  accessToken: string | null;
  signal?: AbortSignal;
  /** For tests and other hosts; default to the SPA's function URL and anon key. */
  endpoint?: string;
  apiKey?: string;
  fetchImpl?: typeof fetch;
}

/** Asks generate-debate which model names it accepts and who writes the debates. */
export async function fetchGeneratorInfo(options: FetchGeneratorInfoOptions): Promise<GeneratorInfo> {
  const doFetch = options.fetchImpl ?? fetch;
  const apiKey = options.apiKey ?? apiConfig.publishableKey;
  const response = await doFetch(options.endpoint ?? functionUrl('generate-debate'), {
    method: 'GET',
    headers: { apikey: apiKey, Authorization: `Bearer ${options.accessToken ?? apiKey}`, Accept: 'application/json' },
    signal: options.signal,
  });
  if (!response.ok) {
    throw new CodedError({ code: `http_${response.status}`, message: 'The debate generator could not be reached.' });
  }
  const body: unknown = await response.json();
  const info = toGeneratorInfo(body);
  if (!info) throw new CodedError({ code: 'invalid_response', message: 'The debate generator sent an unexpected answer.' });
  return info;
}
