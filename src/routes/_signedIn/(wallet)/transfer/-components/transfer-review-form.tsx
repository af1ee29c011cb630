import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type Ref, useRef, useState } from "react";
import type { TransferDraft } from "../../../../../../machines/transfer.machine.ts";
import { type Currency, toUnits } from "../../../../../api/contract/money.ts";
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

/**
 * A transfer's amount as typed, in whole units (the draft's when it is edited again), and its input, which a
 * refusal brings into view: what `TransferAmountField` takes.
 */
export function useTransferAmount(initial: TransferDraft | null, currency: Currency) {
  const [value, onChange] = useState(() => (initial ? String(toUnits(initial.amount, currency)) : ""));
  const ref = useRef<HTMLInputElement>(null);
  return { ref, value, onChange };
}

/** A transfer's amount in whole units of its currency, as typed (trimmed). */
export function TransferAmountField({
  ref,
  currency,
  value,
  onChange,
  error,
}: {
  ref: Ref<HTMLInputElement>;
  currency: string;
  value: string;
  onChange: (amount: string) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  return (
    <TextField
      ref={ref}
      label={t`Amount (${currency})`}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={error}
    />
  );
}
