import Markdown, { type Components } from 'react-markdown';

/**
 * The Markdown subset responses may use. Everything else (headings, images,
 * tables, quotes) is unwrapped to its text. Raw HTML is never parsed into
 * elements: without rehype-raw react-markdown renders it as literal text.
 */
const ALLOWED_ELEMENTS = ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li', 'a', 'code', 'pre'];

const components: Components = {
  // Links are user content: no ranking credit, no access to this window.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="nofollow ugc noopener">
      {children}
    </a>
  ),
};

/** Markdown to React elements; loaded on demand by MarkdownText (react-markdown and its remark stack are ~35 KB gzip). */
export function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed components={components}>
      {text}
    </Markdown>
  );
}
