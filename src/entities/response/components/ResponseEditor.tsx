import { useState } from 'react';
import { useMutation } from '@/hooks/useMutation.ts';
import { editResponse } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { InlineTextForm } from './InlineTextForm.tsx';
import { editFailureText, RESPONSE_TEXTS } from './responseErrors.ts';

export interface ResponseEditorProps {
  response: ResponseRow;
  onSaved: (row: ResponseRow) => void;
  onCancel: () => void;
}

/** The author's inline editor for a response or reply; a refused edit keeps the text. */
export function ResponseEditor({ response, onSaved, onCancel }: ResponseEditorProps) {
  const [content, setContent] = useState(response.content);
  const save = useMutation((next: string) => editResponse(response.id, next), {
    errorText: editFailureText,
    failureLog: 'Editing the response failed',
    onSuccess: onSaved,
  });
  const { error: alert, pending: saving } = save;
  const text = content.trim();

  function submit() {
    if (text === '') return save.fail(RESPONSE_TEXTS.emptyResponse);
    void save.run(text);
  }

  return (
    <InlineTextForm
      className="response-editor"
      label="Edit your response"
      value={content}
      onChange={setContent}
      busy={saving}
      alert={alert}
      submitLabel="Save"
      busyLabel="Saving..."
      submitDisabled={text === '' || text === response.content || saving}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
}
