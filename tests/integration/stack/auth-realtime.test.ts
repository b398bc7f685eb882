// End to end through the gateway with supabase-js: signing up against the
// local auth service, and a realtime subscription seeing another client's vote.
import { describe, expect, inject, it } from 'vitest';
import { linkAndCode, waitForMail } from '../../support/mailbox.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');

describe('auth through the gateway', () => {
  it('signs a new user up, confirms the address from the mailbox, gets a session PostgREST accepts, and signs out', async () => {
    const client = supabaseClient(apiUrl, anonKey);
    const email = `newcomer-${Date.now()}@agora.local`;
    const { data: signedUp, error } = await client.auth.signUp({ email, password: 'a-good-password' });
    expect(error).toBeNull();
    expect(signedUp.user?.email).toBe(email);
    // Confirmation is on (config.toml): no session until the emailed code is entered.
    expect(signedUp.session).toBeNull();
    expect(signedUp.user?.email_confirmed_at).toBeUndefined();
    const { code } = linkAndCode(await waitForMail(inject('mailUrl'), email, { subject: 'Confirm your email address' }));
    const { data, error: verifyError } = await client.auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(verifyError).toBeNull();
    expect(data.user?.id).toBe(signedUp.user?.id);
    expect(data.session?.access_token).toBeTruthy();

    const { data: me } = await client.auth.getUser();
    expect(me.user?.id).toBe(data.user?.id);
    // The RPC runs as the new user: a rule that requires a signed-in user accepts it.
    const { error: usageError } = await client.rpc('get_debate_usage');
    expect(usageError).toBeNull();

    expect((await client.auth.signOut()).error).toBeNull();
    const { error: afterSignOut } = await client.auth.getUser();
    expect(afterSignOut).not.toBeNull();
  });

  it('refuses a wrong password with the GoTrue error supabase-js understands', async () => {
    const client = supabaseClient(apiUrl, anonKey);
    const { error } = await client.auth.signInWithPassword({ email: 'alice@agora.local', password: 'wrong-password' });
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('realtime through the gateway', () => {
  it("pushes another client's vote to a visitor's subscription within a second", async () => {
    const visitor = supabaseClient(apiUrl, anonKey);
    const voter = supabaseClient(apiUrl, anonKey);
    expect((await voter.auth.signInWithPassword({ email: 'carol@agora.local', password: 'password123' })).error).toBeNull();
    const { data: debate } = await visitor.from('public_debates').select('id, upvotes, downvotes').limit(1).single();
    const { data: existing } = await voter.from('votes').select('value').eq('debate_id', debate!.id).maybeSingle();
    const value = existing?.value === 1 ? -1 : 1;

    let resolveUpdate: (update: { upvotes: number; downvotes: number }) => void = () => undefined;
    const received = new Promise<{ upvotes: number; downvotes: number }>((r) => (resolveUpdate = r));
    await new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error('not subscribed after 10 s')), 10_000);
      visitor
        .channel(`debate-${debate!.id}`)
        .on(
          'postgres_changes',
          // A vote changes the debate's tally row; subscribers get a few numbers.
          { event: 'UPDATE', schema: 'public', table: 'debate_tallies', filter: `debate_id=eq.${debate!.id}` },
          (payload) => {
            const row = payload.new as { upvotes: number; downvotes: number };
            resolveUpdate({ upvotes: row.upvotes, downvotes: row.downvotes });
          },
        )
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') {
            clearTimeout(deadline);
            resolve();
          } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            clearTimeout(deadline);
            reject(err ?? new Error(status));
          }
        });
    });

    const { error } = await voter.rpc('cast_vote', { p_debate_id: debate!.id, p_value: value });
    expect(error).toBeNull();
    // How fast is bench:realtime's to measure; here, that the change comes at all.
    const update = await Promise.race([received, new Promise<null>((r) => setTimeout(() => r(null), 30_000))]);
    expect(update).not.toBeNull();
    const { data: now } = await visitor.from('public_debates').select('upvotes, downvotes').eq('id', debate!.id).single();
    expect({ upvotes: update!.upvotes, downvotes: update!.downvotes }).toEqual(now);

    await visitor.removeAllChannels();
    await voter.removeAllChannels();
  });
});
