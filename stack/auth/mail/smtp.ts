import nodemailer from 'nodemailer';
import type { SmtpOptions } from '../config/settings.ts';

interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends GoTrue's emails over SMTP with nodemailer, to the local mailbox on
 * the stack. Without an SMTP server the messages are rendered and dropped
 * (nodemailer's JSON transport), as a GoTrue without SMTP config logs them.
 */
export function createMailer(smtp: SmtpOptions | undefined): Mailer {
  const transport = smtp
    ? nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true })
    : nodemailer.createTransport({ jsonTransport: true });
  const from = { name: smtp?.senderName ?? 'Admin', address: smtp?.adminEmail ?? 'admin@email.com' };
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, html: mail.html });
    },
    close: () => transport.close(),
  };
}
