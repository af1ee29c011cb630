import { useLingui } from "@lingui/react/macro";
import type { ReactNode, Ref } from "react";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";

/**
 * The frame of a transfer's form, between the player's accounts or to a friend: what it holds, the form's
 * error and 'Review transfer'. Sending it marks the amount touched; while `blocked` (a problem the form can
 * see) it stops there, else `onReview` hands the draft to the flow.
 */
export function TransferReviewForm({
  className,
  busy,
  blocked,
  disabled,
  formError,
  onTouched,
  onReview,
  children,
}: {
  className: string;
  busy: boolean;
  blocked: boolean;
  /** 'Review transfer' is disabled (not only refused when sent). */
  disabled?: boolean;
  formError: string | null;
  onTouched: () => void;
  onReview: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onTouched();
        if (blocked) return;
        onReview();
      }}
    >
      {children}
      <FormError message={formError} />
      <StickyActions>
        <Button type="submit" className="button--block" busy={busy} disabled={disabled}>
          {t`Review transfer`}
        </Button>
      </StickyActions>
    </form>
  );
}

/** A transfer's amount in whole units of its currency, as typed (trimmed). */
export function TransferAmountField({
  ref,
  currency,
  amount,
  onAmount,
  error,
}: {
  ref: Ref<HTMLInputElement>;
  currency: string;
  amount: string;
  onAmount: (amount: string) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  return (
    <TextField
      ref={ref}
      label={t`Amount (${currency})`}
      inputMode="numeric"
      autoComplete="off"
      value={amount}
      onChange={(event) => onAmount(event.target.value.trim())}
      error={error}
    />
  );
}
