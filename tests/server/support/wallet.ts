/**
 * Money helpers for server tests: players with a PIN, a bank account and a funded wallet (funded the
 * real way: bank-transfer deposits approved by the sandbox operator), and calls that read as actions.
 */
import { randomBytes } from "node:crypto";
import type { BankAccount, Transaction, Wallet } from "../../../src/api/contract/wallet.ts";
import { type Answer, type Caller, registerPlayer, type UserAnswer } from "../../support/api.ts";

export const MYR = (units: number): number => units * 100;
export const USDT = (units: number): number => units * 1_000_000;

/** A fresh idempotency key. */
export const newKey = (): string => randomBytes(12).toString("base64url");

export const TRON_ADDRESS = "TXk8rQSAvPvBBNtqSoY6nCfsXWCSSpTVQF";
export const TX_HASH = "a".repeat(64);

export type WalletPlayer = UserAnswer & { password: string; contactNo: string; fullName: string; domain?: string };

export type FundedPlayer = WalletPlayer & { bankAccount: BankAccount | null };

let accountCounter = 0;

/** Registers a player; optionally sets PIN 123456, adds a Maybank account, funds MYR via approved deposits. */
export async function walletPlayer(
  server: Caller,
  username: string,
  options: { domain?: string; pin?: boolean; bank?: boolean; myr?: number; usdt?: number; referral_code?: string } = {},
): Promise<FundedPlayer> {
  const user = await registerPlayer(server, { username, domain: options.domain, referral_code: options.referral_code });
  const player: WalletPlayer = { ...user, fullName: `Player ${username}`, domain: options.domain };
  if (options.pin) {
    const res = await server.call("PATCH", "/api/player/user/updatePin", {
      body: { new_pin: "123456", confirm_pin: "123456" },
      token: user.jwtToken,
      domain: options.domain,
    });
    if (res.status !== 200) throw new Error(`updatePin failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  let bankAccount: BankAccount | null = null;
  if (options.bank) {
    accountCounter += 1;
    const res = await server.call<BankAccount>("POST", "/api/player/bank/createBankAccount", {
      body: {
        bank_code: "MBB",
        account_holder_name: player.fullName,
        account_number: `5140${String(process.pid % 10000).padStart(4, "0")}${String(accountCounter).padStart(4, "0")}`,
      },
      token: user.jwtToken,
      domain: options.domain,
    });
    if (res.status !== 200) throw new Error(`createBankAccount failed: ${res.status} ${JSON.stringify(res.body)}`);
    bankAccount = res.body;
  }
  let left = options.myr ?? 0;
  while (left > 0) {
    const amount = Math.min(left, MYR(30_000));
    await fundedDeposit(server, player, { channel: "bank_transfer", method: "MBB", amount });
    left -= amount;
  }
  left = options.usdt ?? 0;
  while (left > 0) {
    const amount = Math.min(left, USDT(30_000));
    await fundedDeposit(server, player, { channel: "crypto", method: "TRC20", amount, tx_hash: TX_HASH });
    left -= amount;
  }
  return { ...player, bankAccount };
}

/** Creates a deposit and has the operator approve it. */
export async function fundedDeposit(
  server: Caller,
  player: { jwtToken: string; domain?: string },
  body: Record<string, unknown>,
): Promise<Transaction> {
  const created = await deposit(server, player, body);
  if (created.status !== 200) throw new Error(`deposit failed: ${created.status} ${JSON.stringify(created.body)}`);
  const approved = await operator(server, created.body._id, "approve", player.domain);
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return approved.body;
}

export function deposit(
  server: Caller,
  player: { jwtToken: string; domain?: string },
  body: Record<string, unknown>,
): Promise<Answer<Transaction>> {
  return server.call<Transaction>("POST", "/api/player/deposit/createDeposit", {
    body: { idempotency_key: newKey(), ...body },
    token: player.jwtToken,
    domain: player.domain,
  });
}

/**
 * Cancels the player's pending deposits: a player may have only `maxPendingDeposits` at once,
 * so tests that create many start from an empty queue.
 */
export async function cancelPendingDeposits(server: Caller, player: { jwtToken: string; domain?: string }) {
  const list = await server.call<{ items: Transaction[] }>(
    "GET",
    "/api/player/transaction/getTransactions?type=deposit&status=pending&limit=50",
    { token: player.jwtToken, domain: player.domain },
  );
  for (const t of list.body.items) {
    const res = await server.call("PATCH", `/api/player/transaction/cancelTransaction/${t._id}`, {
      token: player.jwtToken,
      domain: player.domain,
    });
    if (res.status !== 200) throw new Error(`cancel failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

export function withdraw(
  server: Caller,
  player: { jwtToken: string; domain?: string; bankAccount?: BankAccount | null },
  body: Record<string, unknown>,
): Promise<Answer<Transaction>> {
  const destination =
    body.currency === "USDT"
      ? { network: "TRC20", wallet_address: TRON_ADDRESS }
      : { bank_account_id: player.bankAccount?._id };
  return server.call<Transaction>("POST", "/api/player/withdraw/createWithdraw", {
    body: { currency: "MYR", pin: "123456", idempotency_key: newKey(), ...destination, ...body },
    token: player.jwtToken,
    domain: player.domain,
  });
}

/** The sandbox operator's decision, as a JSON call. */
export function operator(
  server: Caller,
  id: string,
  action: "approve" | "reject",
  domain?: string,
): Promise<Answer<Transaction>> {
  return server.call<Transaction>("POST", `/api/sandbox/operator/${id}/${action}`, {
    headers: { Accept: "application/json" },
    domain,
  });
}

export async function balances(
  server: Caller,
  player: { jwtToken: string; domain?: string },
): Promise<Record<"MYR" | "USDT", { available: number; held: number }>> {
  const res = await server.call<Wallet>("GET", "/api/player/wallet/getWallet", {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getWallet failed: ${res.status} ${JSON.stringify(res.body)}`);
  const out = { MYR: { available: 0, held: 0 }, USDT: { available: 0, held: 0 } };
  for (const b of res.body.balances) out[b.currency] = { available: b.available, held: b.held };
  return out;
}

export type LedgerEntry = {
  currency: string;
  amount: number;
  kind: string;
  transaction_id: string | null;
  /** The game account (a provider's code) the entry moves; null for the main wallet. */
  game_account: string | null;
};

export async function ledger(server: Caller, username: string, domain?: string): Promise<LedgerEntry[]> {
  const res = await server.call<LedgerEntry[]>("GET", `/api/sandbox/ledger?username=${username}`, { domain });
  if (res.status !== 200) throw new Error(`ledger failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const ledgerSum = (entries: LedgerEntry[], currency: string): number =>
  entries.filter((e) => e.currency === currency).reduce((sum, e) => sum + e.amount, 0);

/** Sets one config entry of the tenant through the sandbox (JSON values are encoded here). */
export async function setConfig(server: Caller, key: string, value: unknown, domain?: string): Promise<void> {
  const res = await server.call("POST", "/api/sandbox/config", {
    body: { key, value: typeof value === "string" ? value : JSON.stringify(value) },
    domain,
  });
  if (res.status !== 200) throw new Error(`setConfig failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The tenant's current value of a JSON config entry. */
export async function getConfig<T>(server: Caller, key: string, domain?: string): Promise<T> {
  const res = await server.call<{ key: string; value: string }>("POST", "/api/player/config/getConfig", {
    body: { key },
    domain,
  });
  if (res.status !== 200) throw new Error(`getConfig failed: ${res.status}`);
  return JSON.parse(res.body.value) as T;
}
