import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { newIdempotencyKey } from "../../../../../machines/idempotency.ts";
import { gameKeys, restore } from "../../../../api/games.ts";
import { refreshMoney } from "../../../../flows/money.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { notify } from "../../../../ui/notifications.tsx";

/**
 * Brings game balances back to the main wallet: every provider's (the lobby's user card) or one provider's
 * (leaving a game). Each press is one money move with its own idempotency key; no PIN, since money only goes home.
 * A toast says how much came back; a refusal is shown by the app's alert (SPEC §8), translated.
 */
export function useRestoreMutation() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerCode?: string) =>
      restore(
        providerCode
          ? { provider_code: providerCode, idempotency_key: newIdempotencyKey() }
          : { idempotency_key: newIdempotencyKey() },
      ),
    onSuccess: (transaction) => {
      const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
      notify("success", t`${amount} is back in your wallet`);
    },
    onSettled: () => {
      refreshMoney(queryClient);
      void queryClient.invalidateQueries({ queryKey: gameKeys.accounts() });
    },
  });
}
