import { useLingui } from "@lingui/react/macro";
import type { QueryClient } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { type Keyed, keyFor } from "../../machines/idempotency.ts";
import { gameKeys, restore } from "../api/games.ts";
import { formatMoney } from "../lib/money-format.ts";
import { notify } from "../ui/notifications.tsx";
import { refreshMoney } from "./money.ts";

/** After a game transfer or restore: the main wallet, its lists and the game accounts are read again. */
export function refreshGameMoney(queryClient: QueryClient): void {
  refreshMoney(queryClient);
  void queryClient.invalidateQueries({ queryKey: gameKeys.accounts() });
}

/**
 * Bringing one game's balance (`mutate(providerCode)`) or every game's (`mutate(undefined)`) back to the main
 * wallet. No PIN: it only moves the player's money home. The idempotency policy of every money move
 * (machines/idempotency.ts): one key per restore, kept for the same restore until it is answered with success,
 * so a double tap or a retry after a lost answer never moves money twice. With `announce`, a toast says how much
 * came back; a refusal is shown by the app's alert (SPEC §8), translated.
 */
export function useRestore({ announce = false }: { announce?: boolean } = {}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const key = useRef<Keyed<string | null> | null>(null);
  return useMutation({
    mutationFn: (providerCode?: string) => {
      key.current = keyFor(key.current, providerCode ?? null);
      return restore({ ...(providerCode ? { provider_code: providerCode } : {}), idempotency_key: key.current.key });
    },
    onSuccess: (transaction) => {
      key.current = null;
      if (!announce) return;
      const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
      notify("success", t`${amount} is back in your wallet`);
    },
    onSettled: () => refreshGameMoney(queryClient),
  });
}
