import { lazy, Suspense, useState } from 'react';
import './report.css';
import { Modal } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import type { ReportTarget } from '../api/reportApi.ts';

// The form opens on a click: off the first screen of every page with a Report button.
const ReportForm = lazy(() => import('./ReportForm.tsx').then((m) => ({ default: m.ReportForm })));

export interface ReportButtonProps {
  target: ReportTarget;
  /** The item's author: nobody reports their own content. */
  authorId: string | null;
  /** Class of the trigger (a link-style button in a response, a small button on a debate). */
  className?: string;
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
        {open && (
          <Suspense fallback={null}>
            <ReportForm target={target} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
