import { useLingui } from "@lingui/react/macro";
import type { Provider } from "../../../../api/contract/games.ts";
import { AlertIcon } from "../../../../ui/icons.tsx";

/** The notice of a provider under maintenance: listed, but it cannot be played or paid into now. */
export function MaintenanceNotice({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  if (!provider.maintenance) return null;
  const name = provider.name;
  return (
    <div className="maintenance-notice" role="note">
      <AlertIcon aria-hidden="true" />
      <p>{t`${name} is under maintenance: its games and transfers are closed for now.`}</p>
    </div>
  );
}
