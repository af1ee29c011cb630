import { useLingui } from "@lingui/react/macro";
import { ScreenPending } from "../../../../../ui/screen-pending.tsx";

/**
 * The deposit routes' pending component, while the loader reads the deposit options: the screen as
 * it looks before they arrive (header, the channel tabs still empty, placeholder rows). Kept apart
 * from the screen so the route chunk stays small.
 */
export function DepositPending() {
  const { t } = useLingui();
  return (
    <ScreenPending title={t`Deposit`} rows={3}>
      <nav className="segmented" aria-label={t`Deposit channels`} />
    </ScreenPending>
  );
}
