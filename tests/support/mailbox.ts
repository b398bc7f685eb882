// Reads the local mailbox through its Mailpit-style API, as a test would read Mailpit.

export interface MailSummary {
  ID: string;
  Subject: string;
  To: { Name: string; Address: string }[];
  Created: string;
}

export interface MailMessage extends MailSummary {
  From: { Name: string; Address: string };
  Text: string;
  HTML: string;
}

export async function messagesTo(mailUrl: string, address: string): Promise<MailSummary[]> {
  const response = await fetch(`${mailUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  if (!response.ok) throw new Error(`mailbox search failed: ${response.status}`);
  return ((await response.json()) as { messages: MailSummary[] }).messages;
}

async function readMessage(mailUrl: string, id: string): Promise<MailMessage> {
  const response = await fetch(`${mailUrl}/api/v1/message/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`mailbox read failed: ${response.status}`);
  return (await response.json()) as MailMessage;
}

/** Polls until `address` has at least `count` messages (newest first), then returns the newest one in full. */
export async function waitForMail(
  mailUrl: string,
  address: string,
  options: { count?: number; subject?: string; timeoutMs?: number } = {},
): Promise<MailMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const messages = (await messagesTo(mailUrl, address)).filter((m) => options.subject === undefined || m.Subject === options.subject);
    if (messages.length >= (options.count ?? 1)) return readMessage(mailUrl, messages[0]!.ID);
    if (Date.now() > deadline) throw new Error(`no mail for ${address} after ${options.timeoutMs ?? 20_000} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The verify link and the 6-digit code of an auth email. */
export function linkAndCode(message: MailMessage): { link: string; code: string } {
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1];
  const code = /enter the code: (\d{6})/.exec(message.HTML)?.[1];
  if (!href || !code) throw new Error(`no link or code in: ${message.HTML}`);
  return { link: href.replace(/&amp;/g, '&'), code };
}
