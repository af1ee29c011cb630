import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { verificationQuery } from "../../../../api/verification.ts";
import { ChevronRightIcon, UserCheckIcon } from "../../../../ui/icons.tsx";
import { useVerificationStatus } from "./use-verification-status.ts";

/** The way to /verification from /play_responsibly, with the account's verification status. */
export function VerificationLink() {
  const { t } = useLingui();
  const verification = useQuery(verificationQuery());
  const statusLabel = useVerificationStatus();
  const status = verification.data?.status;
  return (
    <Link to="/verification" className="card responsible__link">
      <UserCheckIcon />
      <span className="responsible__link-text">
        <span className="responsible__link-title">{t`Verification`}</span>
        {status ? (
          <span className={`responsible__status responsible__status--${status}`}>{statusLabel(status)}</span>
        ) : null}
      </span>
      <ChevronRightIcon />
    </Link>
  );
}
