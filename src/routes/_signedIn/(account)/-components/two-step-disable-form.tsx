import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DisableTwoStepBody } from "../../../../api/contract/security.ts";
import { isRecoveryCode, isTotpCode, typedCode } from "../../../../api/contract/sign-in-codes.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { PasswordField } from "../../../../ui/password-field.tsx";
import { TextField } from "../../../../ui/text-field.tsx";

/** Turning two-step sign-in off: the password and a code from the app (or a recovery code). */
export function TwoStepDisableForm({
  busy,
  error,
  onSubmit,
}: {
  busy: boolean;
  /** The server's refusal, translated. */
  error: string | null;
  onSubmit: (body: DisableTwoStepBody) => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const typed = typedCode(code);
  const codeValid = isTotpCode(typed) || isRecoveryCode(typed);
  return (
    <section className="card two-step-setup" aria-labelledby="two-step-off">
      <h2 className="card__title" id="two-step-off">
        {t`Turn off two-step sign-in`}
      </h2>
      <p className="muted">{t`Signing in will ask for your password only. To turn it off, confirm it is you.`}</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (password !== "" && codeValid) onSubmit({ password, code: typed });
        }}
      >
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={submitted && password === "" ? t`Password is required` : null}
        />
        <TextField
          label={t`Code from the app or a recovery code`}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={11}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={submitted && !codeValid ? t`Enter the 6-digit code or a recovery code` : null}
        />
        <FormError message={error} />
        <Button type="submit" variant="secondary" busy={busy} className="button--block">
          {t`Turn off`}
        </Button>
      </form>
    </section>
  );
}
