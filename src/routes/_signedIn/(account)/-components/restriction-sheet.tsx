import { useLingui } from "@lingui/react/macro";
import { DateTime } from "luxon";
import { useState } from "react";
import { type RestrictionLength, restrictionTraits } from "../../../../api/contract/responsible.ts";
import { restrict } from "../../../../api/responsible.ts";
import { SessionContext } from "../../../../flows/session.tsx";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { formatDateTime } from "../../../../lib/dates.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { Sheet } from "../../../../ui/sheet.tsx";
import { useProfileChange } from "../profile/-components/use-profile-change.ts";
import { useRestrictionLength } from "./use-restriction-length.ts";

/**
 * The two-step confirmation of a time-out or self-exclusion: first what stops and until when (the end computed
 * from now), then the last word. The server's answer ends the session: the player is signed out here and told
 * when it ends.
 */
export function RestrictionSheet({ length, onClose }: { length: RestrictionLength; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const session = SessionContext.useActorRef();
  const lengthName = useRestrictionLength()(length);
  const { kind, amount } = restrictionTraits[length];
  const timeOut = kind === "time_out";
  const [until] = useState(() => formatDateTime(DateTime.now().plus(amount).toISO() ?? ""));
  const [step, setStep] = useState<"explain" | "final">("explain");
  const start = useProfileChange(
    () => restrict({ length }),
    (view) => {
      const end = view.restriction ? formatDateTime(view.restriction.until) : until;
      notify(
        "info",
        timeOut
          ? t`Your time-out has started. You can sign in to see your balance and withdraw. It ends on ${end}.`
          : t`Your self-exclusion has started. You can sign in to see your balance and withdraw. It ends on ${end}.`,
        { duration: 10_000 },
      );
      session.send({ type: "session.logout" });
    },
  );
  const error = start.error ? translateServerMessage(i18n, start.error) : null;
  return (
    <Sheet
      title={timeOut ? t`Time-out for ${lengthName}` : t`Self-exclusion for ${lengthName}`}
      onClose={onClose}
      className="restriction-sheet"
    >
      {step === "explain" ? (
        <>
          <p className="sheet__text">{t`Until ${until} you cannot:`}</p>
          <ul className="restriction-sheet__stops">
            <li>{t`deposit`}</li>
            <li>{t`transfer money into games`}</li>
            <li>{t`play games`}</li>
            <li>{t`send money to friends`}</li>
            <li>{t`redeem gifts`}</li>
            <li>{t`get check-in rewards`}</li>
            <li>{t`claim rebates`}</li>
          </ul>
          <p className="sheet__text">
            {t`We stop sending you promotional mail. You can still sign in to see your balance and history, and withdraw.`}
          </p>
          <p className="sheet__text sheet__text--strong">
            {timeOut
              ? t`A time-out cannot be shortened or undone.`
              : t`A self-exclusion cannot be shortened or lifted, also not by us.`}
          </p>
          <div className="sheet__actions">
            <Button onClick={() => setStep("final")}>{t`Continue`}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t`Cancel`}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="sheet__text sheet__text--strong" role="status">
            {timeOut
              ? t`Start your time-out now? It ends on ${until}. You will be signed out.`
              : t`Start your self-exclusion now? It ends on ${until}. You will be signed out.`}
          </p>
          <FormError message={error} />
          <div className="sheet__actions">
            <Button busy={start.busy} onClick={() => void start.run(undefined)}>
              {timeOut ? t`Start my time-out` : t`Exclude me until ${until}`}
            </Button>
            <Button variant="secondary" disabled={start.busy} onClick={onClose}>
              {t`Cancel`}
            </Button>
          </div>
        </>
      )}
    </Sheet>
  );
}
