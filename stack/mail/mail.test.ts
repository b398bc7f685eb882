import nodemailer, { type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo, waitForMail } from '../../tests/support/mailbox.ts';
import { type RunningMailService, startMailService } from './index.ts';
import { linksOf } from './pages.ts';

let mail: RunningMailService;
let transport: Transporter;
beforeAll(async () => {
  mail = await startMailService();
  transport = nodemailer.createTransport({ host: '127.0.0.1', port: mail.smtpPort, secure: false, ignoreTLS: true });
});
afterAll(async () => {
  transport?.close();
  await mail?.stop();
});

const send = (to: string, subject: string, html: string) => transport.sendMail({ from: 'admin@email.com', to, subject, html });

describe('local mailbox', () => {
  it('captures SMTP mail and serves it through a Mailpit-shaped API, filtered by recipient', async () => {
    await send('Ann@Example.test', 'Reset your password', '<p>Code: <b>123456</b> <a href="http://x.test/verify?a=1&amp;b=2">go</a></p>');
    await send('bob@example.test', 'Your sign-in link', '<p>hello bob</p>');

    const message = await waitForMail(mail.url, 'ann@example.test');
    expect(message).toMatchObject({
      Subject: 'Reset your password',
      To: [{ Address: 'ann@example.test' }],
      From: { Address: 'admin@email.com' },
    });
    expect(message.HTML).toContain('<b>123456</b>');
    expect(message.Text).toContain('123456');
    expect(await messagesTo(mail.url, 'nobody@example.test')).toEqual([]);

    const list = await (await fetch(`${mail.url}/api/v1/messages`)).json();
    expect(list).toMatchObject({ total: 2, count: 2, start: 0 });
    expect(list.messages.map((m: { Subject: string }) => m.Subject)).toEqual(['Your sign-in link', 'Reset your password']);
    expect((await fetch(`${mail.url}/api/v1/message/nope`)).status).toBe(404);
  });

  it('lists and opens messages on a page that escapes everything a message carries', async () => {
    await send('eve@example.test', '<script>alert(1)</script>', '<img src=x onerror="alert(2)"><p>body</p>');
    const message = await waitForMail(mail.url, 'eve@example.test');

    const list = await (await fetch(`${mail.url}/`)).text();
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list).not.toContain('<script>alert(1)');

    const response = await fetch(`${mail.url}/message/${message.ID}`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain('<img src=x');
    // The HTML is only ever inside a sandboxed frame's escaped srcdoc.
    expect(page).toMatch(/<iframe title="message" sandbox="[^"]*" srcdoc="[^"]*&lt;img src=x onerror=&quot;alert\(2\)&quot;&gt;/);
    expect(page).not.toMatch(/sandbox="[^"]*allow-scripts/);
  });

  it('deletes chosen messages or all of them', async () => {
    const [first] = await messagesTo(mail.url, 'bob@example.test');
    const one = await fetch(`${mail.url}/api/v1/messages`, { method: 'DELETE', body: JSON.stringify({ IDs: [first!.ID] }) });
    expect(await one.text()).toBe('ok');
    expect(await messagesTo(mail.url, 'bob@example.test')).toEqual([]);
    expect((await messagesTo(mail.url, 'ann@example.test')).length).toBe(1);

    await fetch(`${mail.url}/api/v1/messages`, { method: 'DELETE' });
    expect((await (await fetch(`${mail.url}/api/v1/messages`)).json()).total).toBe(0);
  });

  it("lists a message's links exactly as they point: no bracket of the text part, no entity of the HTML", async () => {
    const link = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2F127.0.0.1%3A5173%2Flogin';
    const html = `<p>Follow the link.</p><p><a href="${link.replace(/&/g, '&amp;')}">Confirm email address</a></p>`;
    await send('dan@example.test', 'Confirm your email address', html);
    const message = await waitForMail(mail.url, 'dan@example.test');
    // The derived text part writes the link in brackets, which a URL scan would keep.
    expect(message.Text).toContain(`[${link}]`);
    expect(linksOf(message)).toEqual([link]);
    const page = await (await fetch(`${mail.url}/message/${message.ID}`)).text();
    const escaped = link.replace(/&/g, '&amp;');
    expect(/<ul class="links">(.*?)<\/ul>/.exec(page)?.[1]).toBe(`<li><a href="${escaped}" target="_top">${escaped}</a></li>`);

    expect(linksOf({ HTML: '', Text: 'Open (https://agora.example/a?b=1). Or [http://x.test/y].' })).toEqual([
      'https://agora.example/a?b=1',
      'http://x.test/y',
    ]);
  });
});
