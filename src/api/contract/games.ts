import { type } from "arktype";
import { IdempotencyKey, MinorUnits, Pin, PublicUrl } from "./common.ts";
import { Currency, maxAmount, minorPerUnit, RequestAmount } from "./money.ts";

/**
 * Games: the catalogue of a tenant (categories, providers, games), the player's game accounts
 * (one wallet per provider, on the same ledger as the main wallet), transfers between the main
 * wallet and game accounts, and launching a game. Amounts are integer minor units of the
 * player's currency; transfers move whole units only (SPEC §5: integers only).
 */

// ---------- catalogue ----------

/** SPEC §1: the seven game categories, in the lobby's order. */
export const gameCategories = ["casino", "slots", "fishing", "lottery", "sports", "esports", "horse"] as const;
export const GameCategory = type.enumerated(...gameCategories);
export type GameCategory = typeof GameCategory.infer;

/** A game's type is the category it is played in; /game/{gameType} lists one type across providers. */
export const GameType = GameCategory;
export type GameType = GameCategory;

export const gameTags = ["hot", "new"] as const;
export const GameTag = type.enumerated(...gameTags);
export type GameTag = typeof GameTag.infer;

/** A provider code: upper-case letters and digits, as providers name themselves ("DRG", "JK88"). */
export const providerCodePattern = /^[A-Z0-9]{2,12}$/;
export const ProviderCode = type(providerCodePattern);

/** A game id: the provider's code, a dash and the provider's own game number ("DRG-0012"). */
export const gameIdPattern = /^[A-Z0-9]{2,12}-\d{1,6}$/;
export const GameId = type(gameIdPattern);

export const Provider = type({
  code: ProviderCode,
  name: "string",
  logo: PublicUrl,
  /** Categories it offers games in (a provider may offer several). */
  categories: GameCategory.array(),
  /** Inactive providers are not listed at all; this is always 'active' in answers to players. */
  status: "'active' | 'inactive'",
  /** Under maintenance: listed, but launching and transfers answer "Fail to connect game". */
  maintenance: "boolean",
  /** Whether it takes money straight from another provider (/games/internal_transfer). */
  internal_transfer: "boolean",
});
export type Provider = typeof Provider.infer;

export const Game = type({
  _id: GameId,
  provider_code: ProviderCode,
  name: "string",
  image: PublicUrl,
  type: GameType,
  tags: GameTag.array(),
  /** The smallest bet, minor units of the player's currency. */
  min_bet: MinorUnits.atLeast(1),
});
export type Game = typeof Game.infer;

/**
 * The whole catalogue of the tenant in one answer (a few hundred games, a few tens of KB), so the
 * lobby filters and searches it without a request per key. Categories come in SPEC order and hold
 * only those with at least one active provider.
 */
export const Catalogue = type({
  categories: GameCategory.array(),
  providers: Provider.array(),
  games: Game.array(),
});
export type Catalogue = typeof Catalogue.infer;

// ---------- game accounts ----------

/** "wallet" is the main wallet; anything else is a provider's code. */
export const mainWallet = "wallet";
export const TransferAccount = type("'wallet'").or(ProviderCode);
export type TransferAccount = typeof TransferAccount.infer;

export const GameAccount = type({
  provider_code: ProviderCode,
  /** The name the provider shows for the player (its login at the provider). */
  account_name: "string",
  currency: Currency,
  balance: MinorUnits.atLeast(0),
});
export type GameAccount = typeof GameAccount.infer;

/** Every active provider's account of the player (balance 0 where none was opened yet). */
export const GameAccountList = GameAccount.array();

// ---------- transfers ----------

/**
 * A transfer the player asks for: main wallet → a provider, a provider → the main wallet
 * (POST /games/transfer), or a provider → another provider (POST /games/internal_transfer).
 * It moves whole units of the player's currency, at most the source's balance.
 */
export const TransferBody = type({
  from: TransferAccount,
  to: TransferAccount,
  amount: RequestAmount,
  pin: Pin,
  idempotency_key: IdempotencyKey,
});
export type TransferBody = typeof TransferBody.infer;

/**
 * Restore (POST /games/restore): every provider's balance back to the main wallet in one action,
 * or only `provider_code`'s (leaving a game). It only ever moves the player's money home, so it
 * asks for no PIN; a PIN must still exist (SPEC §5).
 */
export const RestoreBody = type({
  "provider_code?": ProviderCode,
  idempotency_key: IdempotencyKey,
});
export type RestoreBody = typeof RestoreBody.infer;

/** The smallest transfer, in whole units. */
export const minTransferUnits = 1;

/** The limits of a transfer out of an account holding `balance`: one whole unit up to the balance. */
export function transferLimits(balance: number, currency: Currency): { min: number; max: number; currency: Currency } {
  return {
    min: minTransferUnits * minorPerUnit[currency],
    max: Math.min(Math.max(0, balance), maxAmount[currency]),
    currency,
  };
}

/**
 * Which endpoint moves money between two accounts, or null when none does (the same account twice).
 * Wallet ⇄ provider is a transfer; provider → provider an internal transfer.
 */
export function transferKind(from: TransferAccount, to: TransferAccount): "transfer" | "internal_transfer" | null {
  if (from === to) return null;
  return from === mainWallet || to === mainWallet ? "transfer" : "internal_transfer";
}

// ---------- launching ----------

export const LaunchBody = type({ game_id: GameId });
export type LaunchBody = typeof LaunchBody.infer;

/**
 * Where to open the game: a signed URL bound to the player and the game that stops opening at
 * `expires_at` (a few minutes), and the origin the app must allow to be framed.
 */
export const LaunchAnswer = type({
  url: PublicUrl,
  expires_at: "string",
  provider_code: ProviderCode,
});
export type LaunchAnswer = typeof LaunchAnswer.infer;
