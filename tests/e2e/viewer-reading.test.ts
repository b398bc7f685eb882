// Reading a debate in a real browser: turns in paragraphs with a
// selection across two of them stored at the exact code-point offsets; a
// response in Markdown rendered safely; copy link and export as Markdown.
import { text as readAll } from 'node:stream/consumers';
import { describe, expect, inject } from 'vitest';
import { keepScreenshot, newAccount, test } from '../support/browser.ts';
import { supabaseClient } from '../support/supabase-client.ts';

const appUrl = inject('appUrl');
// A seeded shared debate with multi-paragraph turns ("Should there be a global carbon tax?").
const DEBATE = 'aaaaaaaa-0000-4000-8000-000000000026';
const QUOTE_FROM = 'Wild, right?';
const QUOTE_TO = 'And Sweden has';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  describe(`reading a debate at ${viewport.width}×${viewport.height}`, () => {
    test(
      'anchors a selection across paragraphs exactly and renders a Markdown response safely',
      { timeout: 180_000 },
      async ({ openPage }) => {
        const { page, pageErrors } = await openPage({ viewport, signedInAs: await newAccount('reader') });
        await page.goto(`${appUrl}/debate/${DEBATE}`);
        await page.getByRole('button', { name: 'Show More' }).first().click();
        const passage = page.locator('[data-passage="text"][data-round-index="0"][data-speaker-index="0"]');
        expect(await passage.locator('p').count()).toBeGreaterThanOrEqual(3);

        // Select from the end of paragraph 2 into paragraph 3, as a drag would leave it.
        await passage.evaluate(
          (el, [from, to]) => {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            let start: [Node, number] | null = null;
            let end: [Node, number] | null = null;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              if (!start && text.includes(from!)) start = [node, text.indexOf(from!)];
              if (start && text.includes(to!)) end = [node, text.indexOf(to!) + to!.length];
            }
            const range = document.createRange();
            range.setStart(...start!);
            range.setEnd(...end!);
            const selection = window.getSelection()!;
            selection.removeAllRanges();
            selection.addRange(range);
            el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
          },
          [QUOTE_FROM, QUOTE_TO],
        );
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        expect(await dialog.innerText()).toContain('Markdown is supported');
        const post = dialog.getByRole('button', { name: 'Post Response' });
        await dialog.getByLabel('Your response').fill('   \n  ');
        expect(await post.isDisabled()).toBe(true);

        const marker = `m${Date.now()}`;
        const content = [
          `The **evidence** is *thin* (${marker}):`,
          '',
          '- first point',
          '- second point',
          '',
          'Raw: <script>window.__xss = 1</script> and <img src=x onerror="window.__xss = 2">',
        ].join('\n');
        await dialog.getByLabel('Your response').fill(content);
        await post.click();
        await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);

        const response = page.locator('.response', { hasText: marker });
        await expect.poll(() => response.count(), { timeout: 30_000 }).toBe(1);
        const body = response.locator('.response__content');
        expect(await body.locator('strong').innerText()).toBe('evidence');
        expect(await body.locator('em').innerText()).toBe('thin');
        expect(await body.locator('li').allInnerTexts()).toEqual(['first point', 'second point']);
        // Raw HTML is parsed and sanitised (rehype-sanitize): no script, no handler, the prose kept.
        expect(await body.locator('script, [onerror]').count()).toBe(0);
        expect(await body.innerText()).toContain('Raw:');
        expect(await body.innerText()).not.toContain('window.__xss');
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        await response.scrollIntoViewIfNeeded();
        if (viewport.width > 1000) await keepScreenshot(page, 'viewer-markdown-response');

        // The stored anchor: the quote and its offsets in code points over the raw turn text.
        const db = supabaseClient(inject('apiUrl'), inject('anonKey'));
        const { data: turn } = await db
          .from('debate_turns')
          .select('text')
          .eq('debate_id', DEBATE)
          .eq('round_index', 0)
          .eq('speaker_index', 0)
          .single();
        const { data: stored } = await db
          .from('threaded_responses')
          .select('original_text, original_text_start, original_text_end, passage')
          .eq('debate_id', DEBATE)
          .like('content', `%${marker}%`)
          .single();
        const text = turn!.text as string;
        const from = text.indexOf(QUOTE_FROM);
        const to = text.indexOf(QUOTE_TO) + QUOTE_TO.length;
        const expectedQuote = text.slice(from, to);
        expect(expectedQuote).toMatch(/Wild, right\?\n\nAnd Sweden has/);
        expect(stored).toEqual({
          original_text: expectedQuote,
          original_text_start: Array.from(text.slice(0, from)).length,
          original_text_end: Array.from(text.slice(0, to)).length,
          passage: 'text',
        });
        // The new anchor is highlighted across both paragraphs.
        await expect.poll(() => passage.locator('mark').count()).toBeGreaterThanOrEqual(2);
        expect(pageErrors).toEqual([]);
      },
    );
  });
}

describe('share and keep', () => {
  test('copies the link with a confirmation and exports the debate as Markdown', { timeout: 120_000 }, async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 390, height: 844 }, permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${appUrl}/debate/${DEBATE}`);
    await page.getByRole('heading', { level: 1, name: 'Should there be a global carbon tax?' }).waitFor();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByTestId('link-copied').waitFor();
    expect(await page.getByTestId('link-copied').innerText()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(appUrl).origin}/debate/${DEBATE}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export as Markdown' }).click()]);
    expect(download.suggestedFilename()).toBe('should-there-be-a-global-carbon-tax.md');
    // Read through Playwright: the file is on the lane's browser's side of the connection.
    const md = await readAll(await download.createReadStream());
    expect(md.startsWith('# Should there be a global carbon tax?\n')).toBe(true);
    // Saved through save_debate, which keeps categories in the contract's order.
    expect(md).toContain('Categories: Economics, Environment');
    expect(md).toMatch(/- \*\*First Speaker\*\*: gpt-4 · offline demo, .*casual style/);
    expect(md).toContain('## Round 1: Opening Statements');
    expect(md).toContain('## Round 3: Closing Arguments');
    expect(md).toContain('there should be a global carbon tax.');
    expect(md).toContain(`Link: ${new URL(appUrl).origin}/debate/${DEBATE}`);
  });
});
