import { PageHeader } from "./page-header.tsx";
import { SkeletonList } from "./skeleton-list.tsx";

/** A sub-screen while its route loads: its header and placeholder rows (a route's pendingComponent). */
export function PageSkeleton({ title, rows = 3 }: { title: string; rows?: number }) {
  return (
    <main className="screen">
      <PageHeader title={title} />
      <SkeletonList rows={rows} />
    </main>
  );
}
