import { useState } from 'react';
import { LocalDate, Modal } from '@/components/index.ts';
import type { DeltaRow } from '../api/verdictApi.ts';
import { speakerName } from '@contract/glossary.ts';

/** The explanations of the ∆s on a marked passage. */
export function DeltaExplanations({
  deltas,
  onClose,
  onWithdraw,
}: {
  deltas: readonly DeltaRow[];
  onClose: () => void;
  onWithdraw: () => void;
}) {
  const first = deltas[0];
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  return (
    <Modal
      open={deltas.length > 0}
      onClose={close}
      title={`${deltas.length} ∆ for ${first ? speakerName(first.speaker_index) : 'this passage'}`}
    >
      <ul className="delta-list" data-testid="delta-explanations">
        {deltas.map((delta) => (
          <li key={delta.id} className="delta-list__item">
            <blockquote className="delta-list__quote">{delta.original_text}</blockquote>
            <p className="delta-list__explanation">{delta.explanation}</p>
            <p className="delta-list__meta">
              <LocalDate value={delta.created_at} />
              {delta.mine && (
                <>
                  {' · '}
                  Your ∆{' '}
                  {confirming ? (
                    <span role="group" aria-label="Withdraw your ∆?">
                      Withdraw it?{' '}
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => {
                          setConfirming(false);
                          onWithdraw();
                        }}
                      >
                        Yes, withdraw
                      </button>{' '}
                      <button type="button" className="link-button" onClick={() => setConfirming(false)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    <button type="button" className="link-button" onClick={() => setConfirming(true)}>
                      Withdraw
                    </button>
                  )}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
