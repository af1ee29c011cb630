import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { pinMachine } from "../../machines/pin.machine.ts";
import { selectPinStep } from "../../machines/pin.selectors.ts";
import { selectUser } from "../../machines/session.selectors.ts";
import { translateServerMessage } from "../i18n/server-messages.ts";
import { Button } from "../ui/button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { SkeletonList } from "../ui/skeleton-list.tsx";
import { PinFields } from "./pin-fields.tsx";
import { PinResetFields } from "./pin-reset-fields.tsx";
import { SessionContext } from "./session.tsx";

export type PinFlowRef = ActorRefFrom<typeof pinMachine>;

/**
 * A running PIN flow (its own screen, or inside /withdraw): the status check,
 * its failure, the form, the lock after too many wrong PINs, or the saved PIN.
 */
export function PinForm({ flow }: { flow: PinFlowRef }) {
  const { t, i18n } = useLingui();
  const step = useSelector(flow, selectPinStep);
  const { error, lockedUntil } = useSelector(flow, (snapshot) => snapshot.context);
  const contactNo = SessionContext.useSelector(selectUser)?.contact_no ?? null;
  const retry = <Button onClick={() => flow.send({ type: "pin.retry" })}>{t`Try again`}</Button>;
  /** Forgot PIN (or locked out): reset it with a code sent to the registered phone. */
  const forgot = contactNo ? () => flow.send({ type: "pin.forgot", contactNo }) : undefined;
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
          action={
            <>
              {retry}
              {forgot ? (
                <Button variant="ghost" onClick={forgot}>
                  {t`Reset PIN with a code by SMS`}
                </Button>
              ) : null}
            </>
          }
        />
      );
    }
    case "forgotCode":
    case "forgotPin":
      return <PinResetFields flow={flow} />;
    case "saved":
      return (
        <p className="card" role="status">
          {t`Your PIN is saved.`}
        </p>
      );
    default:
      return <PinFields flow={flow} onForgot={forgot} />;
  }
}
