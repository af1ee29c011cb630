import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { RealityCheckChoice } from "../../../../../machines/play-session.selectors.ts";
import type { PlaySession } from "../../../../api/contract/responsible.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { formatMoney } from "../../../../lib/money-format.ts";
import { formatPlayedTime } from "../../../../lib/played-time.ts";
import { Button } from "../../../../ui/button.tsx";
import { FormError } from "../../../../ui/form-error.tsx";

/**
 * The reality check (UKGC RTS 13): a modal dialog (the top layer: the game's frame cannot cover it, and is inert
 * behind it) with the time played and the net result this session, and three choices. It asks for an answer:
 * Escape does not close it, and if the browser closes it anyway it opens again.
 */
export function RealityCheckDialog({
  session,
  busy,
  error,
  onKeep,
  onStop,
  onSetLimits,
}: {
  session: PlaySession;
  /** The choice on its way to the server, if any. */
  busy: RealityCheckChoice | null;
  /** The last failure's server-message key. */
  error: string | null;
  onKeep: () => void;
  onStop: () => void;
  onSetLimits: () => void;
}) {
  const { t, i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const played = formatPlayedTime(session.played_seconds, i18n.locale);
  const net = `${session.net > 0 ? "+" : ""}${formatMoney(session.net, session.currency, i18n.locale)}`;
  return (
    <dialog
      ref={dialog}
      className="sheet reality-check"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        // still shown by the screen: a reality check is answered, not dismissed
        if (dialog.current?.isConnected && !dialog.current.open) dialog.current.showModal();
      }}
    >
      <h2 id="reality-check-title" className="sheet__title">
        {t`Reality check`}
      </h2>
      <p id="reality-check-text" className="sheet__text">
        {t`Take a moment: here is how this session is going.`}
      </p>
      <dl className="reality-check__facts">
        <div className="reality-check__fact">
          <dt>{t`Time played this session`}</dt>
          <dd>{played}</dd>
        </div>
        <div className="reality-check__fact">
          <dt>{t`Net result this session`}</dt>
          <dd className={session.net < 0 ? "reality-check__net--down" : undefined}>
            <span className="money">{net}</span>
          </dd>
        </div>
      </dl>
      <FormError message={error ? translateServerMessage(i18n, error) : null} />
      <div className="sheet__actions">
        <Button variant="primary" busy={busy === "keep"} disabled={busy !== null} onClick={onKeep}>
          {t`Keep playing`}
        </Button>
        <Button variant="secondary" busy={busy === "stop"} disabled={busy !== null} onClick={onStop}>
          {t`Stop playing`}
        </Button>
        <Button variant="secondary" busy={busy === "setLimits"} disabled={busy !== null} onClick={onSetLimits}>
          {t`Set limits`}
        </Button>
      </div>
    </dialog>
  );
}
