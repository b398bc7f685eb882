import { Link, useLocation } from 'react-router';
import { useDraft } from '@/hooks/useDraft.ts';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import { postReply } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { replyPreview } from '../utils/truncate.ts';
import { InlineTextForm } from './InlineTextForm.tsx';
import { RESPONSE_TEXTS, replyFailureText } from './responseErrors.ts';
import { replyDraftKey, resumeReplyDraft } from '../utils/replyDraft.ts';

export interface ReplyFormProps {
  parent: ResponseRow;
  onPosted: (reply: ResponseRow) => void;
  onCancel: () => void;
}

/** A reply under a response: its preview (100 characters), the text, Post Reply. */
export function ReplyForm({ parent, onPosted, onCancel }: ReplyFormProps) {
  const signedIn = useSession((s) => s.status === 'signed-in');
  const here = useLocation();
  // What was typed survives a reload and a sign-in detour.
  const [content, setContent, discardDraft] = useDraft(replyDraftKey(parent.id));
  const post = useMutation((text: string) => postReply(parent.id, text), {
    errorText: replyFailureText,
    failureLog: 'Posting the reply failed',
    onSuccess: (reply) => {
      discardDraft();
      onPosted(reply);
    },
  });
  const { error: alert, pending: posting } = post;

  function submit() {
    if (!signedIn) return post.fail(RESPONSE_TEXTS.replyLoginRequired);
    const text = content.trim();
    if (text === '') return post.fail(RESPONSE_TEXTS.emptyResponse);
    void post.run(text);
  }

  return (
    <InlineTextForm
      intro={
        <p className="reply-form__preview">
          Replying to <strong>{parent.author_name}</strong>: “{replyPreview(parent.content)}”
        </p>
      }
      label="Your reply"
      placeholder="Write a reply"
      value={content}
      onChange={setContent}
      busy={posting}
      alert={alert}
      alertExtra={
        alert === RESPONSE_TEXTS.replyLoginRequired && (
          <p>
            <Link to={loginPathFrom(here)} onClick={() => resumeReplyDraft(parent.id)}>
              Sign In
            </Link>
          </p>
        )
      }
      submitLabel="Post Reply"
      busyLabel="Posting..."
      submitDisabled={content.trim() === '' || posting}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
