import { useState } from 'react';
import { Link } from 'react-router';
import { Button, DelayedSpinner, EmptyState, ErrorBox, Modal, SecondFactorForm } from '@/components/index.ts';
import { useMutation } from '@/hooks/useMutation.ts';
import { usePagedList } from '@/hooks/usePagedList.ts';
import { ErrorCode, hasErrorCode, toAppError } from '@/lib/errors.ts';
import { verifySecondFactor } from '@/lib/mfa.ts';
import { formatDateTime } from '@/lib/format.ts';
import {
  listReportedItems,
  removeReportedItem,
  REPORTED_PAGE_SIZE,
  restoreReportedItem,
  type ItemType,
  type ReportEntry,
  type ReportedCursor,
  type ReportedItem,
} from '../api/moderationApi.ts';
import { useIsModerator } from '../hooks/useIsModerator.ts';
import './moderation.css';

/** Shown when the database asks for the moderator's second factor (AG351). */
const SECOND_FACTOR_NEEDED = 'Moderation needs your second factor: enter the code from your authenticator app.';

const TRUST_EXPLAINED = [
  'Reports weigh by the reporter’s standing, as Discourse weighs flags by trust level.',
  'New accounts (younger than two days, or with an unconfirmed address) weigh nothing; established members weigh 1; members whose debates and responses others engaged with weigh 1.5.',
  'Each weight is multiplied by the reporter’s record here: reports you dismiss by restoring lower it, reports you uphold by removing keep it.',
  'An item is hidden pending review when its reports weigh 3 together. Every report reaches this queue, whatever its weight.',
] as const;

