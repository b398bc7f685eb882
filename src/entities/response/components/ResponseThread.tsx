import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Avatar, PersonLink } from '@/components/index.ts';
import { formatDateTime, relativeTime } from '@/lib/format.ts';
import { useSession } from '@/stores/session.ts';
import type { ResponseRow } from '../types/index.ts';
import { asPlaceholder } from '../utils/responseEdits.ts';
import { countReplies, threadToggleLabel, type ThreadNode } from '../utils/threads.ts';
import { replyPreview } from '../utils/truncate.ts';
import { replyToResume } from '../utils/replyDraft.ts';
import { MarkdownText } from './MarkdownText.tsx';

// A thread is read far more often than answered: the forms load when Reply, Edit or Delete is pressed.
const ReplyForm = lazy(() => import('./ReplyForm.tsx').then((m) => ({ default: m.ReplyForm })));
const ResponseEditor = lazy(() => import('./ResponseEditor.tsx').then((m) => ({ default: m.ResponseEditor })));
const DeleteResponseDialog = lazy(() => import('./DeleteResponseDialog.tsx').then((m) => ({ default: m.DeleteResponseDialog })));

const DELETED_RESPONSE_TEXT = 'This response was deleted.';

/**
 * What the page adds to every response from elsewhere (an entity never imports
 * another): the viewer passes the moderation notice and Report.
 */
export interface ResponseExtras {
  /** Under the quote: e.g. why the response is hidden. */
  notice?: (response: ResponseRow) => ReactNode;
  /** After the author's actions, on a response that is not a "[deleted]" placeholder: e.g. Report. */
  actions?: (response: ResponseRow) => ReactNode;
}

export interface ResponseThreadProps {
  node: ThreadNode;
  now: Date;
  extras?: ResponseExtras;
  onReveal: (response: ResponseRow) => void;
  onReplyPosted: (reply: ResponseRow) => void;
  /** The author edited a response, or it became a "[deleted]" placeholder. */
  onChanged?: (row: ResponseRow) => void;
  /** The author's response was removed. */
  onRemoved?: (responseId: string) => void;
}

const ignore = () => undefined;

/** The author, when the response was written and, unless it is a placeholder, when it was last edited. */
function ResponseHeader({ response, now, authorId }: { response: ResponseRow; now: Date; authorId: string }) {
  return (
    <header className="response__header">
      <Avatar id={response.author_id} name={response.author_name} size="sm" />
      <PersonLink id={response.author_id}>
        <span id={authorId} className="response__author">
          {response.author_name}
        </span>
      </PersonLink>
      <time className="response__time" dateTime={response.created_at} title={formatDateTime(response.created_at)}>
        {relativeTime(response.created_at, now)}
      </time>
      {response.edited_at && response.deleted_at === null && (
        <time className="response__edited" dateTime={response.edited_at} title={`Edited ${formatDateTime(response.edited_at)}`}>
          edited {relativeTime(response.edited_at, now)}
        </time>
      )}
    </header>
  );
}

/** A top-level response's quote: it reveals the passage it answers in the debate. */
function ResponseQuote({ response, onReveal }: { response: ResponseRow; onReveal: (response: ResponseRow) => void }) {
  return (
    <button
      type="button"
      className="response__quote"
      aria-label={`Show the quoted passage in the debate: ${replyPreview(response.original_text)}`}
      onClick={() => onReveal(response)}
    >
      “{replyPreview(response.original_text)}”
    </button>
  );
}

/** A response with its replies nested below; the replies collapse and expand. */
export function ResponseThread(props: ResponseThreadProps) {
  const { node, now, extras, onReveal, onReplyPosted, onChanged = ignore, onRemoved = ignore } = props;
  const [collapsed, setCollapsed] = useState(false);
  // A reply begun before a sign-in detour opens again under its response (after hydration).
  const [replying, setReplying] = useState(false);
  useEffect(() => {
    if (replyToResume(node.response.id)) setReplying(true);
  }, [node.response.id]);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const repliesId = useId();
  const authorId = useId();
  const response = node.response;
  const hidden = countReplies(node);
  const deleted = response.deleted_at !== null;
  const own = useSession((s) => s.status === 'signed-in' && s.user !== null && s.user.id === response.author_id);

  return (
    <li className="response" data-depth={response.depth} data-response-id={response.id}>
      <article className="response__body" aria-labelledby={authorId}>
        <ResponseHeader response={response} now={now} authorId={authorId} />
        {response.parent_id === null && <ResponseQuote response={response} onReveal={onReveal} />}
        {extras?.notice?.(response)}
        {deleted ? (
          <p className="response__content response__content--deleted">{DELETED_RESPONSE_TEXT}</p>
        ) : editing ? (
          <Suspense fallback={null}>
            <ResponseEditor
              response={response}
              onCancel={() => {
                setEditing(false);
                editButton.current?.focus();
              }}
              onSaved={(row) => {
                setEditing(false);
                onChanged(row);
              }}
            />
          </Suspense>
        ) : (
          response.content && <MarkdownText className="response__content markdown-text" text={response.content} />
        )}
        <div className="response__actions">
          {/* A placeholder cannot be replied to (AG064), edited, deleted or reported. */}
          {!deleted && (
            <button
              ref={replyButton}
              type="button"
              className="link-button"
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              Reply
            </button>
          )}
          {own && !deleted && !editing && (
            <button ref={editButton} type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit
            </button>
          )}
          {own && !deleted && (
            <button type="button" className="link-button response__delete" onClick={() => setConfirmingDelete(true)}>
              Delete
            </button>
          )}
          {!deleted && extras?.actions?.(response)}
          {hidden > 0 && (
            <button
              type="button"
              className="link-button"
              aria-expanded={!collapsed}
              aria-controls={repliesId}
              onClick={() => setCollapsed((c) => !c)}
            >
              {threadToggleLabel(collapsed, hidden)}
            </button>
          )}
        </div>
        {replying && (
          <Suspense fallback={null}>
            <ReplyForm
              parent={response}
              onCancel={() => {
                setReplying(false);
                replyButton.current?.focus();
              }}
              onPosted={(reply) => {
                setReplying(false);
                setCollapsed(false);
                onReplyPosted(reply);
                replyButton.current?.focus();
              }}
            />
          </Suspense>
        )}
        {own && confirmingDelete && (
          <Suspense fallback={null}>
            <DeleteResponseDialog
              response={response}
              open={confirmingDelete}
              onClose={() => setConfirmingDelete(false)}
              onDeleted={(outcome) => {
                setConfirmingDelete(false);
                if (outcome === 'placeholder') onChanged(asPlaceholder(response, new Date().toISOString()));
                else onRemoved(response.id);
              }}
            />
          </Suspense>
        )}
      </article>
      {node.replies.length > 0 && (
        <ol id={repliesId} className="thread-list thread-list--nested" hidden={collapsed}>
          {node.replies.map((child) => (
            <ResponseThread key={child.response.id} {...props} node={child} />
          ))}
        </ol>
      )}
    </li>
  );
}
