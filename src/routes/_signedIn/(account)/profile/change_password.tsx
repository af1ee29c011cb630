import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { selectUser } from "../../../../../machines/session.selectors.ts";
import type { UpdatePasswordBody } from "../../../../api/contract/user.ts";
import { updatePassword } from "../../../../api/user.ts";
import { NewPasswordFields } from "../../../../flows/new-password-fields.tsx";
import { SessionContext } from "../../../../flows/session.tsx";
import { ChangePasswordForm } from "../../../../forms/auth-forms.ts";
import { fieldMessage } from "../../../../forms/field-message.ts";
import { withMatchingFields } from "../../../../forms/matching-fields.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { PasswordField } from "../../../../ui/password-field.tsx";
import { StickyActions } from "../../../../ui/sticky-actions.tsx";
import { useProfileChange } from "./-components/use-profile-change.ts";

export const Route = createFileRoute("/_signedIn/(account)/profile/change_password")({
  component: ChangePasswordScreen,
});

/**
 * Current password, then the new one twice (SPEC §5). The server answers the token that replaces this
 * tab's: the player stays signed in here, and every other device is signed out.
 */
function ChangePasswordScreen() {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const userId = SessionContext.useSelector(selectUser)?._id ?? "";
  const form = useForm<UpdatePasswordBody>({
    resolver: withMatchingFields(arktypeResolver(ChangePasswordForm), "new_password", "confirm_password"),
    defaultValues: { current_password: "", new_password: "", confirm_password: "" },
  });
  const change = useProfileChange(
    (body: UpdatePasswordBody) => updatePassword(userId, body),
    ({ jwtToken }) => {
      session.send({ type: "session.tokenRenewed", jwtToken });
      notify("success", t`Your password is changed`);
      form.reset();
    },
  );
  const { errors } = form.formState;
  const values = form.watch();
  return (
    <main className="screen">
      <PageHeader title={t`Change password`} />
      <form className="form" noValidate onSubmit={form.handleSubmit(change.run)}>
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          {...form.register("current_password")}
          error={fieldMessage(errors.current_password, values.current_password, {
            required: t`Password is required`,
            invalid: t`Password must be 8-16 numbers or characters, without spaces`,
          })}
        />
        <NewPasswordFields form={form} />
        <FormError message={change.error ? translateServerMessage(i18n, change.error) : null} />
        {change.done ? (
          <p className="card" role="status">
            {t`Your password is changed. Other devices have been signed out; you stay signed in here.`}
          </p>
        ) : null}
        <StickyActions>
          <Button type="submit" busy={change.busy} className="button--block">
            {t`Change password`}
          </Button>
        </StickyActions>
      </form>
    </main>
  );
}
