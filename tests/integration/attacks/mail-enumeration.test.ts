// Account enumeration through the auth endpoints that send mail, against the
// stack that runs with supabase/config.toml (email confirmation on, as `npm
// start`): /recover, /otp, /magiclink and /resend answer a registered address
// exactly like an unknown one — same status, same body — and in about the same
// time, though only one of them gets an email. What an attacker measures is
// the answer's time, so that is what each case measures, interleaved so that
// load on the machine falls on both alike.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const mailUrl = inject('mailUrl');
const admin = supabaseClient(apiUrl, inject('serviceRoleKey'));

// Each registered try uses an account of its own: [auth.email] max_frequency
// would refuse a second email to one address within the second (429). 15
// pairs: at a load average near 15 the median of 8 drifted close to 2×.
const TRIES = 15;

const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;

/** An account made by an operator (no email sent): confirmed, or waiting for its confirmation. */
async function account(label: string, confirmed: boolean): Promise<string> {
  const email = address(label);
  const { error } = await admin.auth.admin.createUser({ email, password: 'password123', email_confirm: confirmed });
  if (error) throw error;
  return email;
}

async function post(path: string, body: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  return { status: response.status, body: answer, ms: performance.now() - started };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Asks `path` about each registered address and as many unknown ones,
 * alternately (after one warm-up of each), and checks both answers are `{}`
 * with 200, their median times within 2×, and the registered addresses' email
 * still arrives (each before the next request).
 */
async function expectNoTell(
  path: string,
  registered: string[],
  body: (email: string) => Record<string, unknown>,
  subject: string,
  /** The endpoint signs a new address up and mails it too (/otp, /magiclink). */
  newAddressesGetMail = false,
): Promise<void> {
  // A registered address's email is stored and sent after the answer: each is waited for before
  // the next request, which would otherwise share the machine with it. (Asked right after a
  // registered one, the unknown addresses paid for its email: 66 ms against 20 ms at load 10.)
  // Answering first did not lose the email: every registered address gets it.
  const [warmKnown, ...known] = registered;
  const mailed = (email: string) => waitForMail(mailUrl, email, { subject, timeoutMs: 60_000 });
  const askUnknown = async (label: string) => {
    const email = address(label);
    const answer = await post(path, body(email));
    if (newAddressesGetMail) await mailed(email);
    return answer;
  };
  await post(path, body(warmKnown!));
  await mailed(warmKnown!);
  await askUnknown('warm-unknown');
  const forKnown: Awaited<ReturnType<typeof post>>[] = [];
  const forUnknown: Awaited<ReturnType<typeof post>>[] = [];
  for (const email of known) {
    forKnown.push(await post(path, body(email)));
    await mailed(email);
    forUnknown.push(await askUnknown('unknown'));
  }
  for (const answer of [...forKnown, ...forUnknown])
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: {} });
  const [k, u] = [median(forKnown.map((x) => x.ms)), median(forUnknown.map((x) => x.ms))];
  expect(Math.max(k, u) / Math.min(k, u), `median ${k.toFixed(1)} ms registered, ${u.toFixed(1)} ms unknown`).toBeLessThan(2);
}

const accounts = (label: string, confirmed: boolean) => Promise.all(Array.from({ length: TRIES + 1 }, () => account(label, confirmed)));

describe('mail-sending endpoints tell nobody who is registered', () => {
  it('/recover (resetPasswordForEmail): a registered address answers like an unknown one, as fast', async () => {
    const registered = await accounts('recover', true);
    await expectNoTell('/recover', registered, (email) => ({ email }), 'Reset your password');
  });

  it('/otp (signInWithOtp): a registered address answers like a new one, as fast', async () => {
    const registered = await accounts('otp', true);
    await expectNoTell('/otp', registered, (email) => ({ email, create_user: true }), 'Your sign-in link', true);
  });

  it('/magiclink: a registered address answers like a new one, as fast', async () => {
    const registered = await accounts('magiclink', true);
    await expectNoTell('/magiclink', registered, (email) => ({ email }), 'Your sign-in link', true);
  });

  it('/resend (type signup): an address waiting for its confirmation answers like an unknown one, as fast', async () => {
    const waiting = await accounts('resend', false);
    await expectNoTell('/resend', waiting, (email) => ({ type: 'signup', email }), 'Confirm your email address');
  });
});
