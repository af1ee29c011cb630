import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

/**
 * The end of an infinitely scrolled list: loads the next page when it comes
 * into view (or on tap), and says 'No more' when there is none.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore]);
  if (!hasMore) return <p className="load-more load-more--end">{t`No more`}</p>;
  return (
    <div ref={sentinel} className="load-more">
      <button type="button" className="button button--ghost" onClick={onLoadMore} disabled={loading}>
        <span>{loading ? t`Loading` : t`Load more`}</span>
      </button>
    </div>
  );
}

/** What LoadMorePages reads of an infinite query (TanStack Query's useInfiniteQuery result). */
type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** LoadMore wired to an infinite query: the end of every paged list. */
export function LoadMorePages({ list }: { list: PagedList }) {
  return (
    <LoadMore
      hasMore={list.hasNextPage}
      loading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}
