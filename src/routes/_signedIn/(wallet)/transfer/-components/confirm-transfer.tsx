import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { TransferDraft } from "../../../../../../machines/transfer.machine.ts";
import type { Currency } from "../../../../../api/contract/money.ts";
import { Money } from "../../../../../ui/money.tsx";
import { PinConfirmForm } from "../../-components/pin-confirm-form.tsx";

/** The review: where the money leaves and arrives (as the screen shows an account), the amount, confirmed with the PIN. */
export function ConfirmTransfer({
  draft,
  from,
  to,
  currency,
  busy,
  error,
  onBack,
  onConfirm,
}: {
  draft: TransferDraft;
  from: ReactNode;
  to: ReactNode;
  currency: Currency;
  busy: boolean;
  /** A translated refusal of the PIN. */
  error: string | null;
  onBack: () => void;
  onConfirm: (pin: string) => void;
}) {
  const { t } = useLingui();
  return (
    <PinConfirmForm
      name="transfer-review"
      review={
        <>
          <dl className="transfer-review__route">
            <div>
              <dt>{t`From`}</dt>
              <dd>{from}</dd>
            </div>
            <div>
              <dt>{t`To`}</dt>
              <dd>{to}</dd>
            </div>
          </dl>
          <dl className="info-list transfer-review__money">
            <div>
              <dt>{t`Amount`}</dt>
              <dd>
                <Money value={draft.amount} currency={currency} className="amount" />
              </dd>
            </div>
          </dl>
        </>
      }
      confirmLabel={t`Confirm transfer`}
      busy={busy}
      error={error}
      emptyRefusedPin
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}
