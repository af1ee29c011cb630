/**
 * A seeded fuzz over every endpoint (fast-check, about a minute): requests near the rules and across
 * them, arbitrary JSON, raw bytes, uploads, garbage ids and queries, with valid, missing and forged
 * tokens, in a random order that creates, pays, fails, approves, rejects and cancels transactions.
 * Every answer: no 5xx, no stack trace, errors are catalogue messages. After the run the ledger
 * holds: each balance is the sum of its entries, nothing is negative, held = pending withdrawals,
 * and every transaction has exactly the ledger entries its status calls for. Event streams opened
 * on the way are read up to their first message and closed.
 *
 * Replay a failure with FUZZ_SEED=<seed> (printed on failure); FUZZ_RUNS changes the number of runs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SafeText } from "../../src/api/contract/common.ts";
import type { GameAccount } from "../../src/api/contract/games.ts";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import type { Transaction, Wallet } from "../../src/api/contract/wallet.ts";
import { anyRequest, type FuzzRequest, type FuzzWorld, foreignOrigins } from "./support/fuzz-requests.ts";
import { type Caller, loginAs, serverForTheseTests } from "./support/server.ts";
import { ledger, ledgerSum, MYR, USDT, walletPlayer } from "./support/wallet.ts";

const server = serverForTheseTests();
const storedText = SafeText(0, 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
/** The fuzz stops after this long whatever the number of runs (the whole file stays near a minute). */
const TIME_LIMIT_MS = 45_000;

