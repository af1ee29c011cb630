import type { MessageDescriptor } from "@lingui/core";
import { createFileRoute, Outlet, redirect, useLocation, useMatches, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn, selectUser } from "../../machines/session.selectors.ts";
import { useConnection } from "../flows/connection.ts";
import { LiveUpdates } from "../flows/live-updates.tsx";
import { SessionContext } from "../flows/session.tsx";
import { loadRestOfLocale } from "../i18n/i18n.ts";
import { AppShell } from "../ui/app-shell.tsx";
import { OfflineScreen } from "./_signedIn/-components/offline-screen.tsx";
import { activeRestriction, isOpenDuringRestriction } from "./_signedIn/-components/restriction-guard.ts";
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
 * screen for a route marked `staticData: { fullScreen: true }`. During a time-out or self-exclusion only the
 * screens of `openDuringRestriction` open; any other (the home screen after login too) leads to /restricted, which
 * says until when and what stays possible. While the server cannot be reached (src/flows/connection.ts) the shell
 * shows its offline screen instead of the screen, which stays as it was behind it (hidden, not closed: what the
 * player typed, a game in its frame, a flow's state all wait) and shows again, read afresh, once the network is back.
 */
export const Route = createFileRoute("/_signedIn")({
  beforeLoad: async ({ context, location }) => {
    const session = context.session.getSnapshot();
    if (!selectIsSignedIn(session)) {
      throw redirect({ to: "/login", replace: true, search: location.search });
    }
    if (activeRestriction(selectUser(session)) && !isOpenDuringRestriction(location.pathname)) {
      throw redirect({ to: "/restricted", replace: true });
    }
    // after a prerendered first screen only its messages are loaded: these screens need the rest
    await loadRestOfLocale();
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const restricted = SessionContext.useSelector((state) => activeRestriction(selectUser(state)) !== null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const fullScreen = useMatches({ select: (matches) => matches.some((match) => match.staticData.fullScreen) });
  const connection = useConnection();
  // the user became null (logout, 401, another device): back to login, replacing history
  useEffect(() => {
    if (!signedIn) void navigate({ to: "/login", replace: true });
  }, [signedIn, navigate]);
  // a time-out or self-exclusion learnt on this screen (the user read again): to the screen that says so
  useEffect(() => {
    if (signedIn && restricted && !isOpenDuringRestriction(pathname))
      void navigate({ to: "/restricted", replace: true });
  }, [signedIn, restricted, pathname, navigate]);
  if (!signedIn) return null;
  // the screen keeps its place in the tree whether the offline screen shows or not (so it is never drawn afresh)
  const screen = (
    <div hidden={connection.offline} style={connection.offline ? undefined : { display: "contents" }}>
      <Outlet />
    </div>
  );
  const offline = connection.offline ? (
    <OfflineScreen lastBalance={connection.lastBalance} onRetry={connection.retry} />
  ) : null;
  return (
    <>
      <LiveUpdates />
      {fullScreen ? (
        <>
          {screen}
          {offline ? <AppShell headerEnd={<MailButton />}>{offline}</AppShell> : null}
        </>
      ) : (
        <AppShell headerEnd={<MailButton />}>
          {screen}
          {offline}
        </AppShell>
      )}
    </>
  );
}
