import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { selectHasPin, selectPinStep } from "../../../../../machines/pin.selectors.ts";
import { pinQuery } from "../../../../api/user.ts";
import { usePinFlow } from "../../../../flows/pin.ts";
import { PinForm } from "../../../../flows/pin-form.tsx";
import { PageHeader } from "../../../../ui/page-header.tsx";
import { RoutePending } from "../../-components/route-pending.tsx";

export const Route = createFileRoute("/_signedIn/(account)/profile/reset_pin")({
  // Started, not awaited: the PIN flow's status check joins this request, and its
  // "checking" state (the same skeleton) shows while it runs.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(pinQuery());
  },
  staticData: { title: msg`Set PIN`, pendingRows: 3 },
  pendingComponent: RoutePending,
  component: ResetPinScreen,
});

/** Set a first PIN, or change it with the current one. */
function ResetPinScreen() {
  const { t } = useLingui();
  const [snapshot, , flow] = usePinFlow();
  return (
    <main className="screen">
      <PageHeader title={selectHasPin(snapshot) ? t`Reset PIN` : t`Set PIN`} />
      <PinForm flow={flow} />
      {selectPinStep(snapshot) === "saved" ? (
        <Link to="/account" className="button button--secondary">
          <span>{t`Back to account`}</span>
        </Link>
      ) : null}
    </main>
  );
}
