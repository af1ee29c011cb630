import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { pinMachine } from "../../machines/pin.machine.ts";
import { selectPinStep } from "../../machines/pin.selectors.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { Button } from "../ui/button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { SkeletonList } from "../ui/skeleton-list.tsx";
import { PinFields } from "./pin-fields.tsx";

export type PinFlowRef = ActorRefFrom<typeof pinMachine>;

/**
 * A running PIN flow (its own screen, or inside /withdraw): the status check,
 * its failure, the form, the lock after too many wrong PINs, or the saved PIN.
 */
export function PinForm({ flow }: { flow: PinFlowRef }) {
  const { t, i18n } = useLingui();
  const step = useSelector(flow, selectPinStep);
  const { error, lockedUntil } = useSelector(flow, (snapshot) => snapshot.context);
  const retry = <Button onClick={() => flow.send({ type: "pin.retry" })}>{t`Try again`}</Button>;
  switch (step) {
    case "checking":
      return <SkeletonList rows={3} />;
    case "failed":
      return (
        <EmptyState
          title={t`Failed to load`}
          text={error ? translateServerMessage(i18n, error) : undefined}
          action={retry}
        />
      );
    case "locked": {
      const until = lockedUntil
        ? new Date(lockedUntil).toLocaleTimeString(i18n.locale, { hour: "2-digit", minute: "2-digit" })
        : null;
      return (
        <EmptyState
          title={t`PIN is locked`}
          text={
            until
              ? t`Too many wrong PINs. You can try again after ${until}.`
              : translateServerMessage(i18n, error ?? "PIN is locked, try again later")
          }
          action={retry}
        />
      );
    }
    case "saved":
      return (
        <p className="card" role="status">
          {t`Your PIN is saved.`}
        </p>
      );
    default:
      return <PinFields flow={flow} />;
  }
}
