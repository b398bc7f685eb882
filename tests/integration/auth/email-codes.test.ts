// Every email works as printed, through the gateway with supabase-js as the
// SPA sends them: the sender is Agora's ([local_smtp] in config.toml), the
// mailbox lists each link exactly as the email has it, the link lands on the
// page that handles it (/login, going on to where the sign-in started, or
// /update-password), the 6-digit code of a confirmation, sign-in or reset
// email signs in through verifyOtp, and a link used already redirects with
// GoTrue's otp_expired error for that page to explain.
import { describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { linkAndCode, type MailMessage, waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';
import { uniqueEmail } from './helpers.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const mailUrl = inject('mailUrl');
const appUrl = inject('appUrl').replace(/\/+$/, '');
const visitor = () => supabaseClient(apiUrl, anonKey);

/** Where the SPA's sign-up and sign-in links land: /login, with where to go next and which email it was. */
const loginLink = (kind: 'signup' | 'magiclink', next: string) => `${appUrl}/login?${new URLSearchParams({ next, link: kind }).toString()}`;

/** The address an email's link redirects the browser to. */
async function landing(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** The links the mailbox's page lists for a message. */
async function listedLinks(message: MailMessage): Promise<string[]> {
  const page = await (await fetch(`${mailUrl}/message/${message.ID}`)).text();
  return [...(/<ul class="links">(.*?)<\/ul>/.exec(page)?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map(([, href]) =>
    href!.replace(/&amp;/g, '&'),
  );
}

describe('the confirmation email', () => {
  it('comes from Agora, lists its link exactly, and the link lands on /login going on to where the sign-in started', async () => {
    const email = uniqueEmail('printed');
    const next = '/debate/aaaaaaaa-0000-4000-8000-000000000001?tab=votes';
    const { error } = await visitor().auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: loginLink('signup', next) },
    });
    expect(error).toBeNull();
    const message = await waitForMail(mailUrl, email, { subject: 'Confirm your email address' });
    // The mailbox answers Mailpit's message shape, whose From the support type leaves out.
    expect((message as MailMessage & { From: unknown }).From).toEqual({ Name: 'Agora', Address: 'no-reply@agora.local' });
    const { link } = linkAndCode(message);
    expect(await listedLinks(message)).toEqual([link]);

    const arrived = await landing(link);
    expect(`${arrived.origin}${arrived.pathname}`).toBe(`${appUrl}/login`);
    expect(arrived.searchParams.get('next')).toBe(next);
    expect(arrived.searchParams.get('link')).toBe('signup');
    expect(new URLSearchParams(arrived.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  it('its code signs the new account in with verifyOtp; its link, used up by the code, then says otp_expired on /login', async () => {
    const email = uniqueEmail('code-signup');
    const client = visitor();
    const emailRedirectTo = loginLink('signup', '/account');
    expect((await client.auth.signUp({ email, password: 'password123', options: { emailRedirectTo } })).data.session).toBeNull();
    const { link, code } = linkAndCode(await waitForMail(mailUrl, email, { subject: 'Confirm your email address' }));

    const wrong = await client.auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'signup' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();

    const reused = await landing(link);
    expect(`${reused.origin}${reused.pathname}${reused.search}`).toBe(emailRedirectTo);
    expect(Object.fromEntries(new URLSearchParams(reused.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
  });
});

describe('the sign-in and reset emails', () => {
  it("a sign-in link's code signs in (type magiclink); a wrong one is refused", async () => {
    const email = uniqueEmail('code-magic');
    await createConfirmedAccount({ apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') }, email, 'password123');
    const client = visitor();
    const sent = await client.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: loginLink('magiclink', '/history') },
    });
    expect(sent.error).toBeNull();
    const message = await waitForMail(mailUrl, email, { subject: 'Your sign-in link' });
    const { link, code } = linkAndCode(message);
    expect(await listedLinks(message)).toEqual([link]);
    expect(new URL(new URL(link).searchParams.get('redirect_to')!).searchParams.get('link')).toBe('magiclink');

    expect((await client.auth.verifyOtp({ email, token: code === '123456' ? '654321' : '123456', type: 'magiclink' })).error).toMatchObject(
      {
        code: 'otp_expired',
      },
    );
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it("a reset email's code signs in for choosing a new password; its link, used up, says otp_expired on /update-password", async () => {
    const email = uniqueEmail('code-reset');
    await createConfirmedAccount({ apiUrl, anonKey, serviceRoleKey: inject('serviceRoleKey') }, email, 'first-password');
    const client = visitor();
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: `${appUrl}/update-password` })).error).toBeNull();
    const { link, code } = linkAndCode(await waitForMail(mailUrl, email, { subject: 'Reset your password' }));

    const { error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: 'second-password' })).error).toBeNull();
    expect((await visitor().auth.signInWithPassword({ email, password: 'second-password' })).error).toBeNull();

    const reused = await landing(link);
    expect(`${reused.origin}${reused.pathname}`).toBe(`${appUrl}/update-password`);
    expect(new URLSearchParams(reused.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
