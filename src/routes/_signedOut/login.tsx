import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import type { LoginBody } from "../../api/contract/user.ts";
import { SessionContext } from "../../flows/session.tsx";
import { fieldMessage } from "../../forms/field-message.ts";
import { translateServerMessage } from "../../i18n/server-messages.ts";
import { Button } from "../../ui/button.tsx";
import { FormError } from "../../ui/form-error.tsx";
import { PasswordField } from "../../ui/password-field.tsx";
import { TextField } from "../../ui/text-field.tsx";

export const Route = createFileRoute("/_signedOut/login")({
  component: LoginScreen,
});

function LoginScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const busy = SessionContext.useSelector(
    (state) => state.matches({ signedOut: "loggingIn" }) || state.matches({ signedOut: "loadingConfig" }),
  );
  const error = SessionContext.useSelector((state) => state.context.error);
  const notice = SessionContext.useSelector((state) => state.context.notice);
  // the login rules are "required" only; react-hook-form's own rule keeps arktype off the first screen
  const form = useForm<LoginBody>({
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;
  const values = form.watch();
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{t`Welcome back`}</h1>
      <p className="auth-card__lead">{t`Log in to your account`}</p>
      {notice ? (
        <p className="notice" role="alert">
          {translateServerMessage(i18n, notice)}
        </p>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={form.handleSubmit((credentials) => session.send({ type: "session.login", credentials }))}
      >
        <TextField
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username", { required: true })}
          error={fieldMessage(errors.username, values.username, { required: t`Username is required` })}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          {...form.register("password", { required: true })}
          error={fieldMessage(errors.password, values.password, { required: t`Password is required` })}
        />
        <div className="form__aside">
          <Link to="/forgotPassword" className="link">
            {t`Forgot password?`}
          </Link>
        </div>
        <FormError message={error ? translateServerMessage(i18n, error) : null} />
        <Button type="submit" busy={busy} className="button--block">
          {t`Log in`}
        </Button>
      </form>
      <p className="auth-card__switch">
        {t`New here?`}{" "}
        <Link to="/register/{-$referral_code}" params={{ referral_code: undefined }} className="link">
          {t`Create an account`}
        </Link>
      </p>
    </main>
  );
}
