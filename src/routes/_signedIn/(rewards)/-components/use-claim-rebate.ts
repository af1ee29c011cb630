import { useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { newIdempotencyKey } from "../../../../../machines/idempotency.ts";
import { claimRebates, rebateKeys } from "../../../../api/rebates.ts";
import { refreshMoney } from "../../../../flows/money.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { notify } from "../../../../ui/notifications.tsx";

/**
 * Claims one rebate (its id) or every claimable one (no id) into the main wallet. Each press is one money move
 * with its own idempotency key (the button is busy meanwhile; the server pays a rebate once whatever comes in).
 * A toast says how much went into the wallet; the rebates, the wallet and the user card are read again.
 * A refusal is shown by the app's alert (SPEC §8), translated.
 */
export function useClaimRebate() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebateId?: string) =>
      claimRebates(
        rebateId
          ? { rebate_id: rebateId, idempotency_key: newIdempotencyKey() }
          : { idempotency_key: newIdempotencyKey() },
      ),
    onSuccess: (transaction) => {
      const amount = formatMoney(transaction.amount, transaction.currency, i18n.locale);
      notify("success", t`${amount} added to your wallet`);
    },
    onSettled: () => {
      refreshMoney(queryClient);
      void queryClient.invalidateQueries({ queryKey: rebateKeys.all });
    },
  });
}
