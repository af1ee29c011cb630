import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contentPageQuery } from "../../../api/content.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { RoutePending } from "../-components/route-pending.tsx";
import { ContentPageScreen } from "./-components/content-page-screen.tsx";

/** /contact_us: the tenant's page (services/content.ts), in the player's language. */
export const Route = createFileRoute("/_signedIn/(content)/contact_us")({
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(contentPageQuery(i18n.locale, "contact_us")).catch(() => {});
  },
  staticData: { title: msg`Contact us`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: ContactScreen,
});

function ContactScreen() {
  const { t } = useLingui();
  return <ContentPageScreen slug="contact_us" title={t`Contact us`} />;
}
