/**
 * Every limit says when. The auth server refuses too many attempts with 429
 * (`over_request_rate_limit`, or `over_email_send_rate_limit` for emails sent
 * too often) and a `Retry-After` header (the local stack; GoTrue's
 * max_frequency also writes the seconds into its message). supabase-js drops
 * the headers of an error, so the app's fetch notes the last one here
 * (`noteRetryAfter`) and the error's text is built from it.
 */
export const RATE_LIMIT_CODES: ReadonlySet<string> = new Set([
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
]);

let lastRetryAfter: { seconds: number; at: number } | null = null;

/** Notes a 429's `Retry-After` (in seconds), or that it had none. */
export function noteRetryAfter(response: Pick<Response, 'status' | 'headers'>, now = Date.now()): void {
  if (response.status !== 429) return;
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  lastRetryAfter = Number.isFinite(seconds) && seconds > 0 ? { seconds, at: now } : null;
}

/** A wait as people say it: seconds under a minute, else whole minutes rounded up. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "Too many attempts. Try again in N minutes.", from the last Retry-After, else the server's message, else a few minutes. */
export function tooManyAttemptsText(serverMessage: string, now = Date.now()): string {
  const fromHeader = lastRetryAfter ? lastRetryAfter.seconds - (now - lastRetryAfter.at) / 1000 : null;
  const inMessage = /after (\d+) seconds?/.exec(serverMessage)?.[1];
  const seconds = fromHeader !== null && fromHeader > 0 ? fromHeader : inMessage !== undefined ? Number(inMessage) : null;
  return seconds === null ? 'Too many attempts. Try again in a few minutes.' : `Too many attempts. Try again in ${waitText(seconds)}.`;
}
