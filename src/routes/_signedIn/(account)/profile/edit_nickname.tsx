import { arktypeResolver } from "@hookform/resolvers/arktype";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { selectUser } from "../../../../../machines/session.selectors.ts";
import type { ApiErrorMessage } from "../../../../api/contract/messages.ts";
import { UpdateNicknameBody } from "../../../../api/contract/user.ts";
import { updateNickname } from "../../../../api/user.ts";
import { SessionContext } from "../../../../flows/session.tsx";
import { fieldMessage } from "../../../../forms/field-message.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { StickyActions } from "../../../../ui/sticky-actions.tsx";
import { TextField } from "../../../../ui/text-field.tsx";
import { useProfileChange } from "./-components/use-profile-change.ts";
import { useReplaceUser } from "./-components/use-replace-user.ts";

export const Route = createFileRoute("/_signedIn/(account)/profile/edit_nickname")({
  component: EditNicknameScreen,
});

/** The server's refusals of the name itself: shown beside the field, the rest under the form. */
const nicknameRefusals = new Set<string>([
  "This nickname is reserved",
  "This nickname is already taken",
] satisfies ApiErrorMessage[]);

/**
 * Nickname: required, at most 24 characters, spaces at either end dropped (the contract's rule); the
 * server also refuses reserved names and another player's name (shown beside the field, what was
 * typed kept).
 */
function EditNicknameScreen() {
  const { t, i18n } = useLingui();
  const user = SessionContext.useSelector(selectUser);
  const replaceUser = useReplaceUser();
  const navigate = useNavigate();
  const form = useForm<UpdateNicknameBody>({
    resolver: arktypeResolver(UpdateNicknameBody),
    defaultValues: { nickname: user?.nickname ?? "" },
  });
  const change = useProfileChange(
    (body: UpdateNicknameBody) => updateNickname(user?._id ?? "", body),
    (answer) => {
      replaceUser(answer);
      notify("success", t`Your nickname is saved`);
      void navigate({ to: "/profile" });
    },
  );
  const { errors } = form.formState;
  const nickname = form.watch("nickname");
  const refusal = change.error && nicknameRefusals.has(change.error) ? change.error : null;
  // back to the field, whose description (the refusal) a screen reader then reads
  useEffect(() => {
    if (refusal) form.setFocus("nickname");
  }, [refusal, form.setFocus]);
  return (
    <main className="screen">
      <PageHeader title={t`Edit nickname`} />
      <form className="form" noValidate onSubmit={form.handleSubmit(change.run)}>
        <TextField
          label={t`Nickname`}
          autoComplete="nickname"
          maxLength={24}
          hint={t`Up to 24 characters. Friends and referrals see it.`}
          {...form.register("nickname", {
            // the refusal was of the name sent: editing it clears the message
            onChange: () => {
              if (refusal) change.reset();
            },
          })}
          error={
            fieldMessage(errors.nickname, nickname, {
              required: t`Nickname is required`,
              invalid: t`Nickname must be at most 24 characters`,
              unsafe: t`Text contains characters that are not allowed`,
            }) ?? (refusal ? translateServerMessage(i18n, refusal) : null)
          }
        />
        <FormError message={change.error && !refusal ? translateServerMessage(i18n, change.error) : null} />
        <StickyActions>
          <Button type="submit" busy={change.busy} className="button--block">
            {t`Save`}
          </Button>
        </StickyActions>
      </form>
    </main>
  );
}
