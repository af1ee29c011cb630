import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "../../../../ui/button.tsx";
import { focusIntoView } from "../../../../ui/focus-into-view.ts";
import { PinField } from "../../../../ui/pin-field.tsx";
import { StickyActions } from "../../../../ui/sticky-actions.tsx";

/**
 * The last step of a money move (transfer, withdrawal): the review card (`review`, then "Change details" back to the
 * form), what the player should know before confirming (`notice`), the PIN and the action. A PIN that is not 6
 * digits is said at the field and nothing is sent; `error` is the flow's refusal, translated.
 */
export function PinConfirmForm({
  name,
  review,
  notice,
  confirmLabel,
  busy,
  error,
  emptyRefusedPin = false,
  onBack,
  onConfirm,
}: {
  /** The form's class (`transfer-review`, `withdraw-review`); its "Change details" is `<name>__change`. */
  name: string;
  review: ReactNode;
  notice?: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** A translated refusal of the PIN. */
  error: string | null;
  /** A refused PIN is emptied for the next try and the field comes into view with focus. */
  emptyRefusedPin?: boolean;
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
    if (!emptyRefusedPin || busy || !error) return;
    setPin("");
    focusIntoView(pinInput.current);
  }, [emptyRefusedPin, busy, error]);
  return (
    <form
      className={`form ${name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(pin)) return setProblem(t`Enter your 6-digit PIN`);
        setProblem(null);
        onConfirm(pin);
      }}
    >
      <section className="card stack" aria-label={t`Review`}>
        {review}
        <Button variant="ghost" onClick={onBack} disabled={busy} className={`${name}__change`}>
          {t`Change details`}
        </Button>
      </section>
      {notice}
      <PinField
        ref={pinInput}
        label={t`PIN`}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ""))}
        error={problem ?? error}
      />
      <StickyActions>
        <Button type="submit" busy={busy} className="button--block">
          {confirmLabel}
        </Button>
      </StickyActions>
    </form>
  );
}
