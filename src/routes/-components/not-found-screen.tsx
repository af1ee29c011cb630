import { useEffect } from "react";
import { selectIsSignedIn } from "../../../machines/session.selectors.ts";
import { SessionContext } from "../../flows/session.tsx";
import { loadRestOfLocale } from "../../i18n/i18n.ts";
import { AppShell } from "../../ui/app-shell.tsx";
import { AuthLayout } from "../../ui/auth-layout.tsx";
import { NotFound } from "../../ui/not-found.tsx";
import { MailButton } from "./mail-button.tsx";

/** The not-found screen in the frame the player is in: the signed-in shell or the signed-out layout. */
export function NotFoundScreen() {
  const signedIn = SessionContext.useSelector(selectIsSignedIn);
  return signedIn ? (
    <SignedInNotFound />
  ) : (
    <AuthLayout>
      <NotFound />
    </AuthLayout>
  );
}

/**
 * The shell as on every signed-in screen, the header's mail envelope included, with no tab marked: the page is in
 * no area, whatever its path looks like (/chatroom/{nobody} is not the Account tab's).
 */
function SignedInNotFound() {
  // a signed-in start on this page may have loaded the first screens' messages only (the prerendered not-found
  // page); the envelope's label is among the rest, which every signed-in screen has
  useEffect(() => {
    void loadRestOfLocale().catch(() => {});
  }, []);
  return (
    <AppShell headerEnd={<MailButton />} marksArea={false}>
      <NotFound />
    </AppShell>
  );
}
