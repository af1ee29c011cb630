import { useLingui } from "@lingui/react/macro";
import type { VerificationStatus } from "../../../../api/contract/verification.ts";

/** A verification status in the player's words. */
export function useVerificationStatus(): (status: VerificationStatus) => string {
  const { t } = useLingui();
  const labels: Record<VerificationStatus, string> = {
    unverified: t`Not verified`,
    pending: t`Under review`,
    verified: t`Verified`,
    rejected: t`Not accepted`,
  };
  return (status) => labels[status];
}
