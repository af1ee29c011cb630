import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { GameAccount, Provider } from "../../../../api/contract/games.ts";
import { useRestore } from "../../../../flows/restore.ts";
import { Button } from "../../../../ui/button.tsx";
import { Money } from "../../../../ui/money.tsx";

/**
 * Leaving with money in the provider's account: bring it back to the wallet (one restore of this provider) or keep
 * it in the game. Escape, or the dialog's own close, stays (in the game; or, once the game has closed, on the
 * screen that says so). `reason` says first why the game closed.
 */
export function BringBackDialog({
  account,
  provider,
  reason,
  onKeep,
  onBack,
  onStay,
}: {
  account: GameAccount;
  provider: Provider;
  reason?: string;
  onKeep: () => void;
  onBack: () => void;
  onStay: () => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const restore = useRestore({ announce: true });
  const name = provider.name;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="sheet bring-back"
      aria-labelledby="bring-back-title"
      aria-describedby="bring-back-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="bring-back-title" className="sheet__title">
        {t`Bring your balance back?`}
      </h2>
      <p id="bring-back-text" className="sheet__text">
        {reason ? <span className="bring-back__reason">{reason} </span> : null}
        <Trans>
          You have <Money value={account.balance} currency={account.currency} /> in {name}.
        </Trans>
      </p>
      <div className="sheet__actions">
        <Button
          variant="primary"
          busy={restore.isPending}
          onClick={() => restore.mutate(provider.code, { onSuccess: onBack })}
        >
          {t`Bring back`}
        </Button>
        <Button variant="secondary" disabled={restore.isPending} onClick={onKeep}>
          {t`Keep in game`}
        </Button>
      </div>
    </dialog>
  );
}
