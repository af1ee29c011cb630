/**
 * The last wallet balance the app saw, kept on the device for the offline screen ("RM 1,250.00, as of 14:05":
 * src/routes/_signedIn/-components/offline-screen.tsx). Only the balance, its currency, when it was read and whose
 * it is: one entry per tenant host (the storage is the host's anyway) naming its player, so another player signed
 * in here never sees it. Written whenever the balance is read (src/flows/connection.ts); forgotten with the session
 * (session-storage.ts). Only a balance the server answered is kept: it is shown as what it was, never used.
 */
import type { Currency } from "../lib/money-format.ts";

export type LastBalance = {
  /** The player's id. */
  player: string;
  currency: Currency;
  /** Minor units (sen). */
  amount: number;
  /** When it was read (ISO). */
  at: string;
};

const storageKey = () => `player-app:last-balance:${window.location.host}`;

export function rememberBalance(balance: LastBalance): void {
  try {
    localStorage.setItem(storageKey(), JSON.stringify(balance));
  } catch {
    // no storage (private mode): the offline screen then has no balance to show
  }
}

/** The player's last balance seen on this device, or null (none, another player's, or not readable). */
export function lastBalance(player: string): LastBalance | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey()) ?? "null");
    if (typeof kept !== "object" || kept === null) return null;
    const { player: owner, currency, amount, at } = kept as Record<string, unknown>;
    if (owner !== player || (currency !== "MYR" && currency !== "USDT")) return null;
    if (!Number.isSafeInteger(amount) || typeof at !== "string" || Number.isNaN(Date.parse(at))) return null;
    return { player, currency, amount: amount as number, at };
  } catch {
    return null;
  }
}

export function forgetLastBalance(): void {
  try {
    localStorage.removeItem(storageKey());
  } catch {
    // no storage: nothing was kept
  }
}
