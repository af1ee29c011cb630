import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { selectHasPin } from "../../../../machines/pin.selectors.ts";
import { usePinFlow } from "../../../flows/pin.ts";
import { PinForm } from "../../../flows/pin-form.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";

export const Route = createFileRoute("/_signedIn/profile/reset_pin")({
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
    </main>
  );
}
