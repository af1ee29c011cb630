/**
 * Helpers for the demo provider's tests (launch, game page, rounds): a test server whose database
 * the test shares (to put money in a game account as a wallet → provider transfer leaves it), the
 * events it published, and calls that read as what the app and the game page do.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { createApp } from "../../../server/app.ts";
import { type Db, openDatabase } from "../../../server/db/open.ts";
import { gameAccounts, ledgerEntries, players, transactions } from "../../../server/db/schema.ts";
import { type BusEvent, createLocalEventBus, type EventBus } from "../../../server/services/events.ts";
import { newId } from "../../../server/services/ids.ts";
import { newReference } from "../../../server/services/transactions.ts";
import { loadSettings } from "../../../server/settings.ts";
import type { GameAccount, LaunchAnswer } from "../../../src/api/contract/games.ts";
import { type Answer, httpCaller, removeDataDir, startTestServer, type TestServer } from "./server.ts";

export type PlayServer = TestServer & {
  db: Db;
  /** Every event published to players' streams, oldest first. */
  published: { playerId: string; event: BusEvent }[];
};

/** A server on a fresh copy of the seeded database, on a database handle the test shares. */
export async function startPlayServer(options: { sandbox?: boolean } = {}): Promise<PlayServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "player-api-play-"));
  await (await startTestServer({ dataDir })).close();
  const urlFile = join(dataDir, "database-url");
  const databaseUrl = existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null;
  const opened = await openDatabase({ databaseUrl, pgliteDir: join(dataDir, "pglite") });
  const settings = loadSettings({}, { dataDir, databaseUrl });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const errors: unknown[][] = [];
  const published: PlayServer["published"] = [];
  const bus = createLocalEventBus();
  const events: EventBus = {
    ...bus,
    publish: (tenantId, playerId, event) => {
      published.push({ playerId, event });
      bus.publish(tenantId, playerId, event);
    },
  };
  const app = createApp({
    events,
    db: opened.db,
    dataDir,
    jwtSecret: settings.jwtSecret,
    sandbox: options.sandbox ?? true,
    now,
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
    dataVersion: opened.dataVersion,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((done) => (server.listening ? done() : server.once("listening", () => done())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    db: opened.db,
    published,
    advance: (ms) => {
      offset += ms;
    },
    now,
    errors,
    call: httpCaller(url).call,
    close: async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await opened.close();
      await removeDataDir(dataDir);
    },
  };
}

/** One play server for the tests of a file, checked for unexpected server errors afterwards. */
export function playServerForTheseTests(options: { sandbox?: boolean } = {}): PlayServer {
  let running: PlayServer | undefined;
  beforeAll(async () => {
    running = await startPlayServer(options);
  }, 60_000);
  afterAll(async () => {
    expect(running?.errors).toEqual([]);
    await running?.close();
  });
  return new Proxy({} as PlayServer, {
    get(_, key) {
      if (!running) throw new Error("the test server is not started yet");
      const value = Reflect.get(running, key);
      return typeof value === "function" ? value.bind(running) : value;
    },
  });
}

/**
 * Moves `amount` (minor units) of the player's main wallet into their account at a provider, as a
 * wallet → provider transfer leaves the books: an approved transfer, transfer_out on the wallet,
 * transfer_in on the game account (the transfer endpoints are another branch's; this is its result).
 */
export async function fundGameAccount(db: Db, username: string, providerCode: string, amount: number) {
  const [player] = await db.select().from(players).where(eq(players.username, username)).limit(1);
  if (!player) throw new Error(`no player ${username}`);
  const id = newId();
  const at = new Date();
  const reference = newReference("transfer", at);
  await db.transaction(async (tx) => {
    await tx
      .insert(gameAccounts)
      .values({ playerId: player.id, providerCode, accountName: `t_${username}`, createdAt: at })
      .onConflictDoNothing();
    await tx.insert(transactions).values({
      id,
      tenantId: player.tenantId,
      playerId: player.id,
      reference,
      type: "transfer",
      channel: "game",
      method: "wallet_to_game",
      currency: player.currency,
      amount,
      fee: 0,
      netAmount: amount,
      status: "approved",
      fromAccount: "wallet",
      toAccount: providerCode,
      idempotencyKey: `test-${id}`,
      requestHash: "test",
      createdAt: at,
      updatedAt: at,
    });
    const leg = (account: string | null, signed: number, kind: string) => ({
      id: newId(),
      playerId: player.id,
      currency: player.currency,
      amount: signed,
      kind,
      gameAccount: account,
      reference,
      idempotencyKey: `${id}:${kind}`,
      transactionId: id,
      createdAt: at,
    });
    await tx
      .insert(ledgerEntries)
      .values([leg(null, -amount, "transfer_out"), leg(providerCode, amount, "transfer_in")]);
  });
}

type Player = { jwtToken: string; domain?: string };

/** POST /api/player/games/launch as the app sends it. */
export function launch(
  server: TestServer,
  player: Player,
  gameId: string,
  language = "en-US",
): Promise<Answer<LaunchAnswer>> {
  return server.call<LaunchAnswer>("POST", "/api/player/games/launch", {
    body: { game_id: gameId },
    token: player.jwtToken,
    domain: player.domain,
    headers: { "Accept-Language": language },
  });
}

/** The game page's data block (what assets/game.js reads). */
export type GameData = {
  session: string;
  language: string;
  currency: string;
  engine: "slot" | "dice";
  balance: number;
  bets: number[];
  roundUrl: string;
  balanceUrl: string;
};

/** Opens a launch URL as the frame does; on success, the page's data (its game session among it). */
export async function openLaunchUrl(
  server: TestServer,
  url: string,
): Promise<{ status: number; html: string; headers: Headers; data: GameData | null }> {
  const res = await fetch(`${server.url}${url}`);
  const html = await res.text();
  const block = /<script type="application\/json" id="game-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { status: res.status, html, headers: res.headers, data: block ? (JSON.parse(block) as GameData) : null };
}

/** One round as the game page sends it, with its game session. */
export function sendRound(
  server: TestServer,
  session: string,
  body: Record<string, unknown>,
): Promise<Answer<RoundAnswerBody>> {
  return server.call<RoundAnswerBody>("POST", "/demo-provider/api/round", {
    body,
    headers: { "X-Game-Session": session },
  });
}

export type RoundAnswerBody = {
  round_key: string;
  bet: number;
  win: number;
  currency: string;
  balance: number;
  outcome: null | { game: "slot"; reels: string[]; multiplier: number } | { game: "dice"; roll: number };
};

/** The player's account at a provider as the app reads it. */
export async function gameAccount(server: TestServer, player: Player, code: string): Promise<GameAccount> {
  const res = await server.call<GameAccount>("GET", `/api/player/games/getGameAccount/${code}`, {
    token: player.jwtToken,
    domain: player.domain,
  });
  if (res.status !== 200) throw new Error(`getGameAccount failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
