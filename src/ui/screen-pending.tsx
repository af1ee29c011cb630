import type { ReactNode } from "react";
import { PageHeader } from "./page-header.tsx";
import { SkeletonList } from "./skeleton-list.tsx";

/**
 * A signed-in sub-screen while its route's loader waits for the data: the screen's frame and
 * header with placeholder rows, as the screen itself looks while loading (never a blank page or
 * a spinner over nothing). A route's `pendingComponent` is not split from the route, so this
 * stays small: no screen code, only the header and the rows.
 */
export function ScreenPending({ title, rows, children }: { title: string; rows?: number; children?: ReactNode }) {
  return (
    <main className="screen">
      <PageHeader title={title} />
      {children}
      <SkeletonList rows={rows} />
    </main>
  );
}
