import { useLingui } from "@lingui/react/macro";
import { isLedgerKind, type LedgerKind } from "../../../../../api/contract/statement.ts";

/**
 * The player's words for a statement line's kind (the CSV file says the same in server/services/statement-texts.ts);
 * a kind this app does not know yet shows as the server names it.
 */
export function useLedgerKindLabel(): (kind: string) => string {
  const { t } = useLingui();
  const labels: Record<LedgerKind, string> = {
    opening_balance: t`Account opening`,
    deposit: t`Deposit`,
    withdraw_hold: t`Withdrawal`,
    withdraw_release: t`Withdrawal returned`,
    transfer_out: t`Transfer out`,
    transfer_in: t`Transfer in`,
    game_bet: t`Game bet`,
    game_win: t`Game win`,
    friend_transfer_out: t`Sent to a friend`,
    friend_transfer_in: t`Received from a friend`,
    rebate: t`Rebate`,
    check_in_bonus: t`Check-in bonus`,
  };
  return (kind) => (isLedgerKind(kind) ? labels[kind] : kind);
}
