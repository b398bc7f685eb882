import { Button, DelayedSpinner } from '@/components/index.ts';

/** The foot of a paged debate list: a spinner while the next page loads, else "Load more debates" while there is more. */
export function LoadMoreDebates({
  loadingMore,
  canLoadMore,
  onLoadMore,
}: {
  loadingMore: boolean;
  canLoadMore: boolean;
  onLoadMore: () => void;
}) {
  if (loadingMore) return <DelayedSpinner label="Loading more debates…" />;
  if (!canLoadMore) return null;
  return (
    <div className="debate-list__more">
      <Button variant="secondary" onClick={onLoadMore}>
        Load more debates
      </Button>
    </div>
  );
}
