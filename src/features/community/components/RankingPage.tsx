import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { counted } from '@contract/glossary.ts';
import { SERVER_RENDERED_CARDS } from '@contract/ranking.ts';
import { buttonClass, DelayedSpinner, EmptyState, ErrorBox } from '@/components/index.ts';
import { useHydrated } from '@/lib/hydration.ts';
import { useRankingFilters } from '../hooks/useRankingFilters.ts';
import { useRankingList } from '../hooks/useRankingList.ts';
import { DEFAULT_FILTERS, withoutFilter, type FilterKey } from '../utils/rankingFilters.ts';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { DebateCard } from './DebateCard.tsx';
import { DebateListSkeleton } from './DebateListSkeleton.tsx';
import { LoadMoreDebates } from './LoadMoreDebates.tsx';
import { RankingFilterBar } from './RankingFilterBar.tsx';

const EMPTY_FILTER_TEXT = 'No debates found for the selected filters';

/** /community/ranking: the public list with filters, chips, live tallies and endless paging. */
export function RankingPage() {
  const [filters, setFilters] = useRankingFilters();
  const list = useRankingList(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = list;

  const removeFilter = useCallback((key: FilterKey) => setFilters(withoutFilter(filters, key)), [filters, setFilters]);

  // Reaching the end of the list asks for the next page.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);

  // The server's page holds the first cards only; the rest follow once the app has it (a transition).
  const hydrated = useHydrated();
  const cards = hydrated ? list.rows : list.rows.slice(0, SERVER_RENDERED_CARDS);

  const firstLoad = list.loading && list.rows.length === 0;
  const showEmpty = !list.loading && list.rows.length === 0;

  return (
    <section aria-labelledby="ranking-heading" className="ranking">
      <h2 id="ranking-heading" className="visually-hidden">
        Community Forum
      </h2>
      <RankingFilterBar filters={filters} onChange={setFilters} />
      <ActiveFilterChips filters={filters} onRemove={removeFilter} onClearAll={() => setFilters(DEFAULT_FILTERS)} />

      <p className="visually-hidden" aria-live="polite">
        {list.loading ? '' : `${counted(list.rows.length, 'debate')} shown${list.hasMore ? ', more available' : ''}`}
      </p>

      {firstLoad && (
        <DebateListSkeleton variant="ranking">
          <DelayedSpinner label="Loading debates…" />
        </DebateListSkeleton>
      )}
      {list.error && <ErrorBox>{list.error}</ErrorBox>}
      {showEmpty && (
        <EmptyState
          title={EMPTY_FILTER_TEXT}
          action={
            <Link to="/engine" className={buttonClass('primary')}>
              Start a Debate
            </Link>
          }
        />
      )}

      {list.rows.length > 0 && (
        <ol className="debate-list" aria-busy={list.loading || undefined} data-stale={list.loading || undefined}>
          {cards.map((debate) => (
            <li key={debate.id}>
              <DebateCard debate={debate} verdict={debate.verdict} />
            </li>
          ))}
        </ol>
      )}
      {list.loading && list.rows.length > 0 && <DelayedSpinner label="Updating debates…" />}

      <div ref={sentinel} className="debate-list__end" />
      <LoadMoreDebates loadingMore={list.loadingMore} canLoadMore={list.hasMore && !list.loading} onLoadMore={loadMore} />
    </section>
  );
}
