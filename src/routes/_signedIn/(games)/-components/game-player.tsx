import { useLingui } from "@lingui/react/macro";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
import {
  selectIsGameClosed,
  selectPlaySessionError,
  selectPlaySessionStep,
  selectRealityCheckBusy,
  selectSession,
  selectShowsRealityCheck,
} from "../../../../../machines/play-session.selectors.ts";
import { toApiError } from "../../../../api/client.ts";
import type { Game, Provider } from "../../../../api/contract/games.ts";
import { catalogueQuery, launchGame } from "../../../../api/games.ts";
import { usePlaySessionFlow } from "../../../../flows/play-session.ts";
import { translateServerMessage } from "../../../../i18n/server-messages.ts";
import { Button } from "../../../../ui/button.tsx";
import { AlertIcon, ChevronLeftIcon, ExpandIcon } from "../../../../ui/icons.tsx";
import { BringBackDialog } from "./bring-back-dialog.tsx";
import { gameById, providerByCode } from "./catalogue-loaders.ts";
import { GameClosed } from "./game-closed.tsx";
import { RealityCheckDialog } from "./reality-check-dialog.tsx";
import { type LeaveTo, useLeaveGame } from "./use-leave-game.ts";

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
 * provider's account back to the wallet, then returns to where the player came from. While the game is open the
 * play session (src/flows/play-session.ts) watches the server's session clock: a reality check shows as a dialog the
 * game cannot cover; "Stop playing", "Set limits" and the day's play time limit close the game and offer its
 * balance back the same way.
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
  const { t, i18n } = useLingui();
  const stage = useRef<HTMLElement>(null);
  const exit = useLeaveGame(game, provider);
  const [snapshot, send] = usePlaySessionFlow(provider.code);
  const step = selectPlaySessionStep(snapshot);
  const session = selectSession(snapshot);
  const error = selectPlaySessionError(snapshot);
  const closed = selectIsGameClosed(snapshot);
  const limitReached = step === "limitReached";
  const reason = translateServerMessage(i18n, "Your daily play time limit is reached");

  // the session closed the game: its balance is offered back, then the player goes where they chose (at the
  // play time limit the screen stays with the reason until they go)
  const closeGame = useEffectEvent((to: LeaveTo | null) => void exit.leave(to));
  useEffect(() => {
    if (step === "stopped") closeGame("back");
    else if (step === "stoppedForLimits") closeGame("limits");
    else if (step === "limitReached") closeGame(null);
  }, [step]);

  return (
    <main className="play-game" ref={stage}>
      <div className="play-game__bar">
        <button
          type="button"
          className="play-game__leave"
          onClick={() => void exit.leave("back")}
          aria-busy={exit.checking || undefined}
        >
          {exit.checking ? <span className="spinner" aria-hidden="true" /> : <ChevronLeftIcon aria-hidden="true" />}
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
      {closed ? (
        <div className="play-game__stage">
          <GameClosed
            reason={limitReached ? reason : t`You stopped playing.`}
            busy={exit.checking}
            onBack={() => void exit.leave(step === "stoppedForLimits" ? "limits" : "back")}
          />
        </div>
      ) : (
        <GameStage game={game} onBack={() => exit.go("back")} onLaunched={() => send({ type: "playSession.start" })} />
      )}
      {session && selectShowsRealityCheck(snapshot) ? (
        <RealityCheckDialog
          session={session}
          busy={selectRealityCheckBusy(snapshot)}
          error={error}
          onKeep={() => send({ type: "playSession.keep" })}
          onStop={() => send({ type: "playSession.stop" })}
          onSetLimits={() => send({ type: "playSession.setLimits" })}
        />
      ) : null}
      {exit.offer ? (
        <BringBackDialog
          account={exit.offer.account}
          provider={provider}
          reason={limitReached ? reason : undefined}
          onKeep={() => exit.go(exit.offer?.to ?? "back")}
          onBack={() => exit.go(exit.offer?.to ?? "back")}
          onStay={exit.dismiss}
        />
      ) : null}
    </main>
  );
}

/** The game's frame once its launch is in; while it is asked for, a spinner; a refused launch, why, with another try or the way back. */
function GameStage({ game, onBack, onLaunched }: { game: Game; onBack: () => void; onLaunched: () => void }) {
  const { t, i18n } = useLingui();
  const launch = useQuery(launchQuery(game._id));
  // the launch opened the game's session on the server: its clock is watched from now
  const launched = useEffectEvent(onLaunched);
  useEffect(() => {
    if (launch.data) launched();
  }, [launch.data]);
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