const forged = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwidGlkIjoiaGFyaW1hdSIsInNpZCI6InMifQ.c2lnbmF0dXJl";
const stackTrace = /\.tsx?:\d+:\d+|node:internal|\n\s+at [\w$.<>[\] ]+ \(|"stack"\s*:/;

async function send(world: FuzzWorld, req: FuzzRequest) {
  const path = req.path(world);
  const headers: Record<string, string> = { ...req.headers };
  for (const [name, value] of Object.entries(headers)) {
    const session = /^\$gameSession(\d)$/.exec(value);
    if (session) headers[name] = world.gameSessions[Number(session[1])] ?? "";
  }
  if (req.auth === "valid") headers["X-Cookie"] = world.token;
  if (req.auth === "forged") headers["X-Cookie"] = forged;
  if (req.domain) headers.current_domain = req.domain;
  if (req.origin) headers.Origin = req.origin;
  let body: BodyInit | undefined;
  if (req.body && req.method !== "GET") {
    if (req.body.kind === "json") {
      body = JSON.stringify(req.body.value ?? null).replaceAll('"$bankAccountId"', JSON.stringify(world.bankAccountId));
      headers["Content-Type"] = "application/json";
    } else if (req.body.kind === "raw") {
      body = req.body.text;
      headers["Content-Type"] = req.body.type;
    } else {
      const form = new FormData();
      form.append(req.body.field, new Blob([Uint8Array.from(req.body.bytes)], { type: req.body.type }), req.body.name);
      body = form;
    }
  }
  const res = await fetch(`${server.url}${path}`, { method: req.method, headers, body, redirect: "manual" });
  const type = res.headers.get("content-type") ?? "";
  return { path, status: res.status, type, headers: res.headers, text: await readAnswer(res, type) };
}

/** The body; of an event stream (which never ends by itself) its first piece, then the fuzz hangs up. */
async function readAnswer(res: Response, type: string): Promise<string> {
  if (!type.startsWith("text/event-stream") || !res.body) return res.text();
  const reader = res.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  const text = new TextDecoder().decode(first.value);
  // the player's stream opens with its ready message, the sandbox's inspection stream with its hello
  expect(text, "an event stream opens with its first message").toMatch(/event: (ready|hello)\n/);
  return text;
}

/** What the ledger must say about a player after any sequence of requests. */
async function expectLedgerHolds(api: Caller, username: string, token: string) {
  const wallet = await api.call<Wallet>("GET", "/api/player/wallet/getWallet", { token });
  expect(wallet.status, username).toBe(200);
  const entries = await ledger(api, username);
  const transactions: Transaction[] = [];
  for (let page = 1; ; page++) {
    const res = await api.call<{ items: Transaction[]; total: number }>(
      "GET",
      `/api/player/transaction/getTransactions?page=${page}&limit=50`,
      { token },
    );
    expect(res.status, username).toBe(200);
    transactions.push(...res.body.items);
    if (transactions.length >= res.body.total || res.body.items.length === 0) break;
  }
  const walletEntries = entries.filter((e) => e.game_account === null);
  for (const balance of wallet.body.balances) {
    const pendingWithdrawals = transactions
      .filter((t) => t.type === "withdraw" && t.status === "pending" && t.currency === balance.currency)
      .reduce((sum, t) => sum + t.amount, 0);
    expect(balance.available, `${username} ${balance.currency} = sum of its ledger entries`).toBe(
      ledgerSum(walletEntries, balance.currency),
    );
    expect(balance.available, `${username} ${balance.currency}`).toBeGreaterThanOrEqual(0);
    expect(balance.held, `${username} ${balance.currency} held`).toBe(pendingWithdrawals);
  }
  // every game account is the sum of its entries, never negative
  const games = await api.call<GameAccount[]>("GET", "/api/player/games/getGameAccounts", { token });
  expect(games.status, username).toBe(200);
  const gameSums = new Map<string, number>();
  for (const e of entries) {
    if (e.game_account !== null && e.currency === "MYR") {
      gameSums.set(e.game_account, (gameSums.get(e.game_account) ?? 0) + e.amount);
    }
  }
  for (const [code, sum] of gameSums) expect(sum, `${username} ${code}`).toBeGreaterThanOrEqual(0);
  for (const account of games.body) {
    expect(account.balance, `${username} ${account.provider_code} = sum of its entries`).toBe(
      gameSums.get(account.provider_code) ?? 0,
    );
  }
  // every transaction has exactly the entries its status calls for
  for (const t of transactions) {
    const own = entries
      .filter((e) => e.transaction_id === t._id)
      .map((e) => `${e.kind}:${e.amount}`)
      .sort();
    if (t.type === "transfer") {
      // a restore takes from each account holding money; the legs always cancel out
      const outs = own.filter((leg) => leg.startsWith("transfer_out:"));
      expect(
        own.filter((leg) => !leg.startsWith("transfer_out:")),
        t.reference,
      ).toEqual([`transfer_in:${t.amount}`]);
      expect(outs.length, t.reference).toBe(t.method === "restore" ? Math.max(1, outs.length) : 1);
      expect(
        outs.reduce((sum, leg) => sum + Number(leg.split(":")[1]), 0),
        t.reference,
      ).toBe(-t.amount);
      expect(t.status, t.reference).toBe("approved");
      continue;
    }
    if (t.type === "friend_transfer") {
      // one entry on each side: out of the sender's wallet, into the receiver's
      expect(own, t.reference).toEqual(
        t.from_account === "wallet" ? [`friend_transfer_out:${-t.amount}`] : [`friend_transfer_in:${t.amount}`],
      );
      expect(t.status, t.reference).toBe("approved");
      continue;
    }
    if (t.type === "bonus") {
      // a daily check-in's bonus: one entry into the wallet
      expect(own, t.reference).toEqual([`check_in_bonus:${t.amount}`]);
      expect(t.status, t.reference).toBe("claimed");
      continue;
    }
    const expected =
      t.type === "deposit"
        ? t.status === "approved" && t.net_amount !== 0
          ? [`deposit:${t.net_amount}`]
          : []
        : t.status === "rejected" || t.status === "cancelled"
          ? [`withdraw_hold:${-t.amount}`, `withdraw_release:${t.amount}`].sort()
          : [`withdraw_hold:${-t.amount}`];
    expect(own, `${username} ${t.type} ${t.status} ${t.reference}`).toEqual(expected);
  }
  return { transactions: transactions.length, entries: entries.length };
}

describe("fuzz over every endpoint", () => {
  it(
    "never answers 5xx or a stack trace, and leaves the ledger consistent",
    async () => {
      const player = await walletPlayer(server, "fuzzer", { pin: true, bank: true, myr: MYR(2_000), usdt: USDT(500) });
      const demo = await loginAs(server, "demo", "Demo1234");
      const world: FuzzWorld = {
        playerId: player._id,
        token: player.jwtToken,
        bankAccountId: player.bankAccount?._id ?? "none",
        contactNo: player.contactNo,
        transactionIds: [],
        uploads: [],
        launchUrls: [],
        gameSessions: [],
        mailIds: [],
        friendRequestIds: [],
      };
      // demo and ahmad88 are the fuzz player's friends: transfers to demo reach the ledger, ahmad88 may be removed
      for (const friend of [demo, await loginAs(server, "ahmad88", "Demo1234")]) {
        const asked = await server.call<{ _id: string }>("POST", "/api/player/friend/sendRequest", {
          body: { member_uid: String(friend.uuid) },
          token: player.jwtToken,
        });
        expect(asked.status).toBe(200);
        const approved = await server.call("POST", `/api/player/friend/approve/${asked.body._id}`, {
          token: friend.jwtToken,
        });
        expect(approved.status).toBe(200);
      }
      // two open game pages (a slot, a dice game) with money at their providers, for the rounds
      for (const [code, gameId] of [
        ["DRG", "DRG-0001"],
        ["LCK", "LCK-0002"],
      ]) {
        const moved = await server.call("POST", "/api/player/games/transfer", {
          body: {
            from: "wallet",
            to: code,
            amount: MYR(200),
            pin: "123456",
            idempotency_key: `fuzz-fund-${code}-0001`,
          },
          token: player.jwtToken,
        });
        expect(moved.status).toBe(200);
        const launched = await server.call<{ url: string }>("POST", "/api/player/games/launch", {
          body: { game_id: gameId },
          token: player.jwtToken,
        });
        const page = await (await fetch(`${server.url}${launched.body.url}`)).text();
        const data = /<script type="application\/json" id="game-data">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "{}";
        world.gameSessions.push((JSON.parse(data) as { session: string }).session);
        world.launchUrls.push(launched.body.url);
      }
      const statuses = new Map<number, number>();
      let runs = 0;
      let streams = 0;
      let transfers = 0;
      let friendTransfers = 0;
      let rounds = 0;

      await fc.assert(
        fc.asyncProperty(anyRequest, async (req) => {
          runs += 1;
          const answer = await send(world, req);
          const label = `${req.method} ${answer.path} (${req.auth}) → ${answer.status} ${answer.text.slice(0, 200)}`;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.type.startsWith("text/event-stream")) streams += 1;
          // a provider in maintenance (503) or without the action (501) answers so, and only on /games
          const providerRefusal =
            answer.path.startsWith("/api/player/games/") &&
            ((answer.status === 503 && answer.text === '"Fail to connect game"') ||
              (answer.status === 501 && answer.text === '"Function not implemented"'));
          if (!providerRefusal) expect(answer.status, label).toBeLessThan(500);
          expect(answer.text, label).not.toMatch(stackTrace);
          // closed by default, whatever the request: the security headers, and no foreign origin let in
          expect(answer.headers.get("content-security-policy"), label).toContain("default-src 'self'");
          expect(answer.headers.get("x-content-type-options"), label).toBe("nosniff");
          expect(foreignOrigins, label).not.toContain(answer.headers.get("access-control-allow-origin"));
          if (answer.path.startsWith("/api/") && answer.status >= 400) {
            expect(isServerMessage(JSON.parse(answer.text)), label).toBe(true);
          }
          if (answer.type.includes("json") && answer.status === 200) {
            const data = JSON.parse(answer.text) as {
              _id?: unknown;
              reference?: unknown;
              type?: unknown;
              receipt_url?: unknown;
              avatar?: unknown;
              url?: unknown;
              round_key?: unknown;
              kind?: unknown;
              items?: { _id?: unknown; kind?: unknown }[];
              direction?: unknown;
            };
            if (typeof data.url === "string" && data.url.startsWith("/demo-provider/play?"))
              world.launchUrls.push(data.url);
            if (typeof data.round_key === "string") rounds += 1;
            if (typeof data._id === "string" && typeof data.reference === "string") world.transactionIds.push(data._id);
            if (data.type === "transfer") transfers += 1;
            // mails (an inbox page or one mail): the mail calls aim at them
            for (const mail of [data, ...(Array.isArray(data.items) ? data.items : [])]) {
              if (typeof mail._id === "string" && (mail.kind === "system" || mail.kind === "operator")) {
                world.mailIds.push(mail._id);
              }
            }
            if (data.type === "friend_transfer") friendTransfers += 1;
            if (typeof data._id === "string" && typeof data.direction === "string")
              world.friendRequestIds.push(data._id);
            for (const url of [data.receipt_url, data.avatar]) if (typeof url === "string") world.uploads.push(url);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true, plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)] },
      );

      // the fuzz reached the rules, not only the contract's refusals
      expect(runs).toBeGreaterThan(200);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(runs / 10);
      expect(world.transactionIds.length).toBeGreaterThan(0);
      expect(streams, "event streams opened").toBeGreaterThan(0);
      expect(transfers, "game transfers made").toBeGreaterThan(0);
      expect(friendTransfers, "transfers to a friend made").toBeGreaterThan(0);
      expect(rounds, "game rounds played").toBeGreaterThan(0);

      const me = await server.call<{ nickname: string | null; full_name: string | null }>(
        "GET",
        "/api/player/user/getUser",
        { token: world.token },
      );
      if (me.status === 200) {
        await expectLedgerHolds(server, "fuzzer", world.token);
        // whatever text the fuzz sent, what was stored is safe text (NFC, no control/bidi/invisible)
        const accounts = await server.call<{ account_holder_name: string }[]>(
          "GET",
          "/api/player/bank/getBankAccounts",
          {
            token: world.token,
          },
        );
        for (const text of [me.body.nickname, me.body.full_name, ...accounts.body.map((a) => a.account_holder_name)]) {
          if (text !== null) expect(storedText(text), JSON.stringify(text)).toBe(text);
        }
      }
      await expectLedgerHolds(server, "demo", demo.jwtToken);
      expect(server.errors).toEqual([]);
      console.info(
        `fuzz: seed ${SEED}, ${runs} requests, ${world.transactionIds.length} transactions (${transfers} game transfers), ${rounds} game rounds, ${streams} event streams, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    },
    TIME_LIMIT_MS + 45_000,
  );
});
