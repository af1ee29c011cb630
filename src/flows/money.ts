import type { QueryClient } from "@tanstack/react-query";
import { userKeys } from "../api/user.ts";
import { walletKeys } from "../api/wallet.ts";

/** After any money move: balances, lists and the user card are read again, no reload needed. */
export function refreshMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}
