import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import type { Game, GameAccount, Provider } from "../../../../api/contract/games.ts";
import { gameAccountQuery } from "../../../../api/games.ts";

/** Where the player goes from the game: back where they came from, or to their limits (Play responsibly). */
export type LeaveTo = "back" | "limits";

/** The provider's balance offered back before leaving, and where the player goes after (null: nowhere yet). */
export type BalanceOffer = { account: GameAccount; to: LeaveTo | null };

/**
 * Leaving /play_game: with money in the provider's account the player is asked whether to bring it back first
 * (`offer`, for the bring-back dialog), then goes `to` where they asked. `leave(null)`, after the game closed by
 * itself, offers the balance and otherwise stays on the screen that says why.
 */
export function useLeaveGame(game: Game, provider: Provider) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<BalanceOffer | null>(null);
  const [checking, setChecking] = useState(false);

  /** Back to the screen the player came from (else the game's detail), or on to Play responsibly. */
  const go = (to: LeaveTo) => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    if (to === "limits") {
      void router.navigate({ to: "/play_responsibly", replace: true });
      return;
    }
    const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    if (index > 0) router.history.back();
    else void router.navigate({ to: "/games/detail/$gameId", params: { gameId: game._id }, replace: true });
  };

  const leave = async (to: LeaveTo | null) => {
    setChecking(true);
    const account = await queryClient
      .fetchQuery({ ...gameAccountQuery(provider.code), staleTime: 0 })
      .catch(() => undefined);
    setChecking(false);
    if (account && account.balance > 0) setOffer({ account, to });
    else if (to) go(to);
  };

  return {
    /** The balance offered back (the bring-back dialog shows while it is set). */
    offer,
    /** The game account is being read before leaving. */
    checking,
    leave,
    go,
    /** The player stays (in the game, or on the screen that says it closed). */
    dismiss: () => setOffer(null),
  };
}
