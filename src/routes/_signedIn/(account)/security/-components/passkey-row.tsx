import { useLingui } from "@lingui/react/macro";
import type { Passkey } from "../../../../../api/contract/security.ts";
import { formatDateTime } from "../../../../../lib/dates.ts";
import { Button } from "../../../../../ui/button.tsx";

/** One passkey on /security/passkeys: its name, where it was added, when added and last used, and "Remove". */
export function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t } = useLingui();
  const added = formatDateTime(passkey.created_at);
  const used = passkey.last_used_at ? formatDateTime(passkey.last_used_at) : null;
  return (
    <li className="list-item passkey-row">
      <div className="list-item__main">
        <p className="list-item__title">{passkey.name}</p>
        <p className="list-item__meta">{passkey.device || t`Unknown device`}</p>
        <p className="list-item__meta">
          <span className="list-item__when">{t`Added ${added}`}</span>
          <span className="list-item__when">{used ? t`Last used ${used}` : t`Not used yet`}</span>
        </p>
      </div>
      <Button
        variant="secondary"
        className="passkey-row__remove"
        aria-label={t`Remove ${passkey.name}`}
        onClick={onRemove}
      >
        {t`Remove`}
      </Button>
    </li>
  );
}
