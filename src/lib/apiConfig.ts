interface ApiConfig {
  url: string;
  /** The publishable key (`sb_publishable_…`), or a legacy anon JWT key: both act as `anon`. */
  publishableKey: string;
}

function readApiConfig(): ApiConfig {
  const url = import.meta.env.VITE_SUPABASE_URL as string | undefined;
  // The legacy variable still works, for builds configured before the publishable key existed.
  const publishableKey = (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY ?? import.meta.env.VITE_SUPABASE_ANON_KEY) as string | undefined;
  if (url && publishableKey) return { url: url.replace(/\/+$/, ''), publishableKey };
  // jsdom unit tests and the build's prerendered pages (config/prerender.ts)
  // import modules that import the client but never reach a server; an
  // unroutable address keeps such imports from throwing.
  if (import.meta.env.MODE === 'test' || import.meta.env.SSR)
    return { url: 'http://127.0.0.1:9', publishableKey: 'sb_publishable_unit-test' };
  throw new Error('VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY must be set (npm start sets them for the local stack).');
}

/** The API's base address and publishable key, as the build was given them. */
export const apiConfig: Readonly<ApiConfig> = readApiConfig();

/** Address of an edge function, for calls that must read a streamed body (functions.invoke buffers). */
export function functionUrl(name: string): string {
  return `${apiConfig.url}/functions/v1/${name}`;
}
