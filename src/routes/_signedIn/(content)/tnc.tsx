import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contentPageQuery } from "../../../api/content.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { RoutePending } from "../-components/route-pending.tsx";
import { ContentPageScreen } from "./-components/content-page-screen.tsx";

/** /tnc: the tenant's page (services/content.ts), in the player's language. */
export const Route = createFileRoute("/_signedIn/(content)/tnc")({
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(contentPageQuery(i18n.locale, "tnc")).catch(() => {});
  },
  staticData: { title: msg`Terms and conditions`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: TermsScreen,
});

function TermsScreen() {
  const { t } = useLingui();
  return <ContentPageScreen slug="tnc" title={t`Terms and conditions`} />;
}
