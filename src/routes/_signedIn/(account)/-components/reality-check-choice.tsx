import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type RealityCheckMinutes, realityCheckIntervals } from "../../../../api/contract/responsible.ts";
import { responsibleKeys, setRealityCheck } from "../../../../api/responsible.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { FormError } from "../../../../ui/form-error.tsx";
import { notify } from "../../../../ui/notifications.tsx";
import { useProfileChange } from "../profile/-components/use-profile-change.ts";

/**
 * The reality-check interval (off, 15, 30 or 60 minutes) as a radio group, saved as soon as the player picks one:
 * while a game is open the server's session clock decides when the next check is due.
 */
export function RealityCheckChoice({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<RealityCheckMinutes | null>(null);
  const save = useProfileChange(
    (next: RealityCheckMinutes) => setRealityCheck({ minutes: next }),
    (view) => {
      queryClient.setQueryData(responsibleKeys.all, view);
      notify("success", t`Reality check saved`);
    },
  );
  const chosen = save.busy && asked !== null ? asked : minutes;
  const label = (interval: RealityCheckMinutes) => (interval === 0 ? t`Off` : t`Every ${interval} minutes`);
  return (
    <fieldset className="option-list" aria-busy={save.busy || undefined} aria-describedby="reality-check-hint">
      <legend className="option-list__legend option-list__legend--title">{t`Reality check`}</legend>
      <p className="muted option-list__hint" id="reality-check-hint">
        {t`While you play, a reminder shows how long you have played and what you have won or lost.`}
      </p>
      {realityCheckIntervals.map((interval) => (
        <label key={interval} className="option">
          <input
            type="radio"
            name="reality-check"
            value={interval}
            checked={chosen === interval}
            disabled={save.busy}
            onChange={() => {
              setAsked(interval);
              void save.run(interval);
            }}
          />
          <span>{label(interval)}</span>
        </label>
      ))}
      <FormError message={save.error ? translateServerMessage(i18n, save.error) : null} />
    </fieldset>
  );
}
