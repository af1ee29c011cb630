import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { toApiError } from "../../../../api/client.ts";
import type { Game, GameAccount, Provider } from "../../../../api/contract/games.ts";
import { catalogueQuery, gameAccountQuery, launchGame } from "../../../../api/games.ts";
import { useRestore } from "../../../../flows/restore.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { AlertIcon, ChevronLeftIcon, ExpandIcon } from "../../../../ui/icons.tsx";
import { Money } from "../../../../ui/money.tsx";
import { gameById, providerByCode } from "./catalogue-loaders.ts";

/** A launch is asked for each time the player opens the game (its URL is bound to them and expires in minutes). */
const launchQuery = (gameId: string) => ({
  queryKey: ["games", "launch", gameId] as const,
  queryFn: () => launchGame({ game_id: gameId }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

/** Whether this browser lets a page take the whole screen (phones without the Fullscreen API play in 100dvh). */
function canFullscreen(): boolean {
  return typeof document !== "undefined" && document.fullscreenEnabled === true;
}

/**
 * /play_game: the game in a frame sized to the viewport (safe areas kept clear), under a slim bar with Leave and,
 * where the browser has it, Full screen (asked for only on the player's tap). Leaving offers to bring what is in the
 * provider's account back to the wallet, then returns to where the player came from.
 */
export function GamePlayer({ gameId }: { gameId: string }) {
  const { data: catalogue } = useSuspenseQuery(catalogueQuery());
  const game = gameById(catalogue, gameId);
  const provider = game ? providerByCode(catalogue, game.provider_code) : undefined;
  // the loader let only a game of the catalogue through
  if (!game || !provider) return null;
  return <Player key={game._id} game={game} provider={provider} />;
}

function Player({ game, provider }: { game: Game; provider: Provider }) {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const stage = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState<GameAccount | null>(null);
  const [checking, setChecking] = useState(false);

  /** Back to the screen the player came from, else the game's detail. */
  const goBack = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    if (index > 0) router.history.back();
    else void router.navigate({ to: "/games/detail/$gameId", params: { gameId: game._id }, replace: true });
  };

  /** Leave: with money in the provider's account, ask whether to bring it back first. */
  const leave = async () => {
    setChecking(true);
    const account = await queryClient
      .fetchQuery({ ...gameAccountQuery(provider.code), staleTime: 0 })
      .catch(() => undefined);
    setChecking(false);
    if (account && account.balance > 0) setLeaving(account);
    else goBack();
  };

  return (
    <main className="play-game" ref={stage}>
      <div className="play-game__bar">
        <button
          type="button"
          className="play-game__leave"
          onClick={() => void leave()}
          aria-busy={checking || undefined}
        >
          {checking ? <span className="spinner" aria-hidden="true" /> : <ChevronLeftIcon aria-hidden="true" />}
          <span>{t`Leave`}</span>
        </button>
        <h1 className="play-game__title">{game.name}</h1>
        {canFullscreen() ? (
          <button
            type="button"
            className="play-game__fullscreen"
            onClick={() => {
              if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
              else void stage.current?.requestFullscreen({ navigationUI: "hide" }).catch(() => {});
            }}
            aria-label={t`Full screen`}
          >
            <ExpandIcon />
          </button>
        ) : null}
      </div>
      <GameStage game={game} onBack={goBack} />
      {leaving ? (
        <BringBackDialog
          account={leaving}
          provider={provider}
          onKeep={() => {
            setLeaving(null);
            goBack();
          }}
          onBack={() => {
            setLeaving(null);
            goBack();
          }}
          onStay={() => setLeaving(null)}
        />
      ) : null}
    </main>
  );
}

/** The game's frame once its launch is in; while it is asked for, a spinner; a refused launch, why, with another try or the way back. */
function GameStage({ game, onBack }: { game: Game; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const launch = useQuery(launchQuery(game._id));
  return (
    <div className="play-game__stage">
      {launch.data ? (
        <iframe
          className="play-game__frame"
          src={launch.data.url}
          title={game.name}
          allow="autoplay; fullscreen"
          referrerPolicy="same-origin"
        />
      ) : launch.isError ? (
        <div className="play-game__refused" role="alert">
          <AlertIcon aria-hidden="true" />
          <p className="play-game__refused-title">
            {translateServerMessage(i18n, toApiError(launch.error).messageKey)}
          </p>
          <div className="play-game__refused-actions">
            <Button variant="primary" busy={launch.isFetching} onClick={() => void launch.refetch()}>
              {t`Try again`}
            </Button>
            <Button variant="secondary" onClick={onBack}>
              {t`Go back`}
            </Button>
          </div>
        </div>
      ) : (
        <span className="spinner spinner--large" role="status" aria-label={t`Opening the game`} />
      )}
    </div>
  );
}

/**
 * Leaving with money in the provider's account: bring it back to the wallet (one restore of this provider) or keep
 * it in the game. Escape, or the dialog's own close, stays in the game.
 */
function BringBackDialog({
  account,
  provider,
  onKeep,
  onBack,
  onStay,
}: {
  account: GameAccount;
  provider: Provider;
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
