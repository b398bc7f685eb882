// The preview image: a 1200×630 PNG of a debate (topic, both speakers, the
// tallies, the verdict), laid out by satori (HTML/CSS flexbox to SVG) and
// rasterised by resvg (WebAssembly, so the same code runs in Node and Deno).
// Type sizes are for the ~400 px wide thumbnail chats show: nothing smaller
// than 30 px at full size.
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { personAuthor, speakerName, writtenBy } from '../contract/glossary.ts';
import { stanceLabel } from '../contract/stance.ts';
import type { DebateCard, Speaker } from './data.ts';
import { clip, talliesLine, verdictLine } from './text.ts';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/** What the drawing needs, loaded by each host its own way (files in Node, the function's bundle in Deno). */
export interface ImageAssets {
  /** @resvg/resvg-wasm's index_bg.wasm. */
  resvgWasm: Uint8Array | ArrayBuffer;
  /** Inter 400 and 700 as WOFF (satori reads TTF/OTF/WOFF, not WOFF2). */
  fontRegular: ArrayBuffer;
  fontBold: ArrayBuffer;
}

/** satori's element tree, written without JSX so this module needs no React. */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: Child | Child[] };
}
type Child = Node | string | null;

const h = (type: string, style: Record<string, string | number>, ...children: Child[]): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children: children.length === 1 ? children[0] : children },
});

const INK = '#1d1c1a';
const MUTED = '#5c5a55';
const PAPER = '#f6f5f1';
const FOR = '#1f6f4a';
const AGAINST = '#a23b2a';
const NEUTRAL = '#6b5d2f';

const stanceColour = (stance: number) => (stance > 0.3 ? FOR : stance < -0.3 ? AGAINST : NEUTRAL);

function speakerBox(n: 1 | 2, speaker: Speaker, winner: boolean, generator: string | null | undefined): Node {
  const name = speakerName(n - 1).toUpperCase();
  // The offline demo's template text never passes for the model: it is named where the style would be.
  // A person's seat is named by the person, never by the model its settings name.
  const author = speaker.person
    ? personAuthor(speaker.person.name)
    : generator === 'offline-demo'
      ? writtenBy(speaker.model, generator)
      : `${speaker.model} · ${speaker.style}`;
  // The frame is a box around a box, not a CSS border: satori draws a rounded
  // border as a stroke clipped to the box, and resvg clips by drawing a whole
  // extra layer, which made the frames half of the rasterising time.
  return h(
    'div',
    { flexGrow: 1, flexBasis: 0, padding: 4, borderRadius: 20, background: winner ? INK : '#e2e0da' },
    h(
      'div',
      { flexDirection: 'column', flexGrow: 1, padding: '22px 28px', borderRadius: 16, background: '#ffffff' },
      h('div', { fontSize: 30, color: MUTED, fontWeight: 700 }, winner ? `${name} · WINS` : name),
      h('div', { fontSize: 46, fontWeight: 700, color: stanceColour(speaker.stance), marginTop: 4 }, stanceLabel(speaker.stance)),
      h('div', { fontSize: 32, color: INK, marginTop: 6 }, clip(author, 32)),
    ),
  );
}

export function debateCardTree(card: DebateCard): Node {
  const verdict = verdictLine(card.verdict);
  const winner = verdict ? card.verdict?.winner_speaker : null;
  const topic = clip(card.topic, 120);
  return h(
    'div',
    {
      // satori sizes boxes by their content: the padding comes on top.
      width: IMAGE_WIDTH - 112,
      height: IMAGE_HEIGHT - 96,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '48px 56px',
      background: PAPER,
      color: INK,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { justifyContent: 'space-between', fontSize: 30, color: MUTED, fontWeight: 700 },
      h('div', {}, 'AGORA · AI DEBATE'),
      h('div', {}, clip(card.categories.join(' · '), 40)),
    ),
    h('div', { fontSize: topic.length > 70 ? 52 : 64, fontWeight: 700, lineHeight: 1.15, marginTop: 8 }, topic),
    h(
      'div',
      { gap: 28, marginTop: 12 },
      speakerBox(1, card.speakers[0], winner === 1, card.generator),
      speakerBox(2, card.speakers[1], winner === 2, card.generator),
    ),
    h(
      'div',
      { justifyContent: 'space-between', fontSize: 34, marginTop: 12 },
      h('div', { fontWeight: 700, gap: 28 }, h('div', {}, `↑ ${card.upvotes}`), h('div', {}, `↓ ${card.downvotes}`)),
      h('div', { color: verdict ? INK : MUTED }, verdict ?? talliesLine(card)),
    ),
  );
}

/** The image for pages that are not a public debate: says only "Agora". */
export function siteCardTree(): Node {
  return h(
    'div',
    {
      width: IMAGE_WIDTH - 112,
      height: IMAGE_HEIGHT - 112,
      flexDirection: 'column',
      justifyContent: 'center',
      padding: '56px',
      background: PAPER,
      color: INK,
      fontFamily: 'Inter',
    },
    h('div', { fontSize: 96, fontWeight: 700 }, 'Agora'),
    h('div', { fontSize: 40, color: MUTED, marginTop: 16 }, 'Two AI speakers debate a topic in three rounds; readers vote.'),
  );
}

export type ImageRenderer = (tree: Node) => Promise<Uint8Array>;

type SatoriOptions = Parameters<typeof satori>[1];

/**
 * A renderer over the given assets. The WebAssembly starts and the fonts load
 * once, on first use; the same font list is handed to every drawing, which is
 * what satori keys its parsed fonts by.
 */
export function createImageRenderer(assets: () => Promise<ImageAssets>): ImageRenderer {
  let ready: Promise<SatoriOptions> | undefined;
  const start = () =>
    (ready ??= assets().then(async (loaded) => {
      await initWasm(loaded.resvgWasm);
      return {
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        fonts: [
          { name: 'Inter', data: loaded.fontRegular, weight: 400, style: 'normal' },
          { name: 'Inter', data: loaded.fontBold, weight: 700, style: 'normal' },
        ],
      } satisfies SatoriOptions;
    }));
  return async (tree) => {
    const options = await start();
    // satori takes React elements; a plain { type, props } tree is one.
    const svg = await satori(tree as unknown as Parameters<typeof satori>[0], options);
    // Drawn at the SVG's own size (1200×630): no scaling pass.
    const resvg = new Resvg(svg);
    try {
      const image = resvg.render();
      try {
        return image.asPng();
      } finally {
        image.free();
      }
    } finally {
      resvg.free();
    }
  };
}
