/**
 * Game-transfer helpers for server tests: a test server whose database the test can also write
 * (a provider's maintenance or internal-transfer flag, as the back office would set it), test
 * providers of its own, and calls that read as the player's actions.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { createApp } from "../../../server/app.ts";
import { type Db, openDatabase } from "../../../server/db/open.ts";
import { gameProviders, players, tenants } from "../../../server/db/schema.ts";
import { type BusEvent, createLocalEventBus, type EventBus } from "../../../server/services/events.ts";
import { newId } from "../../../server/services/ids.ts";
import { loadSettings } from "../../../server/settings.ts";
import type { GameAccount } from "../../../src/api/contract/games.ts";
import type { Transaction } from "../../../src/api/contract/wallet.ts";
import {
  type Answer,
  type Caller,
  forTheseTests,
  httpCaller,
  listenLocally,
  removeDataDir,
  startTestServer,
  stopListening,
  type TestServer,
  testAppDeps,
} from "./server.ts";
import { balances, type FundedPlayer, type LedgerEntry, ledger, newKey, walletPlayer } from "./wallet.ts";

export type GameTestServer = TestServer & {
  db: Db;
  tenantId: string;
  /** Every event published to players' streams, oldest first. */
  published: { playerId: string; event: BusEvent }[];
};

/**
 * A test server on a fresh copy of the seeded database, serving the same app as main.ts on a
 * database handle the test shares (with PGlite there can be only one per folder).
 */
export async function startGameTestServer(): Promise<GameTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "player-api-games-"));
  // the seeded copy (or PostgreSQL database) as every test server gets it, then opened here
  await (await startTestServer({ dataDir })).close();
  const urlFile = join(dataDir, "database-url");
  const databaseUrl = existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null;
  const opened = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, "pglite") });
  const settings = loadSettings({}, { dataDir, databaseUrl });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const errors: unknown[][] = [];
  const published: GameTestServer["published"] = [];
  const bus = createLocalEventBus();
  const events: EventBus = {
    ...bus,
    publish: (tenantId, playerId, event) => {
      published.push({ playerId, event });
      bus.publish(tenantId, playerId, event);
    },
  };
  const app = createApp(testAppDeps({ opened, events, dataDir, jwtSecret: settings.jwtSecret, now, errors }));
  const { server, url } = await listenLocally(app);
  return {
    url,
    dataDir,
    db: opened.db,
    published,
    tenantId: await fallbackTenantId(opened.db),
    advance: (ms) => {
      offset += ms;
    },
    now,
    errors,
    call: httpCaller(url).call,
    close: async () => {
      await stopListening(server);
      await opened.close();
      await removeDataDir(dataDir);
    },
  };
}

/** The tenant calls without a known host land on (the sandbox fallback: the first by position). */
async function fallbackTenantId(db: Db): Promise<string> {
  const [first] = await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.position).limit(1);
  if (!first) throw new Error("no tenant seeded");
  return first.id;
}

/** One game test server for the tests of a file, checked for unexpected server errors afterwards. */
export function gameServerForTheseTests(): GameTestServer {
  return forTheseTests(startGameTestServer, 60_000);
}

/**
 * `gameServerForTheseTests` with providers of the file's own beside the seeded ones (code → `testProvider`'s
 * flags), made before its tests.
 */
export function gameServerWithProviders(providers: Record<string, ProviderFlags>): GameTestServer {
  const server = gameServerForTheseTests();
  beforeAll(async () => {
    for (const [code, flags] of Object.entries(providers)) await testProvider(server, code, flags);
  });
  return server;
}

/** Registrations a client address may ask codes for within an hour (services/otp.ts). */
const REGISTRATIONS_PER_HOUR = 20;
const registered = new WeakMap<object, number>();

/**
 * `walletPlayer` for files that need more players than one address may register in an hour: the
 * server's clock moves on an hour before the limit would refuse the next (tokens live a week).
 */
export async function gamePlayer(
  server: GameTestServer,
  username: string,
  options: Parameters<typeof walletPlayer>[2] = {},
): Promise<FundedPlayer> {
  const key = server.published; // one array per running server
  const count = (registered.get(key) ?? 0) + 1;
  if (count > REGISTRATIONS_PER_HOUR - 2) server.advance(61 * 60 * 1000);
  registered.set(key, count > REGISTRATIONS_PER_HOUR - 2 ? 1 : count);
  return walletPlayer(server, username, options);
}

type ProviderFlags = { maintenance?: boolean; internalTransfer?: boolean; status?: "active" | "inactive" };

/** Adds a provider of the test's own to a tenant (the fallback one unless given), with its flags. */
export async function testProvider(
  server: GameTestServer,
  code: string,
  flags: ProviderFlags & { tenantId?: string } = {},
): Promise<string> {
  await server.db
    .insert(gameProviders)
    .values({
      tenantId: flags.tenantId ?? server.tenantId,
      code,
      name: `Test ${code}`,
      logo: "/placeholder.svg",
      categories: ["slots"],
      status: flags.status ?? "active",
      maintenance: flags.maintenance ?? false,
      internalTransfer: flags.internalTransfer ?? true,
      accountPrefix: code.toLowerCase(),
      position: 900,
    })
    .onConflictDoNothing();
  return code;
}

