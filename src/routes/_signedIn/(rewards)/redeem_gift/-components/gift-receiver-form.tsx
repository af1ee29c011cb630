import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { ReceiverDraft } from "../../../../../../machines/gift-redemption.machine.ts";
import { ReceiverForm as ReceiverSchema, receiverLimits } from "../../../../../api/contract/gift-redeem.ts";
import { fieldMessage } from "../../../../../forms/field-message.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";
import { Field } from "../../../../../ui/field.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { StickyActions } from "../../../../../ui/sticky-actions.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";

/**
 * Whom the gift goes to: receiver name, phone and address, all required (SPEC §5), checked by the contract's
 * schema (the phone valid for its country, Malaysia when no code is typed; the server checks it again). What the
 * player typed comes back as typed after a review or a refusal.
 */
export function GiftReceiverForm({
  initial,
  error,
  onReview,
}: {
  initial: ReceiverDraft | null;
  /** The flow's error code (a server-message key) of a refused field. */
  error: string | null;
  onReview: (draft: ReceiverDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const addressId = useId();
  const form = useForm<ReceiverDraft>({
    resolver: arktypeResolver(ReceiverSchema) as never,
    defaultValues: initial ?? { receiver_name: "", receiver_phone: "", receiver_address: "" },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const unsafe = translateServerMessage(i18n, "Text contains characters that are not allowed");
  const addressError = fieldMessage(errors.receiver_address, values.receiver_address, {
    required: t`Receiver address is required`,
    invalid: t`Use at most ${receiverLimits.address} characters`,
    unsafe,
  });
  return (
    <form
      className="form"
      noValidate
      aria-label={t`Receiver`}
      // the typed values go on (the server formats the phone itself): they come back as typed
      onSubmit={form.handleSubmit(() => onReview(form.getValues()))}
    >
      <TextField
        label={t`Receiver name`}
        autoComplete="name"
        maxLength={receiverLimits.name}
        {...form.register("receiver_name")}
        error={fieldMessage(errors.receiver_name, values.receiver_name, {
          required: t`Receiver name is required`,
          invalid: t`Use at most ${receiverLimits.name} characters`,
          unsafe,
        })}
      />
      <TextField
        label={t`Receiver phone`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={t`For example 012-345 6789 or +65 8123 4567`}
        {...form.register("receiver_phone")}
        error={fieldMessage(errors.receiver_phone, values.receiver_phone, {
          required: t`Receiver phone is required`,
          invalid: t`Enter a valid phone number`,
        })}
      />
      <Field id={addressId} label={t`Receiver address`} error={addressError}>
        <textarea
          id={addressId}
          className="field__input field__input--multiline"
          rows={3}
          autoComplete="street-address"
          maxLength={receiverLimits.address}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? `${addressId}-error` : undefined}
          {...form.register("receiver_address")}
        />
      </Field>
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <StickyActions>
        <Button type="submit" className="button--block">
          {t`Review redemption`}
        </Button>
      </StickyActions>
    </form>
  );
}
