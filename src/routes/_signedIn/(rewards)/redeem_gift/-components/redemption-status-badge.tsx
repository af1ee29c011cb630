import { useLingui } from "@lingui/react/macro";
import type { RedemptionStatus } from "../../../../../api/contract/gifts.ts";

/** A redemption's status as a badge, in the colours of the app's other statuses (delivered as approved). */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useLingui();
  const labels: Record<RedemptionStatus, string> = {
    pending: t`Pending`,
    approved: t`Approved`,
    delivered: t`Delivered`,
    rejected: t`Rejected`,
  };
  const tone = status === "delivered" ? "settled" : status;
  return <span className={`status-badge status-badge--${tone}`}>{labels[status]}</span>;
}
