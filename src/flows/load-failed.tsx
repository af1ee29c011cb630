import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ApiError } from "../api/client.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { RouteError } from "../ui/route-error.tsx";

/**
 * A screen whose data could not be read: the API's refusal (no such id, not the player's, gone) is said under the
 * screen's own title, with the way on where there is one; anything else is the app's error page.
 */
export function LoadFailed({
  title,
  message,
  action,
  ...props
}: ErrorComponentProps & { title: string; message: (error: ApiError) => string; action?: ReactNode }) {
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={title} />
      <EmptyState title={message(props.error)} action={action} />
    </main>
  );
}
