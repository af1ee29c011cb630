import { createFileRoute, Outlet, redirect, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { selectIsSignedIn } from "../../machines/session.selectors.ts";
import { SessionContext } from "../flows/session.tsx";
import { AuthLayout } from "../ui/auth-layout.tsx";

/** Login, register and forgot password; a signed-in player is sent home. */
export const Route = createFileRoute("/_signedOut")({
  beforeLoad: ({ context }) => {
    if (selectIsSignedIn(context.session.getSnapshot())) throw redirect({ to: "/home", replace: true });
  },
  component: SignedOutLayout,
});

function SignedOutLayout() {
  const navigate = useNavigate();
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  useEffect(() => {
    if (signedIn) void navigate({ to: "/home", replace: true });
  }, [signedIn, navigate]);
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
