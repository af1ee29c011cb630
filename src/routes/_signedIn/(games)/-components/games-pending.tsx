import { useLingui } from "@lingui/react/macro";
import { PageSkeleton } from "../../../../ui/page-skeleton.tsx";

/**
 * The lobby's sub-screens while their code or the catalogue loads: one pending screen for all of them, since a
 * route's pending component loads with the route tree (the first screen's budget).
 */
export function GamesPending() {
  const { t } = useLingui();
  return <PageSkeleton title={t`Games`} />;
}
