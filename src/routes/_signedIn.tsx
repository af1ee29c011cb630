import type { MessageDescriptor } from "@lingui/core";
import { createFileRoute, Outlet, redirect, useMatches, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { LiveUpdates } from "../flows/live-updates.tsx";
import { SessionContext } from "../flows/session.tsx";
import { loadRestOfLocale } from "../i18n/i18n.ts";
import { AppShell } from "../ui/app-shell.tsx";
import { MailButton } from "./-components/mail-button.tsx";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The screen takes the whole viewport: the signed-in layout leaves the shell (header, tab bar) out (/play_game). */
    fullScreen?: boolean;
    /** The screen's title: the header of its pending screen (-components/route-pending.tsx) and of its errors. */
    title?: MessageDescriptor;
    /** How many placeholder rows its pending screen shows (ScreenPending's own number when left out). */
    pendingRows?: number;
  }
}

/**
 * Every signed-in screen: the session guard, then the shell (header, content, bottom navigation), or the bare
 * screen for a route marked `staticData: { fullScreen: true }`.
 */
export const Route = createFileRoute("/_signedIn")({
  beforeLoad: async ({ context, location }) => {
    if (!selectIsSignedIn(context.session.getSnapshot())) {
      throw redirect({ to: "/login", replace: true, search: location.search });
    }
    // after a prerendered first screen only its messages are loaded: these screens need the rest
    await loadRestOfLocale();
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const fullScreen = useMatches({ select: (matches) => matches.some((match) => match.staticData.fullScreen) });
  // the user became null (logout, 401, another device): back to login, replacing history
  useEffect(() => {
    if (!signedIn) void navigate({ to: "/login", replace: true });
  }, [signedIn, navigate]);
  if (!signedIn) return null;
  return (
    <>
      <LiveUpdates />
      {fullScreen ? (
        <Outlet />
      ) : (
        <AppShell headerEnd={<MailButton />}>
          <Outlet />
        </AppShell>
      )}
    </>
  );
}