/** Sets a provider's flags, as the back office would. */
export async function setProvider(server: GameTestServer, code: string, flags: ProviderFlags): Promise<void> {
  const set = {
    ...(flags.maintenance === undefined ? {} : { maintenance: flags.maintenance }),
    ...(flags.internalTransfer === undefined ? {} : { internalTransfer: flags.internalTransfer }),
    ...(flags.status === undefined ? {} : { status: flags.status }),
  };
  if (Object.keys(set).length === 0) return;
  await server.db
    .update(gameProviders)
    .set(set)
    .where(and(eq(gameProviders.tenantId, server.tenantId), eq(gameProviders.code, code)));
}

type Player = { jwtToken: string; domain?: string };

/** POST /api/player/games/transfer (or internal_transfer) with PIN 123456 and a fresh key unless given. */
export function transfer(
  server: Caller,
  player: Player,
  body: Record<string, unknown>,
  endpoint: "transfer" | "internal_transfer" = "transfer",
): Promise<Answer<Transaction>> {
  return server.call<Transaction>("POST", `/api/player/games/${endpoint}`, {
    body: { pin: "123456", idempotency_key: newKey(), ...body },
    token: player.jwtToken,
    domain: player.domain,
  });
}

export function restore(
  server: Caller,
  player: Player,
  body: Record<string, unknown> = {},
): Promise<Answer<Transaction>> {
  return server.call<Transaction>("POST", "/api/player/games/restore", {
    body: { idempotency_key: newKey(), ...body },
    token: player.jwtToken,
    domain: player.domain,
  });
}

/** The sum of the entries of one account ("wallet" = null, else a provider's code) in a currency. */
export const accountSum = (entries: LedgerEntry[], account: string | null, currency = "MYR"): number =>
  entries
    .filter((e) => e.currency === currency && (e.game_account ?? null) === account)
    .reduce((sum, e) => sum + e.amount, 0);

/** The player's game accounts as the app reads them (GET /getGameAccounts), by provider code. */
export async function gameAccounts(server: Caller, player: Player): Promise<Map<string, GameAccount>> {
  const res = await server.call<GameAccount[]>("GET", "/api/player/games/getGameAccounts", {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getGameAccounts failed: ${res.status} ${JSON.stringify(res.body)}`);
  return new Map(res.body.map((a) => [a.provider_code, a]));
}

/**
 * What must hold for a player after any transfers: the wallet and every game account equal the sum
 * of their ledger entries, none is negative, and every transfer transaction has exactly its legs
 * (out of the source, into the target, summing to zero). Answers the balances by account.
 */
export async function expectBooksBalance(
  server: Caller,
  player: Player & { username: string },
): Promise<Map<string | null, number>> {
  const entries = await ledger(server, player.username, player.domain);
  const wallet = await balances(server, player);
  const accounts = await gameAccounts(server, player);
  const sums = new Map<string | null, number>();
  for (const e of entries.filter((x) => x.currency === "MYR")) {
    const account = e.game_account ?? null;
    sums.set(account, (sums.get(account) ?? 0) + e.amount);
  }
  expect(wallet.MYR.available, "wallet = sum of its entries").toBe(sums.get(null) ?? 0);
  for (const [account, sum] of sums) {
    expect(sum, `${account ?? "wallet"} is never negative`).toBeGreaterThanOrEqual(0);
    if (account !== null && accounts.has(account)) {
      expect(accounts.get(account)?.balance, `${account} = sum of its entries`).toBe(sum);
    }
  }
  for (const [code, account] of accounts) expect(account.balance, code).toBe(sums.get(code) ?? 0);
  // a transfer's legs cancel out
  const byTransaction = new Map<string, number>();
  for (const e of entries.filter((x) => x.kind === "transfer_out" || x.kind === "transfer_in")) {
    const id = e.transaction_id ?? "none";
    byTransaction.set(id, (byTransaction.get(id) ?? 0) + e.amount);
  }
  for (const [id, sum] of byTransaction) expect(sum, `transfer ${id} moves money, never makes it`).toBe(0);
  return sums;
}

const inserted = new Map<string, number>();
/**
 * `count` players of the server's tenant written straight into the database (they never sign in), for tests
 * that need many: usernames `<prefix><n>`, member UIDs starting with `uidDigit`, phones with `phonePrefix`
 * (each caller its own digit and prefix, so two fills never clash).
 */
export async function insertPlayers(
  server: Pick<GameTestServer, "db" | "tenantId" | "now">,
  count: number,
  names: { prefix: string; uidDigit: string; phonePrefix: string },
): Promise<{ id: string; memberUid: string }[]> {
  const now = server.now();
  const first = inserted.get(names.prefix) ?? 0;
  inserted.set(names.prefix, first + count);
  const rows = Array.from({ length: count }, (_, n) => {
    const i = first + n;
    return {
      id: newId(),
      tenantId: server.tenantId,
      username: `${names.prefix}${i}`,
      passwordHash: "not-a-login",
      fullName: `Player ${names.prefix} ${i}`,
      contactNo: `${names.phonePrefix}${String(i).padStart(7, "0")}`,
      referralCode: `${names.prefix.toUpperCase()}${i}`,
      memberUid: `${names.uidDigit}${String(i).padStart(7, "0")}`,
      displayKey: `${names.prefix}${i}`,
      createdAt: now,
      updatedAt: now,
    };
  });
  await server.db.insert(players).values(rows);
  return rows;
}
