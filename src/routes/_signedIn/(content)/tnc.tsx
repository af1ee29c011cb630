import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contentPageQuery } from "../../../api/content.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { ScreenPending } from "../../../ui/screen-pending.tsx";
import { ContentPageScreen } from "./-components/content-page-screen.tsx";

/** /tnc: the tenant's page (services/content.ts), in the player's language. */
export const Route = createFileRoute("/_signedIn/(content)/tnc")({
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(contentPageQuery(i18n.locale, "tnc")).catch(() => {});
  },
  pendingComponent: TermsPending,
  component: TermsScreen,
});

function TermsPending() {
  const { t } = useLingui();
  return <ScreenPending title={t`Terms and conditions`} rows={3} />;
}

function TermsScreen() {
  const { t } = useLingui();
  return <ContentPageScreen slug="tnc" title={t`Terms and conditions`} />;
}
