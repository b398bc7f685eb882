import { useEffect, useId, useRef } from 'react';
import { useDraft } from '@/hooks/useDraft.ts';
import { ErrorBox, FormModal, PassageQuote, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { awardDelta } from '../api/awardDelta.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';
import { SPEAKER_LABELS } from '@/lib/speakers.ts';
import { deltaFailureText } from './verdictText.ts';

const MIN_EXPLANATION = 50;
const MAX_EXPLANATION = 2000;

/** Awarding the reader's ∆ to the speaker of the selected passage, with an explanation of 50+ characters. */
export function DeltaModal({
  debateId,
  selection,
  onClose,
  onAwarded,
}: {
  debateId: string;
  selection: SelectedPassage | null;
  onClose: () => void;
  onAwarded: () => void;
}) {
  const fieldId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // The reason survives a reload and a sign-in detour until the ∆ is awarded (one per debate).
  const [explanation, setExplanation, discardExplanation] = useDraft(`delta:${debateId}`);
  const award = useMutation((passage: SelectedPassage, text: string) => awardDelta(debateId, passage, text), {
    errorText: deltaFailureText,
    onSuccess: () => {
      discardExplanation();
      onAwarded();
      onClose();
    },
  });
  const { error: alert, pending: saving, reset } = award;
  const open = selection !== null;
  const length = explanation.trim().length;

  useEffect(() => {
    if (open) reset();
  }, [open, selection, reset]);

  function submit() {
    if (selection) void award.run(selection, explanation.trim());
  }

  const speaker = selection ? (SPEAKER_LABELS[selection.speakerIndex] ?? 'this speaker') : '';

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={`∆ This changed my mind — award ${speaker}`}
      initialFocusRef={textareaRef}
      busy={saving}
      canSubmit={length >= MIN_EXPLANATION}
      submitLabel="Award ∆"
      onSubmit={submit}
    >
      <PassageQuote label="The passage that moved you" text={selection?.text} />
      <TextField
        multiline
        id={fieldId}
        label="What changed your mind?"
        ref={textareaRef}
        rows={5}
        maxLength={MAX_EXPLANATION}
        value={explanation}
        onValueChange={setExplanation}
        hint={
          length < MIN_EXPLANATION
            ? `At least ${MIN_EXPLANATION} characters (${length} so far). One ∆ per debate, to the speaker whose side your answer moved toward.`
            : `${length} characters.`
        }
      />
      {alert && (
        <ErrorBox>
          <p>{alert}</p>
        </ErrorBox>
      )}
    </FormModal>
  );
}
