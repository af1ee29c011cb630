import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toApiError } from "../../../api/client.ts";
import { pinQuery, updatePin, userKeys } from "../../../api/user.ts";
import { walletKeys } from "../../../api/wallet.ts";
import { translateServerMessage } from "../../../i18n/server-messages.ts";
import { Button } from "../../../ui/button.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PasswordField } from "../../../ui/password-field.tsx";
import { SkeletonList } from "../../../ui/skeleton-list.tsx";

export const Route = createFileRoute("/_signedIn/profile/reset_pin")({
  validateSearch: (search: Record<string, unknown>): { next?: "withdraw" } =>
    search.next === "withdraw" ? { next: "withdraw" } : {},
  component: ResetPinScreen,
});

type PinForm = { pin: string; new_pin: string; confirm_pin: string };
const sixDigits = /^\d{6}$/;

/** Set a first PIN, or change it with the current one. */
function ResetPinScreen() {
  const { t, i18n } = useLingui();
  const { next } = Route.useSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useQuery(pinQuery());
  const [done, setDone] = useState(false);
  const hasPin = status.data?.has_pin === true;
  const form = useForm<PinForm>({ defaultValues: { pin: "", new_pin: "", confirm_pin: "" } });
  const save = useMutation({
    mutationFn: (values: PinForm) =>
      updatePin({ ...(hasPin ? { pin: values.pin } : {}), new_pin: values.new_pin, confirm_pin: values.confirm_pin }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.pin() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawInfo() });
      if (next === "withdraw") void navigate({ to: "/withdraw", replace: true });
      else setDone(true);
    },
  });
  const { errors } = form.formState;
  const serverError = save.error ? translateServerMessage(i18n, toApiError(save.error).messageKey) : null;
  const pinField = (name: keyof PinForm, label: string, extra?: (value: string) => boolean | string) => (
    <PasswordField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      {...form.register(name, {
        validate: (value) => {
          if (value === "") return t`PIN is required`;
          if (!sixDigits.test(value)) return t`The PIN is 6 digits`;
          return extra ? extra(value) : true;
        },
      })}
      error={errors[name]?.message ?? null}
    />
  );
  return (
    <main className="screen">
      <PageHeader title={hasPin ? t`Reset PIN` : t`Set PIN`} />
      {status.isPending ? (
        <SkeletonList rows={3} />
      ) : done ? (
        <p className="card" role="status">
          {t`Your PIN is saved.`}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <p className="muted">{t`Your 6-digit PIN confirms every withdrawal and transfer. Never share it.`}</p>
          {hasPin ? pinField("pin", t`Current PIN`) : null}
          {pinField("new_pin", t`New PIN`)}
          {pinField("confirm_pin", t`Confirm new PIN`, (value) =>
            value === form.getValues("new_pin") ? true : t`The PIN must match its confirmation`,
          )}
          <FormError message={serverError} />
          <Button type="submit" busy={save.isPending} className="button--block">
            {t`Save PIN`}
          </Button>
        </form>
      )}
    </main>
  );
}
