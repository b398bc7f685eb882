import { useEffect, useId, useRef } from 'react';
import { useDraft } from '@/hooks/useDraft.ts';
import { ErrorBox, FormModal, lengthOf, PassageQuote, TextField } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { announceToMyTabs } from '@/lib/userTopic.ts';
import { awardDelta } from '../api/awardDelta.ts';
import type { SelectedPassage } from '@/lib/selectionAnchor.ts';
import { speakerName } from '@contract/glossary.ts';
import { deltaFailureText } from './verdictText.ts';

// As the database counts them (award_delta: 50 to 2000 characters after trimming).
const EXPLANATION_LIMITS = { min: 50, max: 2000 };

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
      // The person's other tabs and devices show their ∆ too.
      announceToMyTabs('my_delta', { debate_id: debateId, awarded: true });
      onAwarded();
      onClose();
    },
  });
  const { error: alert, pending: saving, reset } = award;
  const open = selection !== null;

  useEffect(() => {
    if (open) reset();
  }, [open, selection, reset]);

  function submit() {
    if (selection) void award.run(selection, explanation.trim());
  }

  const speaker = selection ? speakerName(selection.speakerIndex) : '';

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={`∆ This changed my mind — award ${speaker}`}
      initialFocusRef={textareaRef}
      busy={saving}
      canSubmit={lengthOf(explanation, EXPLANATION_LIMITS).fits}
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
        limits={EXPLANATION_LIMITS}
        value={explanation}
        onValueChange={setExplanation}
        hint={`${EXPLANATION_LIMITS.min} to ${EXPLANATION_LIMITS.max} characters. One ∆ per debate, to the speaker whose side your answer moved toward.`}
      />
      {alert && (
        <ErrorBox>
          <p>{alert}</p>
        </ErrorBox>
      )}
    </FormModal>
  );
}
