import Markdown, { type Components } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * The Markdown subset responses may use. Everything else (headings, images,
 * tables, quotes, any other HTML element) is unwrapped to its text.
 */
const ALLOWED_ELEMENTS = ['p', 'br', 'em', 'strong', 'b', 'i', 'ul', 'ol', 'li', 'a', 'code', 'pre'];

/**
 * HTML a person types is parsed (rehype-raw) and then sanitised (rehype-sanitize, GitHub's
 * schema narrowed to the subset): `<b>` is bold, `<script>` and its content are dropped, an
 * `onerror` never survives. Markdown keeps working around it.
 */
const SANITIZE: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ALLOWED_ELEMENTS,
  attributes: { a: ['href'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  strip: ['script', 'style'],
};

/**
 * A block of HTML (a line opening with `<div>`, `<p>`, …) would otherwise take every line up to the
 * next blank one as raw HTML, turning Markdown off for the whole post: HTML is read inline only.
 */
function inlineHtmlOnly(this: { data(): unknown }) {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ disable: { null: ['htmlFlow'] } });
}

const components: Components = {
  // HTML that closed a paragraph around a block (`<div>` inside one) leaves it empty: not drawn.
  p: ({ node, children }) => (node?.children.length ? <p>{children}</p> : null),
  // Links are user content: no ranking credit, no access to this window.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="nofollow ugc noopener">
      {children}
    </a>
  ),
};

/** Markdown to React elements; loaded on demand by MarkdownText (react-markdown, its remark stack and the sanitiser are its own chunk). */
export function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[inlineHtmlOnly]}
      rehypePlugins={[rehypeRaw, [rehypeSanitize, SANITIZE]]}
      allowedElements={ALLOWED_ELEMENTS}
      unwrapDisallowed
      components={components}
    >
      {text}
    </Markdown>
  );
}
