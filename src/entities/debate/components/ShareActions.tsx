import { lazy, Suspense, useId, useState } from 'react';
import { embedSnippet } from '@contract/embed.ts';
import { Button, toast } from '@/components/index.ts';
import { useHydrated } from '@/lib/hydration.ts';
import type { DebateWithTurns } from '../types/index.ts';
import './share.css';
import type { DebateRecord } from '@/entities/debate/types/index.ts';

const LINK_COPIED_MESSAGE = 'Link copied';
const COPY_FAILED_MESSAGE = 'Could not copy the link. Copy it from the address bar.';
const SNIPPET_COPIED_MESSAGE = 'Embed code copied';
const SNIPPET_COPY_FAILED_MESSAGE = 'Could not copy the embed code. Select it and copy it.';
// Only a private debate's author sees it: off every other reader's first screen.
const ShareWithCommunity = lazy(() => import('./ShareWithCommunity.tsx').then((m) => ({ default: m.ShareWithCommunity })));
const EMBED_HINT = 'Paste this into a web page to show the debate’s card there. Sites that read oEmbed embed it from the link alone.';
function debateLink(debateId: string): string {
  return `${window.location.origin}/debate/${debateId}`;
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Copy link, the phone's share sheet (where the browser has one), Embed and export as Markdown; for a
 * private debate, Share with Community instead of a link nobody else could open.
 */
export function ShareActions({
  debate,
  onShared,
}: {
  debate: DebateWithTurns;
  /** A private debate was shared from here: the server's row (now shared, with the author's upvote). */
  onShared?: (row: DebateRecord) => void;
}) {
  const [copied, setCopied] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const embedId = useId();
  // The page may be rendered on the server: the address and the share sheet are the browser's, read once hydrated.
  const hydrated = useHydrated();
  const link = () => debateLink(debate.id);
  // The Markdown writer loads on the first export, not with the debate's first screen.
  const exportMarkdown = async () => {
    const { debateSlug, debateToMarkdown } = await import('../utils/exportMarkdown.ts');
    download(`${debateSlug(debate.topic)}.md`, debateToMarkdown(debate, link()));
  };
  const snippet = () => embedSnippet(`${window.location.origin}/embed/debate/${debate.id}`, debate.topic);

  async function copySnippet() {
    try {
      await navigator.clipboard.writeText(snippet());
      toast.success(SNIPPET_COPIED_MESSAGE);
    } catch (error) {
      console.error('Copying the embed code failed', error);
      toast.error(SNIPPET_COPY_FAILED_MESSAGE);
    }
  }
  const canShare = hydrated && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(link());
      setCopied(true);
      toast.success(LINK_COPIED_MESSAGE);
    } catch (error) {
      console.error('Copying the link failed', error);
      toast.error(COPY_FAILED_MESSAGE);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: debate.topic, text: debate.topic, url: link() });
    } catch (error) {
      // Closing the sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Sharing failed', error);
    }
  }

  return (
    <div className="share-actions" role="group" aria-label="Share and keep">
      {!debate.is_public && onShared && (
        <Suspense fallback={null}>
          <ShareWithCommunity debateId={debate.id} onShared={onShared} />
        </Suspense>
      )}
      {debate.is_public && (
        <Button variant="secondary" size="sm" onClick={() => void copy()} aria-describedby={copied ? 'link-copied' : undefined}>
          Copy link
        </Button>
      )}
      {copied && (
        <span id="link-copied" className="share-actions__note" role="status" data-testid="link-copied">
          {LINK_COPIED_MESSAGE}
        </span>
      )}
      {debate.is_public && canShare && (
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          Share…
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => void exportMarkdown()}>
        Export as Markdown
      </Button>
      {/* Only a shared debate has a card others may show. */}
      {debate.is_public && (
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={embedOpen}
          aria-controls={embedId}
          onClick={() => setEmbedOpen((open) => !open)}
        >
          Embed
        </Button>
      )}
      {debate.is_public && embedOpen && (
        <div id={embedId} className="share-actions__embed">
          <label htmlFor={`${embedId}-code`}>Embed code</label>
          <textarea id={`${embedId}-code`} readOnly rows={3} value={snippet()} onFocus={(e) => e.currentTarget.select()} />
          <p className="share-actions__note">{EMBED_HINT}</p>
          <Button variant="secondary" size="sm" onClick={() => void copySnippet()}>
            Copy embed code
          </Button>
        </div>
      )}
    </div>
  );
}
