import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { playSessionMachine } from "../../machines/play-session.machine.ts";
import { selectEndsOnLeave } from "../../machines/play-session.selectors.ts";
import { keepPlaying, playSession, stopPlaying } from "../api/responsible.ts";
import { useFlow } from "./use-flow.ts";

/** The play-session machine wired to the player API's session clock (heartbeat, keep playing, stop). */
export const playSessionLogic = playSessionMachine.provide({
  actors: {
    heartbeat: fromPromise(({ input }) => playSession(input)),
    keepPlaying: fromPromise(() => keepPlaying()),
    stopPlaying: fromPromise(() => stopPlaying()),
  },
});

/**
 * The play session of the game of `providerCode` while /play_game shows it. Leaving the screen any way (Leave, the
 * browser's back, a link) with a session still open ends it on the server, as "Stop playing" does (and again when
 * that stop got no answer): the session clock never counts a game the player has left.
 */
export function usePlaySessionFlow(providerCode: string) {
  const input = useMemo(() => ({ providerCode }), [providerCode]);
  const [snapshot, send, actor] = useFlow(playSessionLogic, { input });
  useEffect(
    () => () => {
      if (selectEndsOnLeave(actor.getSnapshot())) void stopPlaying().catch(() => {});
    },
    [actor],
  );
  return [snapshot, send] as const;
}
