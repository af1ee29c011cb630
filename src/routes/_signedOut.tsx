import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { SessionContext } from "../flows/session.tsx";
import { loadRestOfLocale } from "../i18n/i18n.ts";
import { AuthLayout } from "../ui/auth-layout.tsx";

/** Login, register and forgot password; a signed-in player is sent home. */
export const Route = createFileRoute("/_signedOut")({
  beforeLoad: ({ context }) => {
    if (selectIsSignedIn(context.session.getSnapshot())) throw redirect({ to: "/home", replace: true });
  },
  component: SignedOutLayout,
});

/** What a player does first on a screen: a key, a tap or a field taking focus. */
const firstInputEvents = ["keydown", "pointerdown", "focusin"] as const;

function SignedOutLayout() {
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  const { growRouteTree } = Route.useRouteContext();
  useEffect(() => {
    if (signedIn) void navigate({ to: "/home", replace: true });
  }, [signedIn, navigate]);
  // These screens start with their own routes (src/route-tree.ts) and messages (lingui.config.ts) only. Once the
  // player starts to use one, the rest of both loads, so the screen after a login or a registration is ready when
  // it is due (the signed-in layout still waits for them, should they not be in yet).
  useEffect(() => {
    const grow = () => {
      for (const type of firstInputEvents) window.removeEventListener(type, grow, true);
      void growRouteTree().catch(() => {});
      void loadRestOfLocale().catch(() => {});
    };
    // a field the player focused in the prerendered page, before the app ran, counts too
    if (document.activeElement instanceof HTMLInputElement) return grow();
    for (const type of firstInputEvents) window.addEventListener(type, grow, true);
    return () => {
      for (const type of firstInputEvents) window.removeEventListener(type, grow, true);
    };
  }, [growRouteTree]);
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
