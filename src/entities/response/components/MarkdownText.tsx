import { lazy, Suspense, type ComponentType } from 'react';

type Renderer = ComponentType<{ text: string }>;

let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/**
 * Loads the Markdown renderer (its own chunk: the viewer's first screen is
 * the debate, responses come after it). useResponses waits for it with a page
 * that has text, so the responses appear rendered, without a later shift.
 */
export function preloadMarkdown(): Promise<Renderer> {
  loading ??= import('./MarkdownRenderer.tsx').then(
    (module) => (renderer = module.MarkdownRenderer),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const LazyRenderer = lazy(async () => ({ default: await preloadMarkdown() }));

/**
 * Any of Markdown's syntax in the subset responses may use, or that the parser
 * would act on otherwise (escapes, entities, raw HTML, headings, setext
 * underlines, list markers, indented code, hard breaks).
 */
const MARKDOWN_SYNTAX = /[\\`*_[\]<>#&!~|]|^[ \t]*(?:[-+]|\d+[.)]|=+[ \t]*$)|^(?: {4}|\t)[ \t]*\S| {2}\n/m;

/**
 * Text with none of Markdown's syntax: the parser would give back its
 * paragraphs as they are (but for whitespace, which the page collapses too),
 * so it is shown without the renderer, its chunk or its parse.
 */
export function isPlainProse(text: string): boolean {
  return !MARKDOWN_SYNTAX.test(text);
}

/** Plain prose, and any text until the renderer is in: the paragraphs as text (never parsed as HTML). */
function PlainParagraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** A response or reply, rendered from its Markdown (the stored text stays the Markdown source). */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const Loaded = renderer;
  return (
    <div className={className}>
      {isPlainProse(text) ? (
        <PlainParagraphs text={text} />
      ) : Loaded ? (
        <Loaded text={text} />
      ) : (
        <Suspense fallback={<PlainParagraphs text={text} />}>
          <LazyRenderer text={text} />
        </Suspense>
      )}
    </div>
  );
}
