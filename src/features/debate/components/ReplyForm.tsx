import { RESPONSE_MAX_LENGTH } from '@contract/responses.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { postReply } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { replyPreview } from '../utils/truncate.ts';
import { RESPONSE_TEXTS, replyFailureText } from './responseErrors.ts';

export interface ReplyFormProps {
  parent: ResponseRow;
  onPosted: (reply: ResponseRow) => void;
  onCancel: () => void;
}

/** A reply under a response: its preview (100 characters), the text, Post Reply. */
export function ReplyForm({ parent, onPosted, onCancel }: ReplyFormProps) {
  const fieldId = useId();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [content, setContent] = useState('');
  const [posting, setPosting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function submit() {
    if (!signedIn) return setAlert(RESPONSE_TEXTS.replyLoginRequired);
    const text = content.trim();
    if (text === '') return setAlert(RESPONSE_TEXTS.emptyResponse);
    setPosting(true);
    setAlert(null);
    try {
      onPosted(await postReply(parent.id, text));
    } catch (error) {
      console.error('Posting the reply failed', error);
      setAlert(replyFailureText(error));
    } finally {
      setPosting(false);
    }
  }

  return (
    <form
      className="reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !posting) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p className="reply-form__preview">
        Replying to <strong>{parent.author_name}</strong>: “{replyPreview(parent.content)}”
      </p>
      <label className="visually-hidden" htmlFor={fieldId}>
        Your reply
      </label>
      <textarea
        id={fieldId}
        className="textarea"
        rows={3}
        maxLength={RESPONSE_MAX_LENGTH}
        autoFocus
        placeholder="Write a reply"
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      {alert && (
        <div className="error-box" role="alert">
          <p className="error-box__body">{alert}</p>
          {alert === RESPONSE_TEXTS.replyLoginRequired && (
            <p>
              <Link to="/login">Sign In</Link>
            </p>
          )}
        </div>
      )}
      <div className="reply-form__actions">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={posting}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={posting} disabled={content.trim() === '' || posting}>
          {posting ? 'Posting...' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
}
