import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { otpMachine } from "../../machines/otp.machine.ts";
import {
  selectCanResend,
  selectIsCodeSent,
  selectIsRequesting,
  selectIsVerifying,
} from "../../machines/otp.selectors.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { toContactNo } from "../lib/phone.ts";
import { Button } from "../ui/button.tsx";
import { ShieldIcon } from "../ui/icons.tsx";
import { TextField } from "../ui/text-field.tsx";

type OtpRef = ActorRefFrom<typeof otpMachine>;

/**
 * Phone number and one-time code, rendering whatever state the OTP machine is
 * in. The code is checked as soon as its sixth digit is typed (the field waits,
 * read-only, while it is checked). Once verified (the machine is done) it shows
 * the verified phone.
 */
export function OtpField({
  otp,
  verifiedPhone,
  phoneFixed = false,
}: {
  otp: OtpRef | undefined;
  verifiedPhone: string | null;
  /** The code goes to the player's registered phone: shown, not editable (forgot PIN). */
  phoneFixed?: boolean;
}) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(otp, (s) => s);
  if (verifiedPhone) {
    return (
      <div className="verified-phone" role="status">
        <ShieldIcon />
        <span>
          {t`Phone verified`}: <strong>+{verifiedPhone}</strong>
        </span>
      </div>
    );
  }
  if (!snapshot || snapshot.status === "done") return null;
  const { context } = snapshot;
  const errors: Record<string, string> = {
    phoneRequired: t`Please enter your phone number first`,
    phoneInvalid: t`Please enter a valid phone number`,
  };
  const error = context.error ? (errors[context.error] ?? translateServerMessage(i18n, context.error)) : null;
  const phoneError = context.error === "phoneRequired" || context.error === "phoneInvalid" ? error : null;
  const codeSent = selectIsCodeSent(snapshot);
  const requesting = selectIsRequesting(snapshot);
  const verifying = selectIsVerifying(snapshot);
  const canResend = selectCanResend(snapshot);
  return (
    <div className="otp-field">
      <TextField
        label={t`Phone number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="012-345 6789"
        value={context.phoneInput}
        readOnly={phoneFixed}
        error={phoneError}
        onChange={(event) =>
          otp?.send({
            type: "otp.phoneChanged",
            phoneInput: event.target.value,
            contactNo: toContactNo(event.target.value),
          })
        }
        adornment={
          codeSent ? null : (
            <Button
              variant="secondary"
              className="field__action"
              busy={requesting}
              onClick={() => otp?.send({ type: "otp.request" })}
            >
              {t`Send code`}
            </Button>
          )
        }
      />
      {codeSent ? (
        <>
          <TextField
            label={t`Verification code (OTP)`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={context.code}
            error={phoneError ? null : error}
            hint={t`We sent a 6-digit code to +${context.contactNo}`}
            readOnly={verifying}
            aria-busy={verifying || undefined}
            onChange={(event) =>
              otp?.send({ type: "otp.codeChanged", code: event.target.value.replace(/\D/g, "").slice(0, 6) })
            }
            adornment={
              verifying ? (
                <span className="field__adornment otp-field__checking" role="status">
                  <span className="spinner" aria-hidden="true" />
                  <span className="visually-hidden">{t`Checking the code…`}</span>
                </span>
              ) : null
            }
          />
          <div className="otp-field__resend">
            {canResend ? (
              <Button variant="ghost" onClick={() => otp?.send({ type: "otp.resend" })}>
                {t`Resend code`}
              </Button>
            ) : (
              <span aria-live="off">{t`Resend code in ${context.resendIn}s`}</span>
            )}
          </div>
        </>
      ) : !phoneError && error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
