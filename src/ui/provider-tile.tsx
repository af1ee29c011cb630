import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { Provider } from "../api/contract/games.ts";
import { LazyImage } from "./lazy-image.tsx";

/** A provider in a grid: its logo and name, and a badge while it is under maintenance; opens its games. */
export function ProviderTile({ provider }: { provider: Provider }) {
  const { t } = useLingui();
  return (
    <Link to="/games/$providerCode" params={{ providerCode: provider.code }} className="provider-tile">
      <LazyImage className="provider-tile__logo" src={provider.logo} alt="" width={160} height={80} />
      <span className="provider-tile__name">{provider.name}</span>
      {provider.maintenance ? <span className="maintenance-badge">{t`Maintenance`}</span> : null}
    </Link>
  );
}

/** Providers as a grid of tiles. */
export function ProviderGrid({ providers, label }: { providers: readonly Provider[]; label?: string }) {
  return (
    <ul className="provider-grid" aria-label={label}>
      {providers.map((provider) => (
        <li key={provider.code}>
          <ProviderTile provider={provider} />
        </li>
      ))}
    </ul>
  );
}
