// Forgot password and passwordless sign-in through the gateway with supabase-js,
// reading the emails from the local mailbox: GoTrue's /recover, /otp, /verify
// (GET redirect and POST), and the PKCE code exchange.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { linkAndCode, messagesTo, waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { memoryStorage, uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const mailUrl = inject('mailUrl');
const redirectTo = `${inject('appUrl')}/update-password`;

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

/** supabase-js as a browser tab holds it, with the PKCE flow. */
function pkceClient(): SupabaseClient {
  return createClient(apiUrl, anonKey, {
    auth: {
      flowType: 'pkce',
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

async function newUser(label: string, password = 'first-password'): Promise<string> {
  const email = uniqueEmail(label);
  // Confirmed, so the only email in the mailbox is the one each test asks for.
  await createConfirmedAccount({ apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') }, email, password);
  return email;
}

/** Follows an email's link the way a browser does, without following the final redirect. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('resetPasswordForEmail (implicit flow)', () => {
  it('emails a link and a code; the link signs in for recovery; the new password works, the link only once', async () => {
    const email = await newUser('recover');
    const client = supabaseClient(apiUrl, anonKey);
    expect(await client.auth.resetPasswordForEmail(email, { redirectTo })).toEqual({ data: {}, error: null });

    const message = await waitForMail(mailUrl, email);
    expect(message.Subject).toBe('Reset your password');
    const { link, code } = linkAndCode(message);
    expect(code).toMatch(/^\d{6}$/);
    expect(link.startsWith(`${apiUrl}/auth/v1/verify?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);

    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'second-password' })).error).toBeNull();

    const fresh = supabaseClient(apiUrl, anonKey);
    expect((await fresh.auth.signInWithPassword({ email, password: 'second-password' })).error).toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: 'first-password' })).error?.code).toBe('invalid_credentials');

    // Single use: the same link now lands with GoTrue's error in the fragment.
    const again = new URLSearchParams((await follow(link)).hash.slice(1));
    expect(Object.fromEntries(again)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    // And so is the code.
    const { error: codeError } = await fresh.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(codeError).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await supabaseClient(apiUrl, anonKey).auth.resetPasswordForEmail(email, { redirectTo });
    expect({ data, error }).toEqual({ data: {}, error: null });
    const known = await newUser('known');
    await supabaseClient(apiUrl, anonKey).auth.resetPasswordForEmail(known, { redirectTo });
    await waitForMail(mailUrl, known);
    expect(await messagesTo(mailUrl, email)).toEqual([]);
  });

  it('refuses a malformed address with validation_failed', async () => {
    const { error } = await supabaseClient(apiUrl, anonKey).auth.resetPasswordForEmail('not-an-email');
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('the emailed code signs in with verifyOtp; a wrong code is refused', async () => {
    const email = await newUser('code');
    const client = supabaseClient(apiUrl, anonKey);
    await client.auth.resetPasswordForEmail(email);
    const { code } = linkAndCode(await waitForMail(mailUrl, email));
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await client.auth.verifyOtp({ email, token: wrong, type: 'recovery' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.session?.access_token).toBeTruthy();
  });

  it('links and codes expire after [auth.email] otp_expiry', async () => {
    const email = await newUser('expiry');
    const client = supabaseClient(apiUrl, anonKey);
    await client.auth.resetPasswordForEmail(email, { redirectTo });
    const { link, code } = linkAndCode(await waitForMail(mailUrl, email));
    // As if the email had been sent an hour and a second ago (otp_expiry = 3600).
    await db.query(`update auth.users set recovery_sent_at = now() - interval '3601 seconds' where email = $1`, [email]);
    const landing = new URLSearchParams((await follow(link)).hash.slice(1));
    expect(landing.get('error_code')).toBe('otp_expired');
    expect((await client.auth.verifyOtp({ email, token: code, type: 'recovery' })).error?.code).toBe('otp_expired');
  });
});

describe('resetPasswordForEmail (PKCE flow)', () => {
  it('the link redirects with ?code=, which exchangeCodeForSession turns into a recovery session once', async () => {
    const email = await newUser('pkce');
    const client = pkceClient();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const { link } = linkAndCode(await waitForMail(mailUrl, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const landing = await follow(link);
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.hash).toBe('');

    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    // auth-js remembers which flow the code verifier belonged to.
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    expect((await client.auth.updateUser({ password: 'pkce-new-password' })).error).toBeNull();
    expect((await supabaseClient(apiUrl, anonKey).auth.signInWithPassword({ email, password: 'pkce-new-password' })).error).toBeNull();

    // The code is single use.
    const other = pkceClient();
    await other.auth.resetPasswordForEmail(email, { redirectTo });
    const reused = await fetch(`${apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    });
    expect(reused.status).toBe(404);
    expect(await reused.json()).toEqual({
      code: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    });
  });

  it('refuses a code with the wrong verifier (bad_code_verifier)', async () => {
    const email = await newUser('verifier');
    await pkceClient().auth.resetPasswordForEmail(email, { redirectTo });
    const code = (await follow(linkAndCode(await waitForMail(mailUrl, email)).link)).searchParams.get('code');
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(43) }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('bad_code_verifier');
  });
});

describe('signInWithOtp (magic link)', () => {
  it('signs a new address up and emails a magic link with its code; the token_hash verifies once', async () => {
    const email = uniqueEmail('magic');
    const client = supabaseClient(apiUrl, anonKey);
    const { data, error } = await client.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null, messageId: undefined });

    const message = await waitForMail(mailUrl, email);
    expect(message.Subject).toBe('Your sign-in link');
    const { link } = linkAndCode(message);
    const tokenHash = new URL(link).searchParams.get('token')!;
    expect(new URL(link).searchParams.get('type')).toBe('magiclink');

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('with PKCE a new address is signed up and its link redirects with ?code=, which signs it in confirmed', async () => {
    const email = uniqueEmail('magic-pkce');
    const client = pkceClient();
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: redirectTo } })).error).toBeNull();
    const { link } = linkAndCode(await waitForMail(mailUrl, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const code = (await follow(link)).searchParams.get('code');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from auth.users where email = $1`, [email]);
    expect(rows[0]!.n).toBe(1);
  });

  it('with shouldCreateUser false an unknown address is otp_disabled; a known one gets the email (type email code)', async () => {
    const client = supabaseClient(apiUrl, anonKey);
    const unknown = await client.auth.signInWithOtp({ email: uniqueEmail('ghost'), options: { shouldCreateUser: false } });
    expect(unknown.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });

    const email = await newUser('otp-known');
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const { code } = linkAndCode(await waitForMail(mailUrl, email));
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('verifyOtp validates its parameters as GoTrue does', async () => {
    const client = supabaseClient(apiUrl, anonKey);
    const both = await fetch(`${apiUrl}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'magiclink', token: '123456', token_hash: 'abc', email: 'a@b.test' }),
    });
    expect(await both.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Verify requires either a token or a token hash',
    });
    expect((await client.auth.verifyOtp({ token_hash: 'abc', type: 'nonsense' as 'email' })).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
  });
});
