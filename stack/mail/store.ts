import crypto from 'node:crypto';
import type { AddressObject, ParsedMail } from 'mailparser';

interface Address {
  Name: string;
  Address: string;
}

/** One captured message, in the field names Mailpit's API uses. */
export interface StoredMessage {
  ID: string;
  MessageID: string;
  From: Address | null;
  To: Address[];
  Cc: Address[];
  Subject: string;
  Created: string;
  Text: string;
  HTML: string;
  Size: number;
  Read: boolean;
}

function addresses(field: AddressObject | AddressObject[] | undefined): Address[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((group) => group.value.map((entry) => ({ Name: entry.name ?? '', Address: (entry.address ?? '').toLowerCase() })));
}

/** The messages the mailbox holds, newest first, in memory (like Inbucket/Mailpit's default store). */
export class MailStore {
  private messages: StoredMessage[] = [];

  constructor(private readonly max = 1000) {}

  add(parsed: ParsedMail, size: number, envelopeTo: string[]): StoredMessage {
    const to = addresses(parsed.to);
    const message: StoredMessage = {
      ID: crypto.randomUUID(),
      MessageID: parsed.messageId ?? '',
      From: addresses(parsed.from)[0] ?? null,
      // Bcc recipients only appear in the envelope.
      To: to.length ? to : envelopeTo.map((address) => ({ Name: '', Address: address.toLowerCase() })),
      Cc: addresses(parsed.cc),
      Subject: parsed.subject ?? '',
      Created: (parsed.date ?? new Date()).toISOString(),
      Text: parsed.text ?? '',
      HTML: typeof parsed.html === 'string' ? parsed.html : '',
      Size: size,
      Read: false,
    };
    this.messages.unshift(message);
    if (this.messages.length > this.max) this.messages.length = this.max;
    return message;
  }

  list(filter: { to?: string } = {}): StoredMessage[] {
    const to = filter.to?.toLowerCase();
    if (!to) return [...this.messages];
    return this.messages.filter((m) => [...m.To, ...m.Cc].some((a) => a.Address === to));
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.ID === id);
  }

  delete(ids?: string[]): void {
    if (!ids || ids.length === 0) this.messages = [];
    else this.messages = this.messages.filter((m) => !ids.includes(m.ID));
  }
}
