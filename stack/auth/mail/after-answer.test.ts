import { describe, expect, it } from 'vitest';
import type { AuthContext, AuthRequest } from '../context.ts';
import { answerThenMail } from './after-answer.ts';
import { MailFrequency } from './frequency.ts';
import type { OutgoingMail } from './smtp.ts';

/** What happened, in order: the answer, the store, the send. */
function harness() {
  const events: string[] = [];
  const background: Promise<void>[] = [];
  const ctx = {
    limits: { mailFrequency: new MailFrequency(60) },
    mailer: {
      sendInBackground(prepare: () => Promise<readonly OutgoingMail[]>) {
        background.push(
          prepare().then(
            (mails) => void events.push(...mails.map((mail) => `sent ${mail.to}`)),
            (error: Error) => void events.push(`logged ${error.message}`),
          ),
        );
      },
    },
  } as unknown as AuthContext;
  const request = () =>
    ({
      res: {
        writeHead: (status: number) => events.push(`answered ${status}`),
        end: (body: string) => events.push(`body ${body}`),
      },
    }) as unknown as AuthRequest;
  const settled = () => Promise.all(background);
  return { ctx, request, events, settled };
}

const stamp = { kind: 'recovery', email: 'someone@example.test', sentAt: null } as const;
const mail = (to: string): OutgoingMail => ({ to, subject: 'Reset your password', html: '' });

describe('answerThenMail', () => {
  it('answers {} before the token is stored and the email sent; with nothing to send, it only answers', async () => {
    const { ctx, request, events, settled } = harness();
    answerThenMail(ctx, request(), {
      stamp,
      store: async () => {
        events.push('stored');
        return [mail('someone@example.test')];
      },
    });
    await settled();
    expect(events).toEqual(['answered 200', 'body {}', 'stored', 'sent someone@example.test']);

    events.length = 0;
    answerThenMail(ctx, request(), null);
    await settled();
    expect(events).toEqual(['answered 200', 'body {}']);
  });

  it('refuses a second email to the address before the first one is stored (429 before any answer)', async () => {
    const { ctx, request, events, settled } = harness();
    let stored: () => void = () => {};
    const storing = new Promise<void>((resolve) => (stored = resolve));
    answerThenMail(ctx, request(), { stamp, store: () => storing.then(() => [mail('someone@example.test')]) });
    expect(() => answerThenMail(ctx, request(), { stamp, store: async () => [] })).toThrow(
      expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }),
    );
    stored();
    await settled();
    expect(events).toEqual(['answered 200', 'body {}', 'sent someone@example.test']);
  });

  it('logs a failed store and gives the claim back: nothing was sent, so the address may ask again', async () => {
    const { ctx, request, events, settled } = harness();
    answerThenMail(ctx, request(), {
      stamp,
      store: () => Promise.reject(new Error('the database is gone')),
    });
    await settled();
    answerThenMail(ctx, request(), { stamp, store: async () => [mail('someone@example.test')] });
    await settled();
    expect(events).toEqual([
      'answered 200',
      'body {}',
      'logged the database is gone',
      'answered 200',
      'body {}',
      'sent someone@example.test',
    ]);
  });
});
