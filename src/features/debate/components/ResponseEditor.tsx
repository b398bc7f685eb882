import { RESPONSE_MAX_LENGTH } from '@contract/responses.ts';
import { useId, useState } from 'react';
import { Button } from '@/components/index.ts';
import { editResponse } from '../api/responsesApi.ts';
import type { ResponseRow } from '../types/index.ts';
import { editFailureText, RESPONSE_TEXTS } from './responseErrors.ts';

export interface ResponseEditorProps {
  response: ResponseRow;
  onSaved: (row: ResponseRow) => void;
  onCancel: () => void;
}

/** The author's inline editor for a response or reply; a refused edit keeps the text. */
export function ResponseEditor({ response, onSaved, onCancel }: ResponseEditorProps) {
  const fieldId = useId();
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
    <form
      className="reply-form response-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label className="visually-hidden" htmlFor={fieldId}>
        Edit your response
      </label>
      <textarea
        id={fieldId}
        className="textarea"
        rows={3}
        maxLength={RESPONSE_MAX_LENGTH}
        autoFocus
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      {alert && (
        <div className="error-box" role="alert">
          <p className="error-box__body">{alert}</p>
        </div>
      )}
      <div className="reply-form__actions">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" busy={saving} disabled={text === '' || text === response.content || saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
