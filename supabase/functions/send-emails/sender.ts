/**
 * The outbox's sender: claims the emails the database asked for
 * (`claim_outbox_emails`), sends each through SMTP and marks it sent
 * (`mark_email_sent`). A send that fails is left unmarked: its claim lapses
 * after five minutes and the next run claims it again, five attempts at most
 * (the database counts them). Delivery is at least once: an email sent whose
 * mark then fails goes out again after the lapse.
 *
 * Bounded per run (`batchSize` × `maxBatches`), so a scheduled call never
 * outlives the edge runtime's wall clock however long the queue is; the rest
 * waits for the next run.
 */

/** A row as `claim_outbox_emails` returns it. */
export interface ClaimedEmail {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  /** The site's page the email links to; the body says `{link}` where it goes. */
  link_path: string | null;
}

export interface Outbox {
  claim(limit: number): Promise<ClaimedEmail[]>;
  markSent(id: number): Promise<void>;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface DrainOptions {
  outbox: Outbox;
  /** Made only when something was claimed: an idle run opens no SMTP connection. */
  openTransport: () => Promise<MailTransport>;
  /** The site's address (SITE_URL): links are written out with it. */
  siteUrl: string;
  batchSize?: number;
  maxBatches?: number;
  onError?: (message: string) => void;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

const LINK = '{link}';

/** The email as it is sent: the link written out where the body says `{link}`. */
export function renderEmail(row: ClaimedEmail, siteUrl: string): OutgoingEmail {
  const link = row.link_path === null ? '' : new URL(row.link_path, siteUrl).href;
  return { to: row.to_address, subject: row.subject, text: row.body.replaceAll(LINK, link) };
}

export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const batchSize = options.batchSize ?? 20;
  const maxBatches = options.maxBatches ?? 5;
  const onError = options.onError ?? (() => undefined);
  const result: DrainResult = { sent: 0, failed: 0 };
  let transport: MailTransport | undefined;
  try {
    for (let batch = 0; batch < maxBatches; batch++) {
      const rows = await options.outbox.claim(batchSize);
      if (rows.length > 0) transport ??= await options.openTransport();
      for (const row of rows) {
        try {
          await transport!.send(renderEmail(row, options.siteUrl));
        } catch (error) {
          result.failed++;
          onError(`sending email ${row.id} failed (it is tried again once its claim lapses): ${(error as Error).message}`);
          continue;
        }
        await options.outbox.markSent(row.id);
        result.sent++;
      }
      if (rows.length < batchSize) break;
    }
  } finally {
    transport?.close();
  }
  return result;
}
