import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import { useSession } from '@/stores/session.ts';
import { useHistoryList, type HistoryFilters } from '../hooks/useHistoryList.ts';
import { CategorySelect, OptionSelect, SearchField } from './FilterFields.tsx';
import { DebateListSkeleton } from './DebateListSkeleton.tsx';
import { HistoryCard } from './HistoryCard.tsx';
import { LoadMoreDebates } from './LoadMoreDebates.tsx';

const SEARCH_DEBOUNCE_MS = 300;

const HISTORY_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
] as const;

const SIGN_IN_PROMPT = 'Sign in to see the debates you have generated and saved.';

/** /community/history: the signed-in user's own debates, with sharing. */
export function HistoryPage() {
  const status = useSession((s) => s.status);
  const userId = useSession((s) => (s.status === 'signed-in' ? (s.user?.id ?? null) : null));

  if (status === 'loading') return <DelayedSpinner label="Loading your history…" />;
  if (userId === null) {
    return (
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="visually-hidden">
          History
        </h2>
        <EmptyState
          title="Your debate history"
          action={
            <Link to="/login" className={buttonClass('primary')}>
              Sign In
            </Link>
          }
        >
          <p>{SIGN_IN_PROMPT}</p>
        </EmptyState>
      </section>
    );
  }
  return <OwnHistory userId={userId} />;
}

function OwnHistory({ userId }: { userId: string }) {
  const id = useId();
  const [filters, setFilters] = useState<HistoryFilters>({ search: '', category: '', sort: 'newest' });
  const [search, setSearch] = useState('');
  const list = useHistoryList(userId, filters);

  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === search ? f : { ...f, search })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const filtered = filters.search.trim() !== '' || filters.category !== '';

  return (
    <section aria-labelledby="history-heading" className="history">
      <h2 id="history-heading" className="visually-hidden">
        History
      </h2>
      <form
        className="filter-bar filter-bar--history"
        role="search"
        aria-label="Filter your debates"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, search }));
        }}
      >
        <SearchField id={`${id}-search`} value={search} placeholder="Search your debates" onChange={setSearch} />
        <CategorySelect id={`${id}-category`} value={filters.category} onChange={(category) => setFilters((f) => ({ ...f, category }))} />
        <OptionSelect
          id={`${id}-sort`}
          label="Sort"
          value={filters.sort}
          options={HISTORY_SORT_OPTIONS}
          onChange={(sort) => setFilters((f) => ({ ...f, sort }))}
        />
      </form>

      {list.loading && list.rows.length === 0 && (
        <DebateListSkeleton variant="history">
          <DelayedSpinner label="Loading your history…" />
        </DebateListSkeleton>
      )}
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      {!list.loading && !list.error && list.rows.length === 0 && (
        <EmptyState
          title={filtered ? 'No debates match your filters' : 'No debates in your history yet'}
          action={
            <Link to="/engine" className={buttonClass('primary')}>
              Start a Debate
            </Link>
          }
        />
      )}
      {list.rows.length > 0 && (
        <ol className="debate-list" aria-busy={list.loading || undefined} data-stale={list.loading || undefined}>
          {list.rows.map((debate) => (
            <li key={debate.id}>
              <HistoryCard
                debate={debate}
                onShared={(shared) => list.update(shared)}
                onChanged={(changed) => list.update(changed)}
                onDeleted={list.remove}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMoreDebates loadingMore={list.loadingMore} canLoadMore={list.hasMore && !list.loading} onLoadMore={list.loadMore} />
    </section>
  );
}
