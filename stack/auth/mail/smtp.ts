import nodemailer from 'nodemailer';
import type { SmtpOptions } from '../config/settings.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Prepares and sends once the caller has answered: `prepare` (storing the
   * tokens the emails carry, for some callers) and the SMTP exchange, whose
   * times vary with the machine's load, stay out of the response. A failure
   * of either is only logged, the answer having already gone.
   */
  sendInBackground(prepare: () => Promise<readonly OutgoingMail[]>): void;
  /** Waits for the mails still being prepared or on their way, then closes the transport. */
  close(): Promise<void>;
}

/**
 * Sends GoTrue's emails over SMTP with nodemailer, to the local mailbox on
 * the stack. Without an SMTP server the messages are rendered and dropped
 * (nodemailer's JSON transport), as a GoTrue without SMTP config logs them.
 */
export function createMailer(smtp: SmtpOptions | undefined, onError: (message: string) => void): Mailer {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        // A real server ([auth.email.smtp]) speaks TLS: from the start on 465, else by STARTTLS; the local mailbox does not.
        secure: smtp.port === 465,
        ignoreTLS: smtp.user === undefined,
        ...(smtp.user === undefined ? {} : { auth: { user: smtp.user, pass: smtp.pass ?? '' } }),
      })
    : nodemailer.createTransport({ jsonTransport: true });
  const from = { name: smtp?.senderName ?? 'Admin', address: smtp?.adminEmail ?? 'admin@email.com' };
  const pending = new Set<Promise<void>>();
  const send = async (mail: OutgoingMail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html });
  };
  const failed = (mail: OutgoingMail, error: unknown) => `sending "${mail.subject}" failed: ${(error as Error).message}`;
  return {
    send,
    sendInBackground(prepare) {
      const sending = prepare()
        .then(
          async (mails) => {
            await Promise.all(mails.map((mail) => send(mail).catch((error: unknown) => onError(failed(mail, error)))));
          },
          (error: unknown) => onError(`preparing an email failed: ${(error as Error).message}`),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}
