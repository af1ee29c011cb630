import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import type { ActorRefFrom } from "xstate";
import type { pinMachine } from "../../machines/pin.machine.ts";
import { selectIsResetting, selectPinStep } from "../../machines/pin.selectors.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { Button } from "../ui/button.tsx";
import { FormError } from "../ui/form-error.tsx";
import { PinField } from "../ui/pin-field.tsx";
import { StickyActions } from "../ui/sticky-actions.tsx";
import { OtpField } from "./otp-field.tsx";

type NewPinValues = { new_pin: string; confirm_pin: string };
const sixDigits = /^\d{6}$/;

/**
 * Forgot PIN: a code sent to the registered phone (the invoked OTP machine), then the new PIN twice.
 * The player can go back to the PIN form at any time.
 */
export function PinResetFields({ flow }: { flow: ActorRefFrom<typeof pinMachine> }) {
  const { t, i18n } = useLingui();
  const step = useSelector(flow, selectPinStep);
  const resetting = useSelector(flow, selectIsResetting);
  const otp = useSelector(flow, (snapshot) => snapshot.children.otp);
  const { error, verified } = useSelector(flow, (snapshot) => snapshot.context);
  const form = useForm<NewPinValues>({ defaultValues: { new_pin: "", confirm_pin: "" } });
  const { errors } = form.formState;
  const pinRules = (extra?: (value: string) => boolean | string) => ({
    validate: (value: string) => {
      if (value === "") return t`PIN is required`;
      if (!sixDigits.test(value)) return t`The PIN is 6 digits`;
      return extra ? extra(value) : true;
    },
  });
  const back = (
    <Button variant="ghost" className="button--block" onClick={() => flow.send({ type: "pin.cancelReset" })}>
      {t`Cancel`}
    </Button>
  );
  if (step === "forgotCode") {
    return (
      <div className="form">
        <p className="muted">{t`We will send a code to your registered phone number. Enter it to choose a new PIN.`}</p>
        <OtpField otp={otp} verifiedPhone={null} phoneFixed />
        <FormError message={error ? translateServerMessage(i18n, error) : null} />
        {back}
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((pins) => flow.send({ type: "pin.reset", pins }))}>
      <OtpField otp={undefined} verifiedPhone={verified?.contactNo ?? null} />
      <PinField label={t`New PIN`} {...form.register("new_pin", pinRules())} error={errors.new_pin?.message ?? null} />
      <PinField
        label={t`Confirm new PIN`}
        {...form.register(
          "confirm_pin",
          pinRules((value) => (value === form.getValues("new_pin") ? true : t`The PIN must match its confirmation`)),
        )}
        error={errors.confirm_pin?.message ?? null}
      />
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <StickyActions>
        <Button type="submit" busy={resetting} className="button--block">
          {t`Save PIN`}
        </Button>
      </StickyActions>
      {back}
    </form>
  );
}
