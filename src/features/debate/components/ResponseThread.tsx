import { useId, useRef, useState } from 'react';
import { Avatar, PersonLink } from '@/components/index.ts';
import { formatDateTime, relativeTime } from '@/lib/format.ts';
import { useSession } from '@/stores/session.ts';
import type { ResponseRow } from '../types/index.ts';
import { asPlaceholder } from '../utils/responseEdits.ts';
import { countReplies, threadToggleLabel, type ThreadNode } from '../utils/threads.ts';
import { replyPreview } from '../utils/truncate.ts';
import { DeleteResponseDialog } from './DeleteResponseDialog.tsx';
import { MarkdownText } from './MarkdownText.tsx';
import { ModerationNotice } from './ModerationNotice.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ReportButton } from './ReportButton.tsx';
import { ResponseEditor } from './ResponseEditor.tsx';

const DELETED_RESPONSE_TEXT = 'This response was deleted.';

export interface ResponseThreadProps {
  node: ThreadNode;
  now: Date;
  onReveal: (response: ResponseRow) => void;
  onReplyPosted: (reply: ResponseRow) => void;
  /** The author edited a response, or it became a "[deleted]" placeholder. */
  onChanged?: (row: ResponseRow) => void;
  /** The author's response was removed. */
  onRemoved?: (responseId: string) => void;
}

const ignore = () => undefined;

/** A response with its replies nested below; the replies collapse and expand. */
export function ResponseThread({ node, now, onReveal, onReplyPosted, onChanged = ignore, onRemoved = ignore }: ResponseThreadProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [replying, setReplying] = useState(false);
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
          {response.edited_at && !deleted && (
            <time className="response__edited" dateTime={response.edited_at} title={`Edited ${formatDateTime(response.edited_at)}`}>
              edited {relativeTime(response.edited_at, now)}
            </time>
          )}
        </header>
        {response.parent_id === null && (
          <button
            type="button"
            className="response__quote"
            aria-label={`Show the quoted passage in the debate: ${replyPreview(response.original_text)}`}
            onClick={() => onReveal(response)}
          >
            “{replyPreview(response.original_text)}”
          </button>
        )}
        <ModerationNotice state={response.moderation_state} authorId={response.author_id} kind="response" />
        {deleted ? (
          <p className="response__content response__content--deleted">{DELETED_RESPONSE_TEXT}</p>
        ) : editing ? (
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
        ) : (
          response.content && <MarkdownText className="response__content markdown-text" text={response.content} />
        )}
        <div className="response__actions">
          {/* A placeholder cannot be replied to (AG064), edited or deleted again. */}
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
          {!deleted && <ReportButton target={{ type: 'response', id: response.id }} authorId={response.author_id} />}
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
        )}
        {own && (
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
        )}
      </article>
      {node.replies.length > 0 && (
        <ol id={repliesId} className="thread-list thread-list--nested" hidden={collapsed}>
          {node.replies.map((child) => (
            <ResponseThread
              key={child.response.id}
              node={child}
              now={now}
              onReveal={onReveal}
              onReplyPosted={onReplyPosted}
              onChanged={onChanged}
              onRemoved={onRemoved}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
