import { useLingui } from "@lingui/react/macro";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { ApiError } from "../../../../api/client.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RouteError } from "../../../../ui/route-error.tsx";

/**
 * A screen about one transaction whose transaction could not be read: the API's refusal is "Transaction not found"
 * under the screen's own title; anything else is the app's error page.
 */
export function TransactionLoadFailed({ title, ...props }: ErrorComponentProps & { title: string }) {
  const { t } = useLingui();
  if (!(props.error instanceof ApiError)) return <RouteError {...props} />;
  return (
    <main className="screen">
      <PageHeader title={title} />
      <EmptyState title={t`Transaction not found`} />
    </main>
  );
}
