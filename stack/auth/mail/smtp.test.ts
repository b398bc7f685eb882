import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from '../../../tests/support/mailbox.ts';
import { type RunningMailService, startMailService } from '../../mail/index.ts';
import { freePort } from '../../orchestration/ports.ts';
import { createMailer } from './smtp.ts';

let mailbox: RunningMailService;
beforeAll(async () => {
  mailbox = await startMailService();
});
afterAll(async () => {
  await mailbox?.stop();
});

const mail = (to: string) => ({ to, subject: 'Confirm your email address', html: '<p>Confirm</p>' });

describe('sending after the answer', () => {
  it('returns before the mail is sent; closing waits until the mailbox has it', async () => {
    const errors: string[] = [];
    const mailer = createMailer({ host: '127.0.0.1', port: mailbox.smtpPort }, (message) => errors.push(message));
    mailer.sendInBackground(async () => [mail('later@example.test')]);
    // Nothing can have gone over SMTP yet: the call did not wait for the connection.
    expect(await messagesTo(mailbox.url, 'later@example.test')).toEqual([]);
    await mailer.close();
    expect(await messagesTo(mailbox.url, 'later@example.test')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('reports a failed send to its error log instead of throwing', async () => {
    const errors: string[] = [];
    // A port nothing listens on: the connection is refused.
    const mailer = createMailer({ host: '127.0.0.1', port: await freePort() }, (message) => errors.push(message));
    mailer.sendInBackground(async () => [mail('nowhere@example.test')]);
    await mailer.close();
    expect(errors).toEqual([expect.stringMatching(/^sending "Confirm your email address" failed: .+/)]);
  });

  it('prepares after the answer too: closing waits for the preparation, and a failed one is logged and sends nothing', async () => {
    const errors: string[] = [];
    const mailer = createMailer({ host: '127.0.0.1', port: mailbox.smtpPort }, (message) => errors.push(message));
    let stored: () => void = () => {};
    const storing = new Promise<void>((resolve) => (stored = resolve));
    mailer.sendInBackground(async () => {
      await storing;
      return [mail('prepared@example.test')];
    });
    mailer.sendInBackground(async () => {
      throw new Error('the token could not be stored');
    });
    const closed = mailer.close();
    stored();
    await closed;
    expect(await messagesTo(mailbox.url, 'prepared@example.test')).toHaveLength(1);
    expect(errors).toEqual(['preparing an email failed: the token could not be stored']);
  });
});
