// A stolen moderator password is not enough: through the public API, the
// database refuses moderation to a session without a second factor and
// serves it once supabase-js's auth.mfa has taken the session to aal2.
import { randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { createConfirmedAccount } from '../../support/accounts.ts';
import { supabaseClient } from '../../support/supabase-client.ts';

const apiUrl = inject('apiUrl');
const anonKey = inject('anonKey');
const serviceRoleKey = inject('serviceRoleKey');

describe('a moderator signed in with only the password', () => {
  it('is refused by the database (AG351) at aal1 and allowed at aal2', async () => {
    const email = `moderator-${randomUUID().slice(0, 8)}@example.org`;
    const moderator = supabaseClient(apiUrl, anonKey);
    const { user } = await createConfirmedAccount({ apiUrl, anonKey, serviceRoleKey }, email, 'password123', { signInOn: moderator });
    const granted = await supabaseClient(apiUrl, serviceRoleKey).from('moderators').insert({ user_id: user.id });
    expect(granted.error).toBeNull();

    // The moderator enrolls a factor once (from an aal1 session, as the account page does).
    const { data: factor } = await moderator.auth.mfa.enroll({ factorType: 'totp' });
    const code = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor!.totp.secret) }).generate();
    expect((await moderator.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code() })).error).toBeNull();

    // The attacker has the password: a fresh session is aal1, and the database says no.
    const attacker = supabaseClient(apiUrl, anonKey);
    expect((await attacker.auth.signInWithPassword({ email, password: 'password123' })).error).toBeNull();
    expect((await attacker.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await attacker.rpc('list_reported_items');
    expect(refused.error).toMatchObject({ code: 'AG351' });
    const removal = await attacker.rpc('remove_reported_item', { p_item_type: 'debate', p_item_id: randomUUID() });
    expect(removal.error).toMatchObject({ code: 'AG351' });

    // With the second factor (the moderator's own device) the same account moderates.
    const { data: challenge } = await attacker.auth.mfa.challenge({ factorId: factor!.id });
    expect((await attacker.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: code() })).error).toBeNull();
    expect((await attacker.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    const allowed = await attacker.rpc('list_reported_items');
    expect(allowed.error).toBeNull();
    expect(Array.isArray(allowed.data)).toBe(true);
  });
});
