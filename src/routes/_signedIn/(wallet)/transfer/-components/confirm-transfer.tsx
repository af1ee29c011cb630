import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { TransferDraft } from "../../../../../../machines/transfer.machine.ts";
import type { Currency } from "../../../../../api/contract/money.ts";
import { Button } from "../../../../../ui/button.tsx";
import { Money } from "../../../../../ui/money.tsx";
import { PinField } from "../../../../../ui/pin-field.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";

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
  const [pin, setPin] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // a refused PIN comes after the press of the action bar, which may cover the field: the field is emptied for
  // the next try and comes into view with focus, so the refusal under it is seen and read out
  const pinInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (busy || !error) return;
    setPin("");
    pinInput.current?.focus({ preventScroll: true });
    pinInput.current?.scrollIntoView({ block: "center" });
  }, [busy, error]);
  return (
    <form
      className="form transfer-review"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(pin)) return setProblem(t`Enter your 6-digit PIN`);
        setProblem(null);
        onConfirm(pin);
      }}
    >
      <section className="card stack" aria-label={t`Review`}>
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
        <Button variant="ghost" onClick={onBack} disabled={busy} className="transfer-review__change">
          {t`Change details`}
        </Button>
      </section>
      <PinField
        ref={pinInput}
        label={t`PIN`}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))}
        error={problem ?? error}
      />
      <StickyActions>
        <Button type="submit" busy={busy} className="button--block">
          {t`Confirm transfer`}
        </Button>
      </StickyActions>
    </form>
  );
}
