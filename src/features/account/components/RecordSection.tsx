import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { counted } from '@contract/glossary.ts';
import { followUserTopic } from '@/lib/userTopic.ts';
import { useSession } from '@/stores/session.ts';
import { fetchMyRecord, type PersuasionRecord } from '../api/accountApi.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; record: PersuasionRecord | null };

/** "Your record": polls answered before and after, how often the answer moved, ∆s given, the most persuasive debate shared. */
export function RecordSection() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Each answer or ∆ the person gives in another tab or on another device reads the record again.
  const [changes, setChanges] = useState(0);
  const userId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!userId) return;
    return followUserTopic(userId, (event) => {
      if (event === 'my_poll' || event === 'my_delta') setChanges((n) => n + 1);
    });
  }, [userId]);
  useEffect(() => {
    let current = true;
    fetchMyRecord().then(
      (record) => current && setLoad({ status: 'ready', record }),
      (error: unknown) => {
        console.error('Loading your record failed', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [changes]);

  const pending = <span className="account__pending">{load.status === 'error' ? 'Unavailable' : 'Loading…'}</span>;
  const record = load.status === 'ready' ? load.record : null;
  const ready = load.status === 'ready';
  const answered = record?.polls_answered ?? 0;
  const moved = record?.moved ?? 0;
  return (
    <section className="card account__section" aria-labelledby="account-record">
      <h2 id="account-record">Your record</h2>
      <dl className="account__facts" data-testid="persuasion-record">
        <div>
          <dt>Polls answered before and after</dt>
          <dd data-testid="record-polls">{ready ? answered : pending}</dd>
        </div>
        <div>
          <dt>Changed your mind</dt>
          <dd data-testid="record-moved">
            {ready ? `${counted(moved, 'time')}${answered > 0 ? ` (${Math.round((100 * moved) / answered)}%)` : ''}` : pending}
          </dd>
        </div>
        <div>
          <dt>∆s you gave</dt>
          <dd data-testid="record-deltas">{ready ? (record?.deltas_given ?? 0) : pending}</dd>
        </div>
        <div className="account__fact--wide">
          <dt>Your most persuasive shared debate</dt>
          <dd data-testid="record-best">
            {!ready ? (
              pending
            ) : record?.best_debate_id ? (
              <>
                <Link to={`/debate/${record.best_debate_id}`}>{record.best_debate_topic}</Link> ({record.best_persuasion_score} points
                gained)
              </>
            ) : (
              'None yet: a shared debate needs 5 readers answering before and after.'
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
