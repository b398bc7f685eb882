// POST /functions/v1/send-emails: one run of the outbox's sender ("your turn"
// emails), called every minute by pg_cron + pg_net on a hosted project and
// every few seconds by the local stack (docs/people.md). Wiring only.
import { createClient } from '@supabase/supabase-js';
import { readSupabaseEnv } from '../_shared/keys.ts';
import { createSendEmailsHandler } from './handler.ts';
import { drainOutbox, type ClaimedEmail } from './sender.ts';
import { openSmtpTransport, readSmtpConfig } from './smtp.ts';

const env = (name: string) => Deno.env.get(name);
const supabase = readSupabaseEnv(env);
const smtp = readSmtpConfig(env);
const siteUrl = env('SITE_URL')?.trim();

const admin = createClient(supabase.url, supabase.secretKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const outbox = {
  async claim(limit: number): Promise<ClaimedEmail[]> {
    const { data, error } = await admin.rpc('claim_outbox_emails', { p_limit: limit });
    if (error) throw new Error(`claim_outbox_emails: ${error.message}`);
    return (data ?? []) as ClaimedEmail[];
  },
  async markSent(id: number): Promise<void> {
    const { error } = await admin.rpc('mark_email_sent', { p_id: id });
    if (error) throw new Error(`mark_email_sent: ${error.message}`);
  },
};

const missing = [...('missing' in smtp ? smtp.missing : []), ...(siteUrl ? [] : ['SITE_URL'])];

Deno.serve(
  createSendEmailsHandler({
    secretKeys: supabase.secretKeys ?? [supabase.secretKey],
    missing,
    run: () =>
      drainOutbox({
        outbox,
        openTransport: () => ('missing' in smtp ? Promise.reject(new Error('SMTP is not configured')) : openSmtpTransport(smtp)),
        siteUrl: siteUrl ?? '',
        onError: (message) => console.error(`[send-emails] ${message}`),
      }),
  }),
);
