import { useLingui } from "@lingui/react/macro";
import type { TransactionStatus } from "../api/contract/wallet.ts";

export function useStatusLabel(): (status: TransactionStatus) => string {
  const { t } = useLingui();
  const labels: Record<TransactionStatus, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    settled: t`Settled`,
    claimed: t`Claimed`,
    cancelled: t`Cancelled`,
  };
  return (status) => labels[status];
}

export function StatusBadge({ status }: { status: TransactionStatus }) {
  const label = useStatusLabel();
  return <span className={`status-badge status-badge--${status}`}>{label(status)}</span>;
}