function TrustExplained() {
  return (
    <section className="moderation__trust" aria-labelledby="moderation-trust">
      <h2 id="moderation-trust">How reports weigh</h2>
      {TRUST_EXPLAINED.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}

function SecondFactorGate({ onVerified }: { onVerified: () => void }) {
  return (
    <section className="moderation__second-factor card" data-testid="moderation-second-factor">
      <p>{SECOND_FACTOR_NEEDED}</p>
      <SecondFactorForm
        onSubmit={async (code) => {
          await verifySecondFactor(code);
          onVerified();
        }}
      />
    </section>
  );
}

const REASONS: Record<string, string> = { spam: 'Spam', harassment: 'Harassment', off_topic: 'Off-topic', other: 'Other' };

const cursorAfter = (page: ReportedItem[]): ReportedCursor | null => {
  const last = page.at(-1);
  return last ? { lastReportedAt: last.last_reported_at, itemId: last.item_id } : null;
};

const reportsOf = (item: ReportedItem): ReportEntry[] => (Array.isArray(item.reports) ? (item.reports as unknown as ReportEntry[]) : []);

type Decision = { item: ReportedItem; action: 'restore' | 'remove' };

const ITEM_LABELS: Record<ItemType, string> = { debate: 'Debate', response: 'Response', turn: 'A turn in a debate' };

function ReportedItemCard({ item, onDecide }: { item: ReportedItem; onDecide: (decision: Decision) => void }) {
  const href = item.response_id ? `/debate/${item.debate_id}?response=${item.response_id}` : `/debate/${item.debate_id}`;
  return (
    <li className="moderation__item" data-testid="reported-item">
      <p className="moderation__meta">
        {ITEM_LABELS[item.item_type as ItemType] ?? 'Response'} by {item.author_name || 'unknown'} ·{' '}
        {item.moderation_state === 'hidden' ? 'Hidden pending review' : 'Visible'} · {item.report_count}{' '}
        {item.report_count === 1 ? 'report' : 'reports'}
      </p>
      <blockquote className="moderation__content">{item.content}</blockquote>
      <p className="moderation__debate">
        On <Link to={href}>{item.debate_topic || 'a debate'}</Link>
      </p>
      <ul className="moderation__reports">
        {reportsOf(item).map((report, index) => (
          <li key={index}>
            <strong>{REASONS[report.reason] ?? report.reason}</strong>
            {report.details ? `: ${report.details}` : ''} — {report.reporter_name || 'someone'}, {formatDateTime(report.created_at)}
            {typeof report.weight === 'number' ? ` · weight ${report.weight}` : ''}
          </li>
        ))}
      </ul>
      <div className="moderation__actions">
        <Button variant="secondary" onClick={() => onDecide({ item, action: 'restore' })}>
          Restore
        </Button>
        <Button variant="danger" onClick={() => onDecide({ item, action: 'remove' })}>
          Remove
        </Button>
      </div>
    </li>
  );
}

function ReportedItems() {
  // A new attempt (after the second factor) reads the queue again.
  const [attempt, setAttempt] = useState(0);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = usePagedList<ReportedItem, ReportedCursor>({
    key: `reported-items:${attempt}`,
    fetchPage: (cursor, signal) => listReportedItems(cursor, signal),
    cursorAfter,
    pageSize: REPORTED_PAGE_SIZE,
    errorText: (error) =>
      hasErrorCode(error, ErrorCode.secondFactorRequired)
        ? SECOND_FACTOR_NEEDED
        : toAppError(error, 'Unable to load the reported items.').message,
    label: 'the reported items',
  });
  const { rows, setRows } = list;
  const decide = useMutation(
    ({ item, action }: Decision) => {
      const type: ItemType = item.item_type === 'debate' || item.item_type === 'turn' ? item.item_type : 'response';
      return action === 'restore' ? restoreReportedItem(type, item.item_id) : removeReportedItem(type, item.item_id);
    },
    {
      errorText: (error) => toAppError(error, 'The decision could not be saved.').message,
      onSuccess: (_result, { item }) => {
        setRows((existing) => existing.filter((row) => row.item_id !== item.item_id));
        setDecision(null);
      },
    },
  );
  const { pending: busy, error: decisionError } = decide;

  if (list.error === SECOND_FACTOR_NEEDED) return <SecondFactorGate onVerified={() => setAttempt((n) => n + 1)} />;

  return (
    <>
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      {list.loading && rows.length === 0 ? (
        <DelayedSpinner />
      ) : rows.length === 0 && !list.error ? (
        <EmptyState title="Nothing to review">No reported items are waiting.</EmptyState>
      ) : (
        <ul className="moderation__list">
          {rows.map((item) => (
            <ReportedItemCard key={`${item.item_type}:${item.item_id}`} item={item} onDecide={setDecision} />
          ))}
        </ul>
      )}
      {list.hasMore && (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      )}
      <Modal
        open={decision !== null}
        onClose={() => !busy && setDecision(null)}
        closeOnBackdrop={!busy}
        title={decision?.action === 'remove' ? 'Remove this content?' : 'Restore this content?'}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDecision(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant={decision?.action === 'remove' ? 'danger' : 'primary'}
              onClick={() => decision && void decide.run(decision)}
              busy={busy}
            >
              {decision?.action === 'remove' ? 'Remove' : 'Restore'}
            </Button>
          </>
        }
      >
        <p>
          {decision?.action === 'remove'
            ? 'It disappears for everyone but its author, who is notified and cannot bring it back.'
            : 'It becomes visible again and its reports are cleared.'}
        </p>
        {decisionError && <ErrorBox>{decisionError}</ErrorBox>}
      </Modal>
    </>
  );
}

/** /moderation: reported items and their reports, for moderators; a clear refusal for everyone else. */
export function ModerationPage() {
  const isModerator = useIsModerator();
  return (
    <main className="moderation page">
      <h1>Moderation</h1>
      {isModerator === null ? (
        <DelayedSpinner />
      ) : isModerator ? (
        <>
          <ReportedItems />
          <TrustExplained />
        </>
      ) : (
        <EmptyState title="Moderation is not available">Only moderators can review reported content.</EmptyState>
      )}
    </main>
  );
}
