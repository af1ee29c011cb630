import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { LiveUpdates } from "../flows/live-updates.tsx";
import { SessionContext } from "../flows/session.tsx";
import { AppShell } from "../ui/app-shell.tsx";

/** Every signed-in screen: the session guard, then the shell (header, content, bottom navigation). */
export const Route = createFileRoute("/_signedIn")({
  beforeLoad: ({ context, location }) => {
    if (!selectIsSignedIn(context.session.getSnapshot())) {
      throw redirect({ to: "/login", replace: true, search: location.search });
    }
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  // the user became null (logout, 401, another device): back to login, replacing history
  useEffect(() => {
    if (!signedIn) void navigate({ to: "/login", replace: true });
  }, [signedIn, navigate]);
  if (!signedIn) return null;
  return (
    <>
      <LiveUpdates />
      <AppShell>
        <Outlet />
      </AppShell>
    </>
  );
}
