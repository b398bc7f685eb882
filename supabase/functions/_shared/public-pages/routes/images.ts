// The preview images: /og/debate/:id.png (drawn on demand, kept by version,
// revalidated by ETag) and /og/agora.png (the generic one).
import { Hono } from 'hono';
import type { DebateCard } from '../data.ts';
import { contentHash } from '../hash.ts';
import { debateCardTree, siteCardTree } from '../image.ts';
import type { PublicPagesOptions } from '../options.ts';
import { matches, respond } from '../respond.ts';

/** What of a debate its image shows: the image's version changes exactly when this does. */
const drawnOf = (card: DebateCard) =>
  JSON.stringify([card.topic, card.categories, card.speakers, card.upvotes, card.downvotes, card.verdict]);

const imageVersion = (card: DebateCard): string => contentHash(drawnOf(card));

/** The debate's image address, versioned: a chat app that caches by URL gets a new picture when what it shows changes. */
export const debateImageUrl = (site: string, card: DebateCard) => `${site}/og/debate/${card.id}.png?v=${imageVersion(card)}`;

/**
 * Drawn images by debate, least recently used first; and the drawings under
 * way, so requests for the same image at once draw it once.
 */
function imageCache(options: PublicPagesOptions) {
  const images = new Map<string, { version: string; png: Uint8Array }>();
  const drawing = new Map<string, Promise<Uint8Array>>();
  const size = options.imageCacheSize ?? 500;

  /** The image of this version of the debate: from the cache, or drawn (once for concurrent requests). */
  async function imageOf(debate: DebateCard, version: string): Promise<Uint8Array> {
    const cached = images.get(debate.id);
    images.delete(debate.id);
    if (cached?.version === version) {
      images.set(debate.id, cached);
      return cached.png;
    }
    const key = `${debate.id}:${version}`;
    let png = drawing.get(key);
    if (!png) {
      png = options.renderImage(debateCardTree(debate));
      drawing.set(key, png);
      void png.then(
        () => drawing.delete(key),
        () => drawing.delete(key),
      );
    }
    const drawn = await png;
    // Whichever drawing ends last is kept; a request for another version draws again.
    images.delete(debate.id);
    if (images.size >= size) images.delete(images.keys().next().value!);
    images.set(debate.id, { version, png: drawn });
    return drawn;
  }

  return { imageOf, forget: (id: string) => images.delete(id) };
}

export function imageRoutes(options: PublicPagesOptions): Hono {
  const cache = imageCache(options);
  let siteImage: Promise<Uint8Array> | undefined;
  const app = new Hono();

  app.get('/og/debate/:file{[^/]+\\.png}', async (c) => {
    const id = c.req.param('file').slice(0, -'.png'.length);
    // Read on every request, cached image or not (no-cache): a debate made
    // private stops being served at once. The card alone is read: one cheap
    // primary-key lookup, which also gives the image's version.
    const debate = await options.data.debatePreview(id);
    // A debate that is not (or no longer) public has no image, and a cached one is dropped.
    if (!debate) {
      cache.forget(id);
      return new Response('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const version = imageVersion(debate);
    const answer = { type: 'image/png', headers: { 'X-Content-Type-Options': 'nosniff' }, etag: `"${version}"` };
    // The client holds this version already: nothing to draw or send.
    if (matches(c.req.header('If-None-Match') ?? null, answer.etag)) return respond(c.req.raw, { ...answer, body: new Uint8Array(0) });
    return respond(c.req.raw, { ...answer, body: await cache.imageOf(debate, version) });
  });

  app.get('/og/agora.png', async (c) => {
    siteImage ??= options.renderImage(siteCardTree());
    return respond(c.req.raw, { body: await siteImage, type: 'image/png', headers: { 'Cache-Control': 'public, max-age=86400' } });
  });

  return app;
}
