// Journey 7, travel: a shared debate goes where links go — its page and
// preview, its image, its embed in another site's page, the Atom feed and its
// author's profile — and once its author unshares it, it is gone from all of
// them (answered as not found, never as the app's HTML or a stale copy).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, onTestFinished } from 'vitest';
import { appUrl, test, keepScreenshot } from '../support/browser.ts';
import { sharedDebateBy } from './support/people.ts';
import { expectCleanWalk, LAPTOP, PHONE, JOURNEY_TIMEOUT_MS } from './support/journey.ts';

const text = async (path: string) => {
  const response = await fetch(appUrl(path));
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
};

/** Another site: one page of HTML on a free port of this machine. */
async function serveHtml(html: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/post`, close: () => server.close() };
}

describe('travel', () => {
  test(
    'link, image, embed, feed and profile carry a shared debate, and let it go when unshared',
    { timeout: JOURNEY_TIMEOUT_MS },
    async ({ openPage }) => {
      const debate = await sharedDebateBy('traveller');
      const { data: handle } = await debate.author.db.rpc('handle_of', { p_user_id: debate.author.id });
      const page = `/debate/${debate.id}`;
      const image = `/og/debate/${debate.id}.png`;
      const embed = `/embed/debate/${debate.id}`;
      const profile = `/u/${handle as string}`;

      const link = await text(page);
      expect(link.body).toContain(`<meta property="og:title" content="${debate.topic} — Agora debate">`);
      expect((await fetch(appUrl(image))).headers.get('content-type')).toBe('image/png');
      const feed = await text('/feeds/debates.atom');
      expect(feed.type).toContain('application/atom+xml');
      expect(feed.body).toContain(`${appUrl(page)}`);
      expect((await text(profile)).body).toContain(debate.topic);

      // Another site's page shows the embed, on a phone: a page served from another origin on this
      // machine (Chromium's local network checks refuse a routed, public-looking page framing 127.0.0.1).
      const blog = await serveHtml(
        `<!doctype html><html lang="en"><title>A blog</title><main><h1>A post</h1><iframe title="Agora debate" src="${appUrl(embed)}" width="360" height="420"></iframe></main></html>`,
      );
      onTestFinished(() => blog.close());
      const host = await openPage({ viewport: PHONE });
      await host.page.goto(blog.url);
      const card = host.page.frameLocator('iframe').getByText(debate.topic);
      await card.first().waitFor();
      await keepScreenshot(host.page, 'journey-embed-phone');

      // The author unshares it from the debate's page.
      const author = await openPage({ viewport: LAPTOP, signedInAs: debate.author.email });
      await author.page.goto(appUrl(page));
      await author.page.getByRole('button', { name: 'Unshare', exact: true }).click();
      await author.page.getByRole('dialog', { name: 'Unshare this debate?' }).getByRole('button', { name: 'Unshare debate' }).click();
      await author.page.getByRole('dialog', { name: 'Unshare this debate?' }).waitFor({ state: 'detached' });

      // Gone everywhere a link could lead, and the embed in the other site says so.
      await expect.poll(async () => (await fetch(appUrl(image))).status).toBe(404);
      expect((await text(embed)).status).toBe(404);
      expect((await text('/feeds/debates.atom')).body).not.toContain(appUrl(page));
      expect((await text(profile)).body).not.toContain(debate.topic);
      const gone = await text(page);
      expect(gone.body).not.toContain(`content="${debate.topic} — Agora debate"`);
      await host.page.reload();
      expect(await host.page.frameLocator('iframe').getByText(debate.topic).count()).toBe(0);
      await expectCleanWalk(author);
    },
  );
});
