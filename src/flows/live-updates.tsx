import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { selectIsSignedIn, selectUser } from "../../machines/session.selectors.ts";
import { chatKeys } from "../api/chat.ts";
import type { PlayerEvent } from "../api/contract/events.ts";
import { openEventStream } from "../api/events.ts";
import { friendKeys } from "../api/friends.ts";
import { gameKeys } from "../api/games.ts";
import { giftKeys } from "../api/gifts.ts";
import { mailKeys } from "../api/mail.ts";
import { rebateKeys } from "../api/rebates.ts";
import { responsibleKeys } from "../api/responsible.ts";
import { userKeys } from "../api/user.ts";
import { verificationKeys } from "../api/verification.ts";
import { vipKeys } from "../api/vip.ts";
import { walletKeys } from "../api/wallet.ts";
import { receiveMessage } from "./chat-cache.ts";
import { SessionContext } from "./session.tsx";

/**
 * The queries an event makes out of date, and only those (each key also covers the longer keys
 * under it: every filter of a list, every page):
 * - wallet: the balances (/wallet) and, for MYR, the user, whose `wallet` is the MYR balance (/home);
 * - transaction: its detail, every transaction list, the reports of its type (deposit or withdraw:
 *   game records and turnover hold no transactions), for a withdrawal what the withdraw form knows
 *   of today's amount and count, for a deposit what is left of the deposit limits, and for a transfer
 *   the game accounts;
 * - game_account: the game accounts and, when a round was played, the game-record and turnover reports,
 *   the rebate list (today's turnover so far) and what is left of the loss limits;
 * - downline: someone registered with the player's code: the user (totals) and the referral list;
 * - friend: every friends query (lists, requests, cards, searches) and the chat conversations; a friend
 *   transfer also what the transfer screen knows of today's total;
 * - chat: the conversation list (unread counts, last messages);
 * - mail: the inbox and the unread badge;
 * - vip: the daily job raised the player's tier: the user (its badge), the VIP page and the rebates (their rates).
 * - gift: the catalogue (stock), the redemptions and the user (points);
 * - responsible: the play-responsibly view and the user (its time-out or self-exclusion);
 * - verification: the verification view and what the withdraw form knows (the status, the threshold).
 */
export function queriesAffectedBy(event: PlayerEvent): QueryKey[] {
  switch (event.kind) {
    case "wallet":
      return event.currency === "MYR" ? [walletKeys.wallet(), userKeys.me()] : [walletKeys.wallet()];
    case "transaction":
      return [
        walletKeys.transaction(event.id),
        walletKeys.transactionLists(),
        ...(event.type === "transfer" ? [gameKeys.accounts()] : []),
        ...(event.type === "deposit" || event.type === "withdraw" ? [walletKeys.reports(event.type)] : []),
        ...(event.type === "deposit" ? [responsibleKeys.all] : []),
        ...(event.type === "withdraw" ? [walletKeys.withdrawInfo()] : []),
        ...(event.type === "rebate" ? [rebateKeys.all] : []),
        ...(event.type === "friend_transfer" ? [friendKeys.transferInfo()] : []),
      ];
    case "game_account":
      return event.played
        ? [
            gameKeys.accounts(),
            walletKeys.reports("game_record"),
            walletKeys.reports("turnover"),
            rebateKeys.all,
            responsibleKeys.all,
          ]
        : [gameKeys.accounts()];
    case "downline":
      return [userKeys.me(), userKeys.referralLists()];
    case "chat":
      // the message itself goes into its conversation at once (receiveMessage)
      return [chatKeys.conversations()];
    case "mail":
      return [mailKeys.all];
    case "friend":
      return [friendKeys.all, chatKeys.conversations()];
    case "vip":
      return [userKeys.me(), vipKeys.all, rebateKeys.all];
    case "gift":
      return [giftKeys.all, userKeys.me()];
    case "responsible":
      return [responsibleKeys.all, userKeys.me()];
    case "verification":
      return [verificationKeys.all, walletKeys.withdrawInfo()];
  }
}

/** Every query that shows money. */
export function moneyQueries(): QueryKey[] {
  return [
    walletKeys.wallet(),
    userKeys.me(),
    walletKeys.transactionLists(),
    // details of single transactions: their status may have moved meanwhile
    [...walletKeys.all, "transaction"],
    walletKeys.reports("deposit"),
    walletKeys.reports("withdraw"),
    walletKeys.withdrawInfo(),
    gameKeys.accounts(),
    walletKeys.reports("game_record"),
    walletKeys.reports("turnover"),
  ];
}

/**
 * What to read again once after the stream was away and could not replay what it missed: every
 * money query, the friends (a request, an approval or a removal may have been missed) and the inbox
 * with its badge.
 */
export function catchUpQueries(): QueryKey[] {
  return [...moneyQueries(), friendKeys.all, mailKeys.all, giftKeys.all];
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * While a player is signed in, listens to their event stream and reads again exactly the queries
 * an event touches (screens on view refetch at once, the others when next shown). Nothing refetches
 * on window focus (SPEC §9): freshness comes from here. A 401 on the stream ends the session like any
 * other call's; signing out closes the stream.
 */
export function LiveUpdates(): null {
  const queryClient = useQueryClient();
  const session = SessionContext.useActorRef();
  const token = SessionContext.useSelector((state) =>
    selectIsSignedIn(state) ? (selectUser(state)?.jwtToken ?? null) : null,
  );
  useEffect(() => {
    if (!token) return;
    let stream: ReturnType<typeof openEventStream> | undefined;
    // opened in a task of its own, after the screen's first render (whose effects run in the same task as it)
    const opening = setTimeout(() => {
      stream = openEventStream({
        onEvent: (event) => {
          if (event.kind === "chat") receiveMessage(queryClient, event.message);
          invalidate(queryClient, queriesAffectedBy(event));
        },
        onReady: ({ reconnected, resumed }) => {
          if (reconnected && !resumed) invalidate(queryClient, catchUpQueries());
          // chat events are never replayed: open conversations are read again from the newest page
          if (reconnected) invalidate(queryClient, [chatKeys.all]);
        },
        onUnauthorized: (error) => session.send({ type: "session.unauthorized", messageKey: error.messageKey }),
      });
    }, 0);
    return () => {
      clearTimeout(opening);
      stream?.close();
    };
  }, [token, queryClient, session]);
  return null;
}
