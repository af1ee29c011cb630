import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { passkeyCancelled } from "../../../machines/errors.ts";
import {
  selectIsLoggingIn,
  selectIsPasskeySigningIn,
  selectLoginError,
  selectLoginStep,
  selectNotice,
} from "../../../machines/session.selectors.ts";
import { SessionContext } from "../../flows/session.tsx";
import { translateServerMessage } from "../../i18n/server-messages.ts";
import { passkeysSupported } from "../../lib/passkeys-supported.ts";
import { Button } from "../../ui/button.tsx";
import { CloseIcon } from "../../ui/first-screen-icons.tsx";
import { FormError } from "../../ui/form-error.tsx";
import { PasswordField } from "../../ui/password-field.tsx";
import { TextField } from "../../ui/text-field.tsx";

/** The code step of two-step sign-in: loaded when a password is sent (few players need it), not with the first screen. */
const loadCodeStep = () => import("./-components/two-step-code-step.tsx");
const TwoStepCodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.TwoStepCodeStep })));

export const Route = createFileRoute("/_signedOut/login")({
  component: LoginScreen,
});

function LoginScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector(selectIsLoggingIn);
  const error = SessionContext.useSelector(selectLoginError);
  const passkeyBusy = SessionContext.useSelector(selectIsPasskeySigningIn);
  // prerendered with the passkey button (nearly every browser has passkeys); taken away where there are none
  const passkeys = useSyncExternalStore(noChange, passkeysSupported, () => true);
  const cancelled = error === passkeyCancelled;
  const notice = SessionContext.useSelector(selectNotice);
  const step = SessionContext.useSelector(selectLoginStep);
  // The login form's only rule is "required": two controlled fields keep react-hook-form and
  // arktype off the first screen (DESIGN.md §8). What was typed stays after a failed login.
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const usernameError = submitted && username.trim() === "" ? t`Username is required` : null;
  const passwordError = submitted && password === "" ? t`Password is required` : null;
  // two-step sign-in: the password was right; back from the code step, it is typed again (the username stays)
  useEffect(() => {
    if (step !== "code") return;
    setPassword("");
    setSubmitted(false);
  }, [step]);
  if (step === "code") {
    return (
      <Suspense fallback={null}>
        <TwoStepCodeStep />
      </Suspense>
    );
  }
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{t`Welcome back`}</h1>
      <p className="auth-card__lead">{t`Log in to your account`}</p>
      {notice ? (
        <div className="notice notice--dismissible" role="alert">
          <p>{translateServerMessage(i18n, notice)}</p>
          <button
            type="button"
            className="notice__close"
            aria-label={t`Dismiss`}
            onClick={() => session.send({ type: "session.dismissNotice" })}
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
      ) : null}
      <form
        className="form"
        // posted, never sent as a query (a password in a URL), if it is ever submitted before the app runs
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (username.trim() === "" || password === "") return;
          void loadCodeStep();
          session.send({ type: "session.login", credentials: { username: username.trim(), password } });
        }}
      >
        <TextField
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={usernameError}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        <div className="form__aside">
          <Link to="/forgotPassword" className="link">
            {t`Forgot password?`}
          </Link>
        </div>
        <FormError message={error && !cancelled ? translateServerMessage(i18n, error) : null} />
        <Button type="submit" busy={busy} disabled={passkeyBusy} className="button--block">
          {t`Log in`}
        </Button>
      </form>
      {passkeys ? (
        <>
          <p className="auth-card__or">{t`or`}</p>
          <Button
            variant="secondary"
            busy={passkeyBusy}
            disabled={busy}
            className="button--block"
            onClick={() => session.send({ type: "session.passkeyLogin" })}
          >
            {t`Sign in with a passkey`}
          </Button>
          {cancelled ? (
            <p className="auth-card__note" role="status">
              {t`No passkey was used. Try again, or log in with your password.`}
            </p>
          ) : null}
        </>
      ) : null}
      <p className="auth-card__switch">
        {t`New here?`}{" "}
        <Link to="/register/{-$referral_code}" params={{ referral_code: undefined }} className="link">
          {t`Create an account`}
        </Link>
      </p>
    </main>
  );
}

const noChange = () => () => {};
