import { useState } from 'react';
import { Modal } from '@/components/index.ts';
import { formatDate } from '@/lib/format.ts';
import type { DeltaRow } from '../api/verdictApi.ts';
import { SPEAKER_LABELS } from '@/lib/speakers.ts';

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
      title={`${deltas.length} ∆ for ${first ? (SPEAKER_LABELS[first.speaker_index] ?? 'this speaker') : 'this passage'}`}
    >
      <ul className="delta-list" data-testid="delta-explanations">
        {deltas.map((delta) => (
          <li key={delta.id} className="delta-list__item">
            <blockquote className="delta-list__quote">{delta.original_text}</blockquote>
            <p className="delta-list__explanation">{delta.explanation}</p>
            <p className="delta-list__meta">
              <time dateTime={delta.created_at}>{formatDate(delta.created_at)}</time>
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
