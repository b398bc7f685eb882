import { RESPONSE_MAX_LENGTH } from '@contract/responses.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, ErrorBox, FormModal, PassageQuote, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import { postResponse } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';
import { RESPONSE_TEXTS, responseFailureText } from './responseErrors.ts';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { discardResponseDraft, draftedResponse, keepResponseDraft, resumeResponseDraft } from '../utils/responseDraft.ts';

export interface ResponseModalProps {
  debateId: string;
  /** The selection being answered; null keeps the modal closed. */
  selection: SelectedPassage | null;
  onClose: () => void;
  onPosted: (response: ResponseRow) => void;
  /** Offered on shared debates: award a ∆ to this passage's speaker instead of responding. */
  onAwardDelta?: () => void;
}

/** Answering a selected passage: the quote, the response, Post (disabled while empty or posting). */
export function ResponseModal({ debateId, selection, onClose, onPosted, onAwardDelta }: ResponseModalProps) {
  const fieldId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const signedIn = useSession((s) => s.status === 'signed-in');
  const here = useLocation();
  const [content, setContent] = useState('');
  const post = useMutation((passage: SelectedPassage, text: string) => postResponse(debateId, passage, text), {
    errorText: responseFailureText,
    failureLog: 'Posting the response failed',
    onSuccess: (response) => {
      discardResponseDraft(debateId);
      onPosted(response);
      onClose();
    },
  });
  const { error: alert, pending: posting, reset } = post;
  const open = selection !== null;

  // What was typed for this passage before (a reload, a sign-in detour) is there again.
  useEffect(() => {
    if (selection) {
      setContent(draftedResponse(debateId, selection));
      reset();
    }
  }, [debateId, selection, reset]);

  function change(text: string) {
    setContent(text);
    if (selection) keepResponseDraft(debateId, selection, text);
  }

  function submit() {
    if (!signedIn) return post.fail(RESPONSE_TEXTS.loginRequired);
    const text = content.trim();
    if (text === '') return post.fail(RESPONSE_TEXTS.emptyResponse);
    if (!selection || selection.text === '') return post.fail(RESPONSE_TEXTS.noSelection);
    void post.run(selection, text);
  }

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Respond to the selected text"
      initialFocusRef={textareaRef}
      busy={posting}
      canSubmit={content.trim() !== ''}
      submitLabel={posting ? 'Posting...' : 'Post Response'}
      onSubmit={submit}
      extraActions={
        onAwardDelta &&
        signedIn && (
          <Button variant="ghost" onClick={onAwardDelta} disabled={posting}>
            ∆ This changed my mind
          </Button>
        )
      }
    >
      <PassageQuote label="Selected text" text={selection?.text} />
      <TextField
        multiline
        id={fieldId}
        label="Your response"
        ref={textareaRef}
        rows={5}
        maxLength={RESPONSE_MAX_LENGTH}
        value={content}
        onValueChange={change}
        hint="Markdown is supported: **bold**, *italic*, lists, links and `code`."
      />
      {alert && (
        <ErrorBox>
          <p>{alert}</p>
          {alert === RESPONSE_TEXTS.loginRequired && (
            <p>
              <Link to={loginPathFrom(here)} onClick={() => resumeResponseDraft(debateId)}>
                Sign In
              </Link>
            </p>
          )}
        </ErrorBox>
      )}
    </FormModal>
  );
}
