import { loadSupabase } from '@/lib/client.ts';

/**
 * Starts loading auth-js as a sign-in form opens: a visitor's pages leave it
 * out (src/lib/realtime.ts), and the person typing gives it time to arrive
 * before they press the button. A failure is left to the press, which asks again.
 */
export function prepareAuth(): void {
  loadSupabase().catch(() => undefined);
}
