import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { passkeyCancelled } from "../../../../../../machines/errors.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { summariseUserAgent } from "../../../../../lib/user-agent.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { TextField } from "../../../../../ui/text-field.tsx";

/** The name a new passkey starts with: this device and browser ("Android · Chrome"), when known. */
function thisDevice(): string {
  const { device, browser } = summariseUserAgent(navigator.userAgent);
  return [device, browser].filter((part) => part !== "").join(" · ");
}

/**
 * "Add a passkey": a name (this device to start with, at most 40 characters), then the browser's prompt. A closed
 * prompt says so calmly; a refusal shows under the field; the name stays either way.
 */
export function AddPasskeyForm({
  busy,
  error,
  onAdd,
  onEdit,
}: {
  busy: boolean;
  error: string | null;
  onAdd: (name: string) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(thisDevice);
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && name.trim() === "" ? t`Give the passkey a name` : null;
  const cancelled = error === passkeyCancelled;
  return (
    <form
      className="card form passkey-add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (name.trim() !== "") onAdd(name.trim());
      }}
    >
      <h2 className="section-title">{t`Add a passkey`}</h2>
      <TextField
        label={t`Passkey name`}
        hint={t`So you can tell your passkeys apart, e.g. the phone it is on.`}
        maxLength={40}
        autoComplete="off"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          onEdit();
        }}
        error={missing}
      />
      {cancelled ? (
        <p className="muted" role="status">
          {t`No passkey was added. Try again when you are ready.`}
        </p>
      ) : (
        <FormError message={error ? translateServerMessage(i18n, error) : null} />
      )}
      <Button type="submit" busy={busy} className="button--block">
        {t`Add a passkey`}
      </Button>
    </form>
  );
}
