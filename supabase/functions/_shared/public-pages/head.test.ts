import { describe, expect, it } from 'vitest';
import { writePage, type PageMeta } from './head.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Agora</title>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
  </head>
  <body>
    <div id="root"><div class="app-frame" inert=""><main><div class="skeleton"></div></main></div></div>
  </body>
</html>`;

const META: PageMeta = {
  title: 'T',
  description: 'D',
  canonical: 'https://agora.example/debate/x',
  type: 'article',
  image: { url: 'https://agora.example/og.png', alt: 'A', width: 1200, height: 630 },
  feeds: [],
};

describe('writePage', () => {
  it('keeps the loading frame without a rendered app', () => {
    expect(writePage(TEMPLATE, META)).toContain(
      '<div id="root"><div class="app-frame" inert=""><main><div class="skeleton"></div></main></div></div>',
    );
  });

  it('puts the rendered app in place of the whole frame and its data block right after #root', () => {
    const page = writePage(TEMPLATE, META, {
      html: '<main>$& debate $1</main>',
      data: '<script type="application/json" id="d">{}</script>',
    });
    expect(page).toContain(
      '<div id="root"><main>$& debate $1</main></div><div id="agora-veil" class="page-veil" aria-hidden="true"></div><script type="application/json" id="d">{}</script>\n  </body>',
    );
    expect(page).not.toContain('app-frame');
    expect(page).not.toContain('skeleton');
  });
});
