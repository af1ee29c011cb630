import { useLingui } from "@lingui/react/macro";
import type { Passkey } from "../../../../../api/contract/security.ts";
import { translateServerMessage } from "../../../../../i18n/server-messages.ts";
import { Button } from "../../../../../ui/button.tsx";
import { FormError } from "../../../../../ui/form-error.tsx";
import { Sheet } from "../../../../../ui/sheet.tsx";

/** The confirmation before a passkey is removed: it will no longer sign the player in. */
export function RemovePasskeySheet({
  passkey,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  passkey: Passkey;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = passkey.name;
  return (
    <Sheet title={t`Remove this passkey?`} onClose={onClose}>
      <p className="sheet__text">
        {t`"${name}" will no longer sign you in. You can still log in with your password, and add a passkey again later.`}
      </p>
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <div className="sheet__actions">
        <Button busy={busy} onClick={onConfirm}>
          {t`Remove passkey`}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t`Keep it`}
        </Button>
      </div>
    </Sheet>
  );
}
