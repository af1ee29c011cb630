import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { selectIsVerifyingCode, selectLoginError } from "../../../../machines/session.selectors.ts";
import { isRecoveryCode, isTotpCode, typedCode } from "../../../api/contract/sign-in-codes.ts";
import { SessionContext } from "../../../flows/session.tsx";
import { translateServerMessage } from "../../../i18n/server-messages.ts";
import { AppCodeField } from "../../../ui/app-code-field.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { TextField } from "../../../ui/text-field.tsx";

/**
 * The login page's second step with two-step sign-in on: the 6-digit code from the authenticator app, or (after
 * "Use a recovery code") one of the ten recovery codes, sent with the sign-in the password started. "Back" returns
 * to the password, the username still typed.
 */
export function TwoStepCodeStep() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector(selectIsVerifyingCode);
  const error = SessionContext.useSelector(selectLoginError);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const typed = typedCode(code);
  const valid = recovery ? isRecoveryCode(typed) : isTotpCode(typed);
  let codeError: string | null = null;
  if (submitted && !valid) codeError = recovery ? t`Enter a recovery code like abcde-23456` : t`Enter the 6-digit code`;
  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setCode("");
    setSubmitted(false);
  };
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{t`Two-step sign-in`}</h1>
      <p className="auth-card__lead">
        {recovery
          ? t`Enter one of the recovery codes you saved. Each code works once.`
          : t`Enter the 6-digit code from your authenticator app`}
      </p>
      <form
        className="form"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (valid) session.send({ type: "session.submitCode", code: typed });
        }}
      >
        {recovery ? (
          <TextField
            key="recovery"
            label={t`Recovery code`}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={11}
            placeholder="xxxxx-xxxxx"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
        ) : (
          <AppCodeField
            key="app"
            label={t`Code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={codeError}
          />
        )}
        <FormError message={error ? translateServerMessage(i18n, error) : null} />
        <Button type="submit" busy={busy} className="button--block">
          {t`Verify`}
        </Button>
        <Button variant="ghost" className="button--block" disabled={busy} onClick={() => switchTo(!recovery)}>
          {recovery ? t`Use the code from my app` : t`Use a recovery code`}
        </Button>
        <Button
          variant="secondary"
          className="button--block"
          disabled={busy}
          onClick={() => session.send({ type: "session.cancelTwoStep" })}
        >
          {t`Back`}
        </Button>
      </form>
    </main>
  );
}
