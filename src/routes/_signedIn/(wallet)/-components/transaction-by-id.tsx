import { useLingui } from "@lingui/react/macro";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { depositOptionsQuery, transactionQuery } from "../../../../api/wallet.ts";
import { EmptyState } from "../../../../ui/empty-state.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { useRouteTitle } from "../../-components/route-title.ts";

/**
 * The screens about one transaction named by `?id=` (/submit_payment, /transaction/result): the route's search, its
 * loader and the screen's frame, written once. The route gives its title (staticData.title), its pending screen
 * (RoutePending), its error screen (TransactionLoadFailed) and what it shows of the transaction.
 */

/** `?id=` of the transaction; "" without one (the screen then says it is not found). */
export function transactionIdSearch(search: Record<string, unknown>): { id: string } {
  return { id: typeof search.id === "string" ? search.id : "" };
}

/**
 * What the screen waits for: the transaction (a refusal is the route's error screen), and the deposit options, which
 * name the payment method and the tenant's bank; the screen works without them (their failure is alerted).
 */
export async function loadTransactionById(queryClient: QueryClient, id: string): Promise<void> {
  if (id === "") return;
  await Promise.all([
    queryClient.ensureQueryData(transactionQuery(id)),
    queryClient.ensureQueryData(depositOptionsQuery()).catch(() => undefined),
  ]);
}

/** The screen under the route's title: what `children` makes of the transaction, or "Transaction not found" without an id. */
export function TransactionByIdScreen({ id, children }: { id: string; children: (id: string) => ReactNode }) {
  const { t } = useLingui();
  const title = useRouteTitle();
  return (
    <main className="screen">
      <PageHeader title={title} />
      {id === "" ? <EmptyState title={t`Transaction not found`} /> : children(id)}
    </main>
  );
}
