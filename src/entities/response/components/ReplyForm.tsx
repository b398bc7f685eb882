import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/stores/session.ts';
import { postReply } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { replyPreview } from '../utils/truncate.ts';
import { InlineTextForm } from './InlineTextForm.tsx';
import { RESPONSE_TEXTS, replyFailureText } from './responseErrors.ts';

export interface ReplyFormProps {
  parent: ResponseRow;
  onPosted: (reply: ResponseRow) => void;
  onCancel: () => void;
}

/** A reply under a response: its preview (100 characters), the text, Post Reply. */
export function ReplyForm({ parent, onPosted, onCancel }: ReplyFormProps) {
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
            <Link to="/login">Sign In</Link>
          </p>
        )
      }
      submitLabel="Post Reply"
      busyLabel="Posting..."
      submitDisabled={content.trim() === '' || posting}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    />
  );
}
