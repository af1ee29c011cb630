import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { contentPageQuery } from "../../../api/content.ts";
import { i18n } from "../../../i18n/i18n.ts";
import { RoutePending } from "../-components/route-pending.tsx";
import { ContentPageScreen } from "./-components/content-page-screen.tsx";

/** /about: the tenant's page (services/content.ts), in the player's language. */
export const Route = createFileRoute("/_signedIn/(content)/about")({
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(contentPageQuery(i18n.locale, "about")).catch(() => {});
  },
  staticData: { title: msg`About us`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: AboutScreen,
});

function AboutScreen() {
  const { t } = useLingui();
  return <ContentPageScreen slug="about" title={t`About us`} />;
}
