import { useState } from 'react';
import { Button, TextField } from '@/components/index.ts';
import { useDraft } from '@/hooks/useDraft.ts';

export interface TurnEditorProps {
  generationId: string;
  sequence: number;
  /** "Round 2 · Rebuttal" */
  title: string;
  length: { min: number; max: number };
  /** Sends the turn; rejects with the reason it was refused (the draft stays). */
  onSubmit(text: string, summary: string | null): Promise<void>;
}

/**
 * The person's turn, written in the page: Markdown, a live counter against the lengths the
 * database allows, an optional summary of their own. Both are drafts (useDraft): a reload or a
 * sign-in detour finds them again; only a turn the database accepted clears them.
 */
export function TurnEditor({ generationId, sequence, title, length, onSubmit }: TurnEditorProps) {
  const [text, setText, discardText] = useDraft(`floor:${generationId}:${sequence}`);
  const [summary, setSummary, discardSummary] = useDraft(`floor:${generationId}:${sequence}:summary`);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const count = text.trim().length;
  const fits = count >= length.min && count <= length.max;

  async function submit() {
    setSending(true);
    setRefusal(null);
    try {
      await onSubmit(text.trim(), summary.trim() === '' ? null : summary.trim());
      discardText();
      discardSummary();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'Your turn could not be sent. It is kept here: try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="floor-editor card"
      aria-label="Your turn"
      onSubmit={(event) => {
        event.preventDefault();
        if (fits && !sending) void submit();
      }}
    >
      <h2 className="floor-editor__title">Your turn · {title}</h2>
      <TextField
        id={`floor-turn-${sequence}`}
        label="Your argument (Markdown)"
        multiline
        rows={10}
        value={text}
        onValueChange={setText}
        hint={
          <span data-testid="floor-counter" className={fits ? undefined : 'floor-editor__count--out'}>
            {count} characters · {length.min}–{length.max}
          </span>
        }
      />
      <TextField
        id={`floor-summary-${sequence}`}
        label="Your summary (optional: otherwise its first sentence)"
        value={summary}
        onValueChange={setSummary}
        maxLength={300}
      />
      {refusal && (
        <p role="alert" className="floor-editor__refusal">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={!fits || sending} busy={sending}>
        {sending ? 'Sending…' : 'Submit turn'}
      </Button>
    </form>
  );
}
