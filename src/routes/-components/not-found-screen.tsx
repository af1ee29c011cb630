import { selectIsSignedIn } from "../../../machines/session.selectors.ts";
import { SessionContext } from "../../flows/session.tsx";
import { AppShell } from "../../ui/app-shell.tsx";
import { AuthLayout } from "../../ui/auth-layout.tsx";
import { NotFound } from "../../ui/not-found.tsx";

/** The not-found screen in the frame the player is in: the signed-in shell (header, tabs) or the signed-out layout. */
export function NotFoundScreen() {
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  return signedIn ? (
    <AppShell>
      <NotFound />
    </AppShell>
  ) : (
    <AuthLayout>
      <NotFound />
    </AuthLayout>
  );
}
