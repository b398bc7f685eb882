/**
 * The SMTP server the outbox's emails go through, from the function's
 * secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SENDER (the From
 * line, "Agora <no-reply@example.org>": the product speaks, never the
 * opponent). Locally the stack points them at its mailbox.
 */
import type { MailTransport } from './sender.ts';

export interface SmtpConfig {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  sender: string;
}

type EnvGetter = (name: string) => string | undefined;

/** The settings, or what is missing (the function then sends nothing and claims nothing). */
export function readSmtpConfig(env: EnvGetter): SmtpConfig | { missing: string[] } {
  const value = (name: string) => env(name)?.trim() || undefined;
  const host = value('SMTP_HOST');
  const port = Number(value('SMTP_PORT') ?? '587');
  const sender = value('SMTP_SENDER');
  const missing = [...(host ? [] : ['SMTP_HOST']), ...(sender ? [] : ['SMTP_SENDER'])];
  if (!Number.isInteger(port) || port <= 0 || port > 65535) missing.push('SMTP_PORT (a port number)');
  if (missing.length > 0 || !host || !sender) return { missing };
  return { host, port, user: value('SMTP_USER'), pass: value('SMTP_PASS'), sender };
}

// A run answers within the edge runtime's wall clock even when the server hangs.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function openSmtpTransport(config: SmtpConfig): Promise<MailTransport> {
  // Loaded on the first email only: an idle scheduled run stays cheap.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    // TLS from the start on 465, else STARTTLS when the server offers it; the local mailbox (no user) speaks plain SMTP.
    secure: config.port === 465,
    ignoreTLS: config.user === undefined,
    ...(config.user === undefined ? {} : { auth: { user: config.user, pass: config.pass ?? '' } }),
    ...TIMEOUTS,
  });
  return {
    async send(email) {
      await transport.sendMail({ from: config.sender, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
}
