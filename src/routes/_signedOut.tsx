import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { SessionContext } from "../flows/session.tsx";
import { useTheme } from "../theme/theme-context.ts";
import { LanguageSwitcher } from "../ui/language-switcher.tsx";
import { SafeImage } from "../ui/safe-image.tsx";

/** Login, register and forgot password; a signed-in player is sent home. */
export const Route = createFileRoute("/_signedOut")({
  beforeLoad: ({ context }) => {
    if (selectIsSignedIn(context.session.getSnapshot())) throw redirect({ to: "/home", replace: true });
  },
  component: SignedOutLayout,
});

function SignedOutLayout() {
  const theme = useTheme();
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  useEffect(() => {
    if (signedIn) void navigate({ to: "/home", replace: true });
  }, [signedIn, navigate]);
  return (
    <div className="auth-layout">
      <header className="auth-layout__bar">
        <div className="brand">
          <SafeImage className="brand__logo" src={theme.logo} alt="" width={36} height={36} />
          <span className="brand__name">{theme.brand_name}</span>
        </div>
        <LanguageSwitcher compact />
      </header>
      <Outlet />
    </div>
  );
}
