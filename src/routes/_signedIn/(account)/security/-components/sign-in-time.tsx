import { useLingui } from "@lingui/react/macro";
import { DateTime } from "luxon";
import { formatDateTime } from "../../../../../lib/dates.ts";
import { browserTimeZone } from "../../../../../lib/time-zone.ts";

/** The platform's time zone (GMT+8), in which the history's times are given first. */
const platformZone = "Asia/Kuala_Lumpur";

/** "GMT+8", "GMT-3:30", "GMT+0": a zone's offset at an instant, the way the app names GMT+8. */
function offsetName(at: DateTime): string {
  return `GMT${at.toFormat("Z")}`;
}

/**
 * When a sign-in happened: in GMT+8, the platform's time, and also in the player's own zone (this browser's) when
 * its offset at that moment differs.
 */
export function SignInTime({ at }: { at: string }) {
  const { t } = useLingui();
  const instant = DateTime.fromISO(at);
  const platform = instant.setZone(platformZone);
  const own = instant.setZone(browserTimeZone());
  const platformTime = `${formatDateTime(at, platformZone)} (${offsetName(platform)})`;
  const ownTime = formatDateTime(at, own.zoneName ?? undefined);
  const ownZone = offsetName(own);
  return (
    <span className="sign-in-time">
      <time dateTime={at}>{platformTime}</time>{" "}
      {own.isValid && own.offset !== platform.offset ? (
        <span className="sign-in-time__own">{t`${ownTime} your time (${ownZone})`}</span>
      ) : null}
    </span>
  );
}
