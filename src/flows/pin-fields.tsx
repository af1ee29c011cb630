import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import type { ActorRefFrom } from "xstate";
import type { pinMachine } from "../../machines/pin.machine.ts";
import { selectHasPin, selectIsSaving } from "../../machines/pin.selectors.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { Button } from "../ui/button.tsx";
import { FormError } from "../ui/form-error.tsx";
import { PinField } from "../ui/pin-field.tsx";
import { StickyActions } from "../ui/sticky-actions.tsx";

type PinValues = { pin: string; new_pin: string; confirm_pin: string };
const sixDigits = /^\d{6}$/;

/** The PIN fields of a PIN flow: the current PIN when changing it, the new one twice. */
export function PinFields({ flow, onForgot }: { flow: ActorRefFrom<typeof pinMachine>; onForgot?: () => void }) {
  const { t, i18n } = useLingui();
  const hasPin = useSelector(flow, selectHasPin);
  const saving = useSelector(flow, selectIsSaving);
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  const form = useForm<PinValues>({ defaultValues: { pin: "", new_pin: "", confirm_pin: "" } });
  const { errors } = form.formState;
  const pinField = (name: keyof PinValues, label: string, extra?: (value: string) => boolean | string) => (
    <PinField
      label={label}
      {...form.register(name, {
        validate: (value) => {
          if (value === "") return t`PIN is required`;
          if (!sixDigits.test(value)) return t`The PIN is 6 digits`;
          return extra ? extra(value) : true;
        },
      })}
      error={errors[name]?.message ?? null}
    />
  );
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(({ pin, new_pin, confirm_pin }) =>
        flow.send({ type: "pin.save", body: { ...(hasPin ? { pin } : {}), new_pin, confirm_pin } }),
      )}
    >
      <p className="muted">{t`Your 6-digit PIN confirms every withdrawal and transfer. Never share it.`}</p>
      {hasPin ? pinField("pin", t`Current PIN`) : null}
      {hasPin && onForgot ? (
        <Button variant="ghost" className="form__aside" onClick={onForgot}>
          {t`Forgot PIN? Reset it with an OTP`}
        </Button>
      ) : null}
      {pinField("new_pin", t`New PIN`)}
      {pinField("confirm_pin", t`Confirm new PIN`, (value) =>
        value === form.getValues("new_pin") ? true : t`The PIN must match its confirmation`,
      )}
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <StickyActions>
        <Button type="submit" busy={saving} className="button--block">
          {t`Save PIN`}
        </Button>
      </StickyActions>
    </form>
  );
}
