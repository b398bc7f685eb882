// Public profiles, name links, the handle on the account page and the embed
// card in a real browser on the local stack's production build.
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { appUrl, confirmSignUpByMail, DESKTOP, keepScreenshot, MOBILE, newAccount, test, uniqueEmail } from '../support/browser.ts';

/** A seeded person with shared debates. */
let person: { handle: string; display_name: string; shared: number; debate: string; topic: string };

beforeAll(async () => {
  const db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  try {
    const { rows } = await db.query<typeof person>(
      `select p.handle, p.display_name, count(*)::int as shared, max(d.id::text) as debate,
              (select d2.topic from public.debates d2 where d2.id = max(d.id::text)::uuid) as topic
         from public.profiles p join public.debates d on d.user_id = p.id
        where d.is_public and d.moderation_state = 'visible' and p.display_name is not null
        group by p.id order by count(*) desc limit 1`,
    );
    person = rows[0]!;
  } finally {
    await db.end();
  }
});

describe('a public profile', () => {
  test('shows the name, member since, counts and shared debates, on a phone and a desktop', async ({ openPage }) => {
    for (const [viewport, name] of [
      [DESKTOP, 'profile-desktop'],
      [MOBILE, 'profile-phone'],
    ] as const) {
      const { page, pageErrors } = await openPage({ viewport });
      await page.goto(appUrl(`/u/${person.handle}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(person.display_name);
      await expect.poll(() => page.getByText(`@${person.handle} · Member since`).count()).toBe(1);
      const counts = page.getByTestId('profile-counts');
      await expect.poll(() => counts.textContent()).toContain(`Debates shared${person.shared}`);
      await expect.poll(() => page.locator('.debate-list > li').count()).toBe(Math.min(person.shared, 20));
      expect(await page.content()).not.toMatch(/@agora\.(test|local)|@example\.org/);
      await keepScreenshot(page, name);
      expect(pageErrors).toEqual([]);
    }
  });

  test("links a debate's author name to their profile", async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(appUrl(`/debate/${person.debate}`));
    await page
      .getByRole('link', { name: `by ${person.display_name}` })
      .first()
      .click();
    await page.waitForURL(`**/u/${person.handle}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(person.display_name);
  });

  test('says so for a handle no one has', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(appUrl('/u/no_one_has_this'));
    await expect.poll(() => page.getByText('No one has this handle').count()).toBe(1);
  });
});

describe('the handle on the account page', () => {
  test('is the one chosen at sign-up', async ({ openPage }) => {
    const chosen = `s_${crypto.randomUUID().slice(0, 8)}`;
    const { page } = await openPage();
    await page.goto(appUrl('/login'));
    await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    const email = uniqueEmail('chosen');
    await page.getByLabel(/Handle/).fill(chosen);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('password123');
    await page.locator('form button[type="submit"]').click();
    await confirmSignUpByMail(page, email);
    await expect.poll(() => page.getByTestId('handle').textContent()).toBe(`@${chosen}`);
  });

  test('renames the handle; the old one no longer resolves', async ({ openPage }) => {
    const email = await newAccount('handle');
    const { page } = await openPage({ signedInAs: email });
    await page.goto(appUrl('/account'));
    const shown = page.getByTestId('handle');
    await expect.poll(() => shown.textContent()).toMatch(/^@\w{3,30}$/);
    const old = (await shown.textContent())!.slice(1);

    const next = `h_${crypto.randomUUID().slice(0, 8)}`;
    await page.getByRole('button', { name: 'Change handle' }).click();
    await page.getByLabel('New handle').fill('no spaces allowed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('A handle has 3 to 30 letters, digits or underscores.').count()).toBeGreaterThan(0);
    await page.getByLabel('New handle').fill(person.handle.toUpperCase());
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('That handle is taken. Try another.').count()).toBe(1);
    await page.getByLabel('New handle').fill(next);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => shown.textContent()).toBe(`@${next}`);

    await page.goto(appUrl(`/u/${old}`));
    await expect.poll(() => page.getByText('No one has this handle').count()).toBe(1);
    await page.goto(appUrl(`/u/${next}`));
    await expect.poll(() => page.getByText(`@${next} · Member since`).count()).toBe(1);
  });
});

describe('the embed card', () => {
  let server: http.Server;
  let host = '';

  beforeAll(async () => {
    // Another site: a plain HTML page with the snippet the share menu gives.
    server = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><head><title>A blog</title></head>
<body style="font-family: Georgia, serif; max-width: 640px; margin: 40px auto; padding: 0 16px">
<h1>My blog</h1><p>I read this debate and it changed my mind:</p>
<iframe id="embed" src="${appUrl(`/embed/debate/${person.debate}`)}" width="560" height="300" style="border:0;max-width:100%" title="Agora debate"></iframe>
<iframe id="app" src="${appUrl(`/debate/${person.debate}`)}" width="560" height="100"></iframe>
<p>What do you think?</p></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('shows inside another site; the app itself refuses to be framed', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(host);
    const embed = page.frameLocator('#embed');
    await expect.poll(() => embed.getByRole('link', { name: 'Read and vote on Agora' }).count()).toBe(1);
    await expect.poll(() => embed.locator('h1').textContent()).toBe(person.topic);
    // The app's own page is blocked by frame-ancestors 'none': its frame never shows the app.
    const app = page.frames().find((f) => f.url().includes('/debate/') && !f.url().includes('/embed/'));
    expect(
      (await app
        ?.locator('#root')
        .count()
        .catch(() => 0)) ?? 0,
    ).toBe(0);
    await page.locator('#app').evaluate((el) => el.remove());
    await keepScreenshot(page, 'embed-in-page');
  });

  test('gives the snippet from the share menu', async ({ openPage }) => {
    const { page, context } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('appUrl') });
    await page.goto(appUrl(`/debate/${person.debate}`));
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const code = page.getByLabel('Embed code');
    await expect.poll(() => code.inputValue()).toContain(`src="${appUrl(`/embed/debate/${person.debate}`).replace(/\/$/, '')}"`);
  });
});
