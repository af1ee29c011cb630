import { type } from "arktype";
import { ChatMessage } from "./chat.ts";
import { Currency } from "./money.ts";
import { TransactionStatus, TransactionType } from "./wallet.ts";

/**
 * The player's event stream (`GET /api/player/events`, Server-Sent Events): the server tells the
 * signed-in app what changed, the app reads again exactly the queries that show it. Each SSE
 * message has `event: <kind>`, `id: <event id>` and `data: <the event as JSON, kind included>`.
 * Kinds are generic so that later areas (chat, mail) add theirs beside these.
 */

/** A balance of the player changed (available or held) in this currency. */
export const WalletEvent = type({ kind: "'wallet'", currency: Currency });

/** One of the player's transactions was created or changed (status, receipt). */
export const TransactionEvent = type({
  kind: "'transaction'",
  id: "0 < string <= 64",
  type: TransactionType,
  status: TransactionStatus,
});

/** A game account's balance changed: a transfer, or a round played at the provider. */
export const GameAccountEvent = type({
  kind: "'game_account'",
  provider_code: /^[A-Z0-9]{2,12}$/,
  /** True when a round was played (game-record and turnover reports changed too). */
  played: "boolean",
});

/** Someone registered with the player's referral code: their downline (list and totals) changed. */
export const DownlineEvent = type({ kind: "'downline'" });
/** The player's inbox changed: a mail arrived, or one was read, marked unread or deleted (on another device too). */
export const MailEvent = type({ kind: "'mail'" });
/** The player's VIP tier changed (the daily upgrade job): the user card, the VIP page and the rebates read again. */
export const VipEvent = type({ kind: "'vip'" });
/** One of the player's gift redemptions was made or decided (their points may have moved with it). */
export const GiftEvent = type({ kind: "'gift'" });
/** The player's limits, reality check, time-out or self-exclusion changed (on another device too). */
export const ResponsibleEvent = type({ kind: "'responsible'" });
/** The player's verification changed: documents uploaded, sent for review, approved or rejected. */
export const VerificationEvent = type({ kind: "'verification'" });

/**
 * The player's friends or friend requests changed: a request arrived or was sent, approved, rejected
 * or cancelled, or a friend was removed. Both sides hear it.
 */
export const friendChanges = ["request", "approved", "rejected", "cancelled", "removed"] as const;
export const FriendEvent = type({ kind: "'friend'", change: type.enumerated(...friendChanges) });

/**
 * A chat message the player may read arrived (the room, or a one-to-one conversation, their own
 * included: their other tabs show it). Chat events are live only, never replayed on a resumed
 * stream: after any reconnection the app reads its open conversations again (newest first) and
 * merges by message id, so nothing is lost or doubled.
 */
export const ChatEvent = type({ kind: "'chat'", message: ChatMessage });

export const PlayerEvent = WalletEvent.or(TransactionEvent)
  .or(GameAccountEvent)
  .or(DownlineEvent)
  .or(FriendEvent)
  .or(ChatEvent)
  .or(MailEvent)
  .or(VipEvent)
  .or(GiftEvent)
  .or(ResponsibleEvent)
  .or(VerificationEvent);
export type PlayerEvent = typeof PlayerEvent.infer;
export type PlayerEventKind = PlayerEvent["kind"];

/**
 * The first message of every stream (`event: ready`). `resumed`: the stream picked up right after
 * the Last-Event-ID the app sent, every event since then replayed; false when it could not (first
 * connection, too long away, another server): the app then reads its money queries again once.
 * `heartbeat_ms`: a comment line comes at least this often, so silence for much longer means a dead line.
 */
export const EventStreamReady = type({ resumed: "boolean", heartbeat_ms: "1 <= number.integer <= 600000" });
export type EventStreamReady = typeof EventStreamReady.infer;

/** An event id: "<stream epoch>.<sequence>", opaque to the app (it only sends the last one back). */
export const EventId = type(/^[0-9a-z]{1,16}\.\d{1,15}$/);

/** What the stream request takes: the `Last-Event-ID` header on a reconnection. */
export const EventStreamRequest = type({ "last_event_id?": EventId });
export type EventStreamRequest = typeof EventStreamRequest.infer;

/** Streams one player may hold open at once (tabs, devices); the next one ends the oldest. */
export const maxStreamsPerPlayer = 5;
