import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { LiveUpdates } from "../flows/live-updates.tsx";
import { SessionContext } from "../flows/session.tsx";
import { laterRoute } from "../lib/later-route.ts";
import { useTheme } from "../theme/theme-context.ts";
import { GiftIcon, HomeIcon, UserIcon, UsersIcon, WalletIcon } from "../ui/icons.tsx";
import { SafeImage } from "../ui/safe-image.tsx";

/** Every signed-in screen: the session guard, the header and the bottom navigation. */
export const Route = createFileRoute("/_signedIn")({
  beforeLoad: ({ context, location }) => {
    if (!selectIsSignedIn(context.session.getSnapshot())) {
      throw redirect({ to: "/login", replace: true, search: location.search });
    }
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { t } = useLingui();
  const theme = useTheme();
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  // the user became null (logout, 401, another device): back to login, replacing history
  useEffect(() => {
    if (!signedIn) void navigate({ to: "/login", replace: true });
  }, [signedIn, navigate]);
  if (!signedIn) return null;
  const tabs = [
    { to: "/home" as const, label: t`Home`, icon: <HomeIcon /> },
    { to: laterRoute("/event"), label: t`Events`, icon: <GiftIcon /> },
    { to: "/wallet" as const, label: t`Wallet`, icon: <WalletIcon /> },
    { to: laterRoute("/invite"), label: t`Invite`, icon: <UsersIcon /> },
    { to: "/account" as const, label: t`Account`, icon: <UserIcon /> },
  ];
  return (
    <div className="app-shell">
      <LiveUpdates />
      <header className="app-header">
        <Link to="/home" className="brand" aria-label={t`${theme.brand_name} home`}>
          <SafeImage className="brand__logo" src={theme.logo} alt="" width={32} height={32} />
          <span className="brand__name">{theme.brand_name}</span>
        </Link>
      </header>
      <div className="app-content">
        <Outlet />
      </div>
      <nav className="tab-bar" aria-label={t`Main`}>
        {tabs.map((tab) => (
          <Link
            key={tab.label}
            to={tab.to}
            className="tab-bar__item"
            activeProps={{ className: "tab-bar__item tab-bar__item--active", "aria-current": "page" }}
            activeOptions={{ exact: false }}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
