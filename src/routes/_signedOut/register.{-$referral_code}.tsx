import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useEffectEvent } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { selectIsRegistered, selectIsSubmitting } from "../../../machines/register.selectors.ts";
import { selectIsSignedOutIdle } from "../../../machines/session.selectors.ts";
import { referralUserQuery } from "../../api/user.ts";
import { OtpField } from "../../flows/otp-field.tsx";
import { useRegisterFlow } from "../../flows/register.ts";
import { SessionContext } from "../../flows/session.tsx";
import { RegisterForm } from "../../forms/auth-forms.ts";
import { fieldMessage } from "../../forms/field-message.ts";
import { withMatchingFields } from "../../forms/matching-fields.ts";
import { translateServerMessage } from "../../i18n/server-messages.ts";
import { Button } from "../../ui/button.tsx";
import { FormError } from "../../ui/form-error.tsx";
import { PasswordField } from "../../ui/password-field.tsx";
import { StickyActions } from "../../ui/sticky-actions.tsx";
import { TextField } from "../../ui/text-field.tsx";

export const Route = createFileRoute("/_signedOut/register/{-$referral_code}")({
  component: RegisterScreen,
});

function RegisterScreen() {
  const { t, i18n } = useLingui();
  const { referral_code: linkCode } = Route.useParams();
  const [snapshot, send] = useRegisterFlow();
  const otp = snapshot.children.otp;
  const form = useForm<RegisterForm>({
    resolver: withMatchingFields(arktypeResolver(RegisterForm), "password", "confirm_password"),
    defaultValues: { username: "", password: "", confirm_password: "", full_name: "", referral_code: linkCode ?? "" },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const code = values.referral_code.trim();
  const submitting = selectIsSubmitting(snapshot);
  useLoginWhenHandOverFails(selectIsRegistered(snapshot));
  const { error, verified } = snapshot.context;
  const submit = form.handleSubmit(({ referral_code, ...details }) =>
    send({
      type: "register.submit",
      details: {
        ...details,
        referral_code: referral_code.trim() || null,
        registered_domain: window.location.href,
      },
    }),
  );
  useSubmitOnceVerified(verified !== null, submit);
  return (
    <main className="auth-card">
      <h1 className="auth-card__title">{t`Create your account`}</h1>
      <p className="auth-card__lead">{t`It takes a minute. Your phone number keeps your account safe.`}</p>
      <form className="form" method="post" noValidate onSubmit={submit}>
        <TextField
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t`4-16 letters or numbers`}
          {...form.register("username")}
          error={fieldMessage(errors.username, values.username, {
            required: t`Username is required`,
            invalid: t`Use 4-16 letters or numbers, no spaces`,
          })}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          hint={t`8-16 numbers or characters`}
          {...form.register("password")}
          error={fieldMessage(errors.password, values.password, {
            required: t`Password is required`,
            invalid: t`Password must be 8-16 numbers or characters, without spaces`,
          })}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          {...form.register("confirm_password")}
          error={fieldMessage(errors.confirm_password, values.confirm_password, {
            required: t`Please confirm your password`,
            invalid: t`Passwords do not match`,
          })}
        />
        <TextField
          label={t`Full name`}
          autoComplete="name"
          hint={t`As on your bank account; withdrawals go only to accounts in this name`}
          {...form.register("full_name")}
          error={fieldMessage(errors.full_name, values.full_name, {
            required: t`Full name is required`,
            unsafe: translateServerMessage(i18n, "Text contains characters that are not allowed"),
          })}
        />
        <OtpField otp={otp} verifiedPhone={verified?.contactNo ?? null} />
        <ReferralCodeField form={form} code={code} fromLink={Boolean(linkCode)} />
        <FormError
          message={
            error === "otpRequired"
              ? t`Verify your phone number first`
              : error
                ? translateServerMessage(i18n, error)
                : null
          }
        />
        <StickyActions>
          <Button type="submit" busy={submitting} className="button--block">
            {t`Register`}
          </Button>
        </StickyActions>
      </form>
      <p className="auth-card__switch">
        {t`Already have an account?`}{" "}
        <Link to="/login" className="link">
          {t`Log in`}
        </Link>
      </p>
    </main>
  );
}

/**
 * The account is made but the session could not start (its config failed to load): the player logs in with it, and
 * the login screen says what went wrong.
 */
function useLoginWhenHandOverFails(registered: boolean) {
  const navigate = useNavigate();
  const handOverFailed = SessionContext.useSelector(selectIsSignedOutIdle);
  useEffect(() => {
    if (registered && handOverFailed) void navigate({ to: "/login", replace: true });
  }, [registered, handOverFailed, navigate]);
}

/**
 * Registering completes when the code is right: the form is sent as the phone becomes verified, without another
 * press (once per verification; after a refusal the player corrects the form and presses Register).
 */
function useSubmitOnceVerified(phoneVerified: boolean, submit: () => Promise<void>) {
  const submitOnceVerified = useEffectEvent(() => void submit());
  useEffect(() => {
    if (phoneVerified) submitOnceVerified();
  }, [phoneVerified]);
}

/** The referral code (read-only when the invite link gave it), and who invited the player once the code is known. */
function ReferralCodeField({
  form,
  code,
  fromLink,
}: {
  form: UseFormReturn<RegisterForm>;
  code: string;
  fromLink: boolean;
}) {
  const { t } = useLingui();
  const referrer = useQuery({ ...referralUserQuery(code), enabled: code.length > 0 });
  return (
    <TextField
      label={t`Referral code (optional)`}
      autoCapitalize="characters"
      readOnly={fromLink}
      {...form.register("referral_code")}
      hint={
        referrer.data
          ? t`Invited by ${referrer.data.nickname ?? referrer.data.username}`
          : referrer.isError
            ? t`Referral code not found`
            : undefined
      }
    />
  );
}
