/**
 * CORS for functions called from the SPA with supabase-js or fetch: the
 * browser sends `authorization`, `apikey`, `x-client-info` and JSON.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** The answer to a preflight request. */
export function preflightResponse(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}
