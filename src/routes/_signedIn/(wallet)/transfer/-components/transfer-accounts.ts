import type { TransferAccountInfo } from "../../../../../../machines/transfer.machine.ts";
import { mainWallet, type Provider, transferKind } from "../../../../../api/contract/games.ts";
import type { Currency } from "../../../../../api/contract/money.ts";

/** Which transfers a screen offers: any account to any other, main wallet ⇄ one game, or game → game. */
export type TransferMode = "any" | "wallet" | "internal";

/** An account as the transfer screens show it: its name, balance and what its provider offers. */
export type AccountChoice = {
  id: string;
  name: string;
  currency: Currency;
  balance: number;
  logo: string | null;
  /** The provider is under maintenance: nothing moves in or out. */
  maintenance: boolean;
  /** The provider takes money straight from another provider (the main wallet always does). */
  internalTransfer: boolean;
};

/** The machine's accounts with the catalogue's names, logos and flags. */
export function accountChoices(
  accounts: readonly TransferAccountInfo[],
  nameOf: (id: string) => string,
  providerOf: (code: string) => Provider | undefined,
): AccountChoice[] {
  return accounts.map((account) => {
    const provider = account.id === mainWallet ? undefined : providerOf(account.id);
    return {
      id: account.id,
      name: nameOf(account.id),
      currency: account.currency,
      balance: account.balance ?? 0,
      logo: provider?.logo ?? null,
      maintenance: provider?.maintenance ?? false,
      internalTransfer: account.id === mainWallet || (provider?.internal_transfer ?? false),
    };
  });
}

/** Why money cannot move from one account to the other, or null. */
export type PairProblem = "same" | "maintenance" | "noInternalTransfer";

export function pairProblem(from: AccountChoice | undefined, to: AccountChoice | undefined): PairProblem | null {
  if (!from || !to || transferKind(from.id, to.id) === null) return "same";
  if (from.maintenance || to.maintenance) return "maintenance";
  if (transferKind(from.id, to.id) === "internal_transfer" && !(from.internalTransfer && to.internalTransfer))
    return "noInternalTransfer";
  return null;
}

/** The accounts a screen offers as sources and targets. */
export function offered(mode: TransferMode, choices: readonly AccountChoice[]): AccountChoice[] {
  if (mode === "internal") return choices.filter((choice) => choice.id !== mainWallet);
  return [...choices];
}

/** A first pair that can move money: `from` kept when it can, else the first open source. */
export function defaultPair(
  mode: TransferMode,
  choices: readonly AccountChoice[],
  preset: { from?: string; to?: string },
): { from: string; to: string } {
  const list = offered(mode, choices);
  const from =
    list.find((choice) => choice.id === preset.from)?.id ??
    list.find((choice) => !choice.maintenance && choice.internalTransfer && choice.balance > 0)?.id ??
    list[0]?.id ??
    "";
  const source = list.find((choice) => choice.id === from);
  const to =
    list.find((choice) => choice.id === preset.to && pairProblem(source, choice) === null)?.id ??
    list.find((choice) => pairProblem(source, choice) === null)?.id ??
    list.find((choice) => choice.id !== from)?.id ??
    "";
  return { from, to };
}
