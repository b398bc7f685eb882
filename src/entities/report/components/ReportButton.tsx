import { useId, useState } from 'react';
import { useDraft } from '@/hooks/useDraft.ts';
import './report.css';
import { Button, ErrorBox, Modal, toast } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { useSession } from '@/stores/session.ts';
import { fileReport, type ReportReason, type ReportTarget } from '../api/reportApi.ts';
import { reportFailureText } from './reportText.ts';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'off_topic', label: 'Off-topic' },
  { value: 'other', label: 'Other' },
];
const DETAILS_MAX = 1000;

export interface ReportButtonProps {
  target: ReportTarget;
  /** The item's author: nobody reports their own content. */
  authorId: string | null;
  /** Class of the trigger (a link-style button in a response, a small button on a debate). */
  className?: string;
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const detailsId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  // The description survives a reload and a sign-in detour until the report is sent.
  const [details, setDetails, discardDetails] = useDraft(`report:${target.type}:${target.id}`);
  // A refused report keeps the typed text, so a limit's wait does not cost the description.
  const send = useMutation((chosen: ReportReason, text: string) => fileReport(target, chosen, text), {
    errorText: reportFailureText,
    onSuccess: () => {
      discardDetails();
      toast.success('Thank you. Your report was sent to the moderators.');
      onDone();
    },
  });
  const { error, pending: sending } = send;

  function submit() {
    if (!reason) return send.fail('Choose a reason.');
    if (reason === 'other' && details.trim() === '') return send.fail('Please describe the problem.');
    void send.run(reason, details);
  }

  return (
    <form
      className="report-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="report-form__reasons">
        <legend>Why are you reporting this {target.type}?</legend>
        {REASONS.map((option) => (
          <label key={option.value} className="report-form__reason">
            <input
              type="radio"
              name="report-reason"
              value={option.value}
              checked={reason === option.value}
              onChange={() => setReason(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={detailsId}>Details{reason === 'other' ? ' (required)' : ' (optional)'}</label>
      <textarea
        id={detailsId}
        className="textarea"
        rows={3}
        maxLength={DETAILS_MAX}
        aria-required={reason === 'other'}
        aria-describedby={error ? errorId : undefined}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      {error && (
        <ErrorBox id={errorId}>
          <p>{error}</p>
        </ErrorBox>
      )}
      <div className="report-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={sending}>
          Send report
        </Button>
      </div>
    </form>
  );
}

/** "Report" on someone else's debate or response (signed-in readers only). */
export function ReportButton({ target, authorId, className = 'link-button' }: ReportButtonProps) {
  const userId = useSession((state) => (state.status === 'signed-in' ? (state.user?.id ?? null) : null));
  const [open, setOpen] = useState(false);
  if (!userId || userId === authorId) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Report
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Report this ${target.type}`} size="sm">
        {open && <ReportForm target={target} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
