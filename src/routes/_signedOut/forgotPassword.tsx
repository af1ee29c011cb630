import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import {
  selectIsChoosingPassword,
  selectIsPasswordChanged,
  selectIsSubmitting,
} from "../../../machines/forgot-password.selectors.ts";
import { useForgotPasswordFlow } from "../../flows/forgot-password.ts";
import { NewPasswordFields } from "../../flows/new-password-fields.tsx";
import { OtpField } from "../../flows/otp-field.tsx";
import { NewPasswordForm } from "../../forms/auth-forms.ts";
import { withMatchingFields } from "../../forms/matching-fields.ts";
import { translateServerMessage } from "../../i18n/server-messages.ts";
import { Button } from "../../ui/button.tsx";
import { ShieldIcon } from "../../ui/first-screen-icons.tsx";
import { FormError } from "../../ui/form-error.tsx";

export const Route = createFileRoute("/_signedOut/forgotPassword")({
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  const { t, i18n } = useLingui();
  const [snapshot, send] = useForgotPasswordFlow();
  const form = useForm<NewPasswordForm>({
    resolver: withMatchingFields(arktypeResolver(NewPasswordForm), "new_password", "confirm_password"),
    defaultValues: { new_password: "", confirm_password: "" },
  });
  const { error, verified } = snapshot.context;

  if (selectIsPasswordChanged(snapshot)) {
    return (
      <main className="auth-card auth-card--result">
        <div className="result-icon" aria-hidden="true">
          <ShieldIcon />
        </div>
        <h1 className="auth-card__title">{t`Password changed`}</h1>
        <p className="auth-card__lead">{t`Log in with your new password. Other devices have been signed out.`}</p>
        <Link to="/login" className="button button--primary button--block">
          <span>{t`Log in`}</span>
        </Link>
      </main>
    );
  }

  const choosing = selectIsChoosingPassword(snapshot);
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{t`Forgot password`}</h1>
      <p className="auth-card__lead">
        {choosing ? t`Choose a new password.` : t`Enter the phone number of your account. We will send you a code.`}
      </p>
      <ol className="steps" aria-label={t`Steps`}>
        <li className={choosing ? "steps__item steps__item--done" : "steps__item steps__item--current"}>
          {t`Verify phone`}
        </li>
        <li className={choosing ? "steps__item steps__item--current" : "steps__item"}>{t`New password`}</li>
      </ol>
      {choosing ? (
        <form
          className="form"
          // posted, never sent as a query (a password in a URL), if it is ever submitted before the app runs
          method="post"
          noValidate
          onSubmit={form.handleSubmit((password) => send({ type: "forgot.submit", password }))}
        >
          <OtpField otp={undefined} verifiedPhone={verified?.contactNo ?? null} />
          <NewPasswordFields form={form} />
          <FormError message={error ? translateServerMessage(i18n, error) : null} />
          <Button type="submit" busy={selectIsSubmitting(snapshot)} className="button--block">
            {t`Change password`}
          </Button>
          <Button variant="ghost" onClick={() => send({ type: "forgot.changePhone" })}>
            {t`Use another phone number`}
          </Button>
        </form>
      ) : (
        <div className="form">
          <OtpField otp={snapshot.children.otp} verifiedPhone={null} />
          <FormError message={error ? translateServerMessage(i18n, error) : null} />
        </div>
      )}
      <p className="auth-card__switch">
        <Link to="/login" className="link">
          {t`Back to log in`}
        </Link>
      </p>
    </main>
  );
}
