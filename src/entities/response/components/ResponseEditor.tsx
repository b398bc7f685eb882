import { useState } from 'react';
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
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const text = content.trim();

  async function submit() {
    if (text === '') return setAlert(RESPONSE_TEXTS.emptyResponse);
    setSaving(true);
    setAlert(null);
    try {
      onSaved(await editResponse(response.id, text));
    } catch (error) {
      console.error('Editing the response failed', error);
      setAlert(editFailureText(error));
      setSaving(false);
    }
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
      onSubmit={() => void submit()}
      onCancel={onCancel}
    />
  );
}
