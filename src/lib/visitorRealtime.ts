import { RealtimeClient } from '@supabase/realtime-js';
import { apiConfig } from './apiConfig.ts';

// Loaded only through liveRealtime() (src/lib/realtime.ts): realtime-js
// without auth-js, for someone nobody has signed in as in this browser.

/**
 * Realtime as supabase-js's client connects it for someone without a session:
 * the publishable key as the apikey parameter and as the token its private
 * channels are authorised with (the database's RLS then treats them as anon).
 */
export function createVisitorRealtime(): RealtimeClient {
  const url = new URL('realtime/v1', `${apiConfig.url}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  return new RealtimeClient(url.href, {
    params: { apikey: apiConfig.publishableKey },
    accessToken: () => Promise.resolve(apiConfig.publishableKey),
  });
}
