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

/** Until the renderer is in: the source's paragraphs as plain text (never parsed as HTML). */
function PlainParagraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** A response or reply, rendered from its Markdown (the stored text stays the Markdown source). */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const Loaded = renderer;
  return (
    <div className={className}>
      {Loaded ? (
        <Loaded text={text} />
      ) : (
        <Suspense fallback={<PlainParagraphs text={text} />}>
          <LazyRenderer text={text} />
        </Suspense>
      )}
    </div>
  );
}
