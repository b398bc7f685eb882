import { useId, useRef, useState } from 'react';
import { formatDateTime, relativeTime } from '@/lib/format.ts';
import type { ResponseRow } from '../types/index.ts';
import { countReplies, threadToggleLabel, type ThreadNode } from '../utils/threads.ts';
import { replyPreview } from '../utils/truncate.ts';
import { ModerationNotice } from './ModerationNotice.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { ReportButton } from './ReportButton.tsx';

export interface ResponseThreadProps {
  node: ThreadNode;
  now: Date;
  onReveal: (response: ResponseRow) => void;
  onReplyPosted: (reply: ResponseRow) => void;
}

/** A response with its replies nested below; the replies collapse and expand. */
export function ResponseThread({ node, now, onReveal, onReplyPosted }: ResponseThreadProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const repliesId = useId();
  const authorId = useId();
  const response = node.response;
  const hidden = countReplies(node);

  return (
    <li className="response" data-depth={response.depth} data-response-id={response.id}>
      <article className="response__body" aria-labelledby={authorId}>
        <header className="response__header">
          <span id={authorId} className="response__author">
            {response.author_name}
          </span>
          <time className="response__time" dateTime={response.created_at} title={formatDateTime(response.created_at)}>
            {relativeTime(response.created_at, now)}
          </time>
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
        {response.content && <p className="response__content">{response.content}</p>}
        <div className="response__actions">
          <button
            ref={replyButton}
            type="button"
            className="link-button"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
          >
            Reply
          </button>
          <ReportButton target={{ type: 'response', id: response.id }} authorId={response.author_id} />
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
            />
          ))}
        </ol>
      )}
    </li>
  );
}
