import { useLingui } from "@lingui/react/macro";
import { Button } from "../../../../ui/button.tsx";
import { AlertIcon } from "../../../../ui/icons.tsx";

/**
 * In place of the game's frame once the play session closed it: why (the day's play time limit, or the player
 * stopped), and the way out. While the balance is read before leaving, the button is busy.
 */
export function GameClosed({ reason, busy, onBack }: { reason: string; busy: boolean; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <div className="play-game__refused" role="alert">
      <AlertIcon aria-hidden="true" />
      <p className="play-game__refused-title">{reason}</p>
      <div className="play-game__refused-actions">
        <Button variant="primary" busy={busy} onClick={onBack}>
          {t`Go back`}
        </Button>
      </div>
    </div>
  );
}
