import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { NavEntry } from "./navigation.tsx";

/** Navigation entries as a grid of tiles (the quick actions on /home, the shortcuts of the Events tab). */
export function NavTiles({ entries }: { entries: NavEntry[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="quick-actions__grid">
      {entries.map((entry) => (
        <li key={entry.to}>
          {/* only entries whose screen is in the route tree are given (useNavigation checks it) */}
          <Link to={entry.to as "/"} className="quick-actions__item">
            <span className="quick-actions__icon">
              <entry.icon />
            </span>
            <span className="quick-actions__label">{i18n._(entry.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
