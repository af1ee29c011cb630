/**
 * The calls the capacity model needs beyond api.ts's reads and game transfer, each measured for what it costs:
 * the CPU the API processes and PostgreSQL spend per answered request over one load (the rate says nothing here;
 * the figure is CPU ms). Reads run as `reader` at 50 connections; what is limited per player (chat sends, a
 * player's row lock, event streams) runs as the crowd's players in turn (crowd.ts). Sign-in logs each crowd player
 * in once, which also gives the tokens the rest use.
 *
 * The event stream's heartbeat runs inside the server every 15 s, so it cannot be sent: an extra API instance on
 * the same database starts with REQUEST_TIMEOUT_MS=2000, which makes its heartbeat 1 s (server/main.ts), holds
 * two streams per crowd player open, and its CPU over a few seconds, less what it spends idle, is divided by the
 * heartbeats the streams received.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../../server/db/open.ts";
import {
  type CpuMs,
  type CpuSampler,
  cannon,
  costOf,
  headersFor,
  type Load,
  type Request,
  sized,
  transferProvider,
} from "./api.ts";
import { type CallId, callNames } from "./capacity.ts";
import { cpuOf, ownCpu } from "./cpu.ts";
import { type Crowd, friendOf, fundGameAccounts } from "./crowd.ts";
import type { Instance } from "./servers.ts";

/** One call's load and its CPU per answered request; `how` says what was sent. */
export type CallFigures = { call: CallId; name: string; how: string; load: Load; cpuMs: CpuMs };

/** The tallies (api.ts writeTally) and idempotency-key prefixes of the crowd's writes. */
export const friendTransferTally = "friend transfer";
export const friendTransferKeyPrefix = `bfr-${process.pid}-`;
export const chatTally = "chat send";
export const restoreTally = "restore";
export const restoreKeyPrefix = `brs-${process.pid}-`;
export const chatClientIdPrefix = `bchat-${process.pid}-`;

export type CallsSetup = {
  bases: string[];
  host: string;
  /** A demo player with history, friends and chat (the reads' player). */
  reader: string;
  crowd: Crowd;
  /** The database the crowd is in (each crowd player's game account gets money to bring back). */
  db: Db;
  seconds: number;
  /** CPU of this target's API processes, PostgreSQL and this process. */
  cpu: CpuSampler;
  /** CPU seconds of the PostgreSQL process tree so far. */
  dbCpu: () => number;
  /** Starts one more API instance on this target's database and JWT secret, with `env` added (the heartbeat's). */
  startExtra: ((env: Record<string, string>) => Promise<Instance>) | null;
  progress: (line: string) => void;
};

const reads: { call: CallId; path: string }[] = [
  { call: "gameAccounts", path: "/api/player/games/getGameAccounts" },
  {
    call: "transactions",
    path: "/api/player/transaction/getTransactions?page=1&limit=20&tz=Asia%2FKuala_Lumpur",
  },
  { call: "announcements", path: "/api/player/announcement/getAnnouncements?page=1&limit=5" },
  { call: "unreadMail", path: "/api/player/mail/getUnreadCount" },
  { call: "config", path: "/api/player/config/getPlayerBoConfig" },
  { call: "chatConversations", path: "/api/player/chat/conversations" },
];

/** Answers of a loop of requests: how many, how fast, and how they ended. */
type Outcome = "ok" | "refused" | "failed";

/**
 * Runs `work` from `concurrency` loops, for `count` items or until `seconds` have passed, whichever first;
 * every item is bounded by its own timeout inside `work`.
 */
async function loop(
  work: (item: number) => Promise<Outcome>,
  options: { concurrency: number; count?: number; seconds: number },
): Promise<Load> {
  const start = performance.now();
  const end = start + options.seconds * 1000;
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end && (options.count === undefined || next < options.count)) {
        const item = next++;
        const began = performance.now();
        const outcome = await work(item).catch((): Outcome => "failed");
        if (outcome === "failed") failed++;
        else {
          if (outcome === "refused") refused++;
          latencies.push(performance.now() - began);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length === 0
      ? null
      : Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    perSecond: Math.round(latencies.length / Math.max(elapsed, 0.001)),
    completed: latencies.length,
    p50: at(0.5),
    p99: at(0.99),
    non2xx: refused,
    errors: failed,
  };
}

/** Logs every crowd player in once, `concurrency` at a time over the instances; their tokens, in crowd order. */
async function signIn(setup: CallsSetup): Promise<{ figures: CallFigures; tokens: string[] }> {
  const { bases, host, crowd } = setup;
  const tokens: string[] = [];
  const { load, cpuMs } = await costOf(setup.cpu, () =>
    loop(
      async (n) => {
        const player = crowd.players[n];
        if (!player) return "failed";
        const response = await fetch(`${bases[n % bases.length]}/api/player/user/login`, {
          method: "POST",
          headers: { "content-type": "application/json", current_domain: `http://${host}/login` },
          body: JSON.stringify({ username: player.username, password: crowd.password }),
          signal: AbortSignal.timeout(30_000),
        });
        if (!response.ok) {
          await response.body?.cancel();
          return "refused";
        }
        tokens[n] = ((await response.json()) as { jwtToken: string }).jwtToken;
        return "ok";
      },
      { concurrency: 10, count: crowd.players.length, seconds: 120 },
    ),
  );
  if (tokens.filter(Boolean).length !== crowd.players.length) {
    throw new Error(`bench: ${crowd.players.length - tokens.filter(Boolean).length} crowd players could not sign in`);
  }
  const how = `each of ${crowd.players.length} players once, 10 at a time`;
  return { figures: { call: "signIn", name: callNames.signIn, how, load, cpuMs }, tokens };
}

/** Opens the event stream, reads until `event: ready`, and leaves. */
async function openStream(base: string, host: string, token: string): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(`${base}/api/player/events`, {
      headers: headersFor({ host }, token),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return "refused";
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("event: ready")) {
      const { done, value } = await reader.read();
      if (done) return "failed";
      text += decoder.decode(value, { stream: true });
    }
    return "ok";
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** A held stream: `ready` says null once `event: ready` came, else why it did not. */
type HeldStream = { ready: Promise<string | null>; beats: () => number; close: () => void };

/** Holds a stream open and counts the heartbeats it hears (bounded: `close`, or 60 s at most). */
function holdStream(base: string, host: string, token: string): HeldStream {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  let beats = 0;
  let markReady: (problem: string | null) => void = () => {};
  const ready = new Promise<string | null>((resolve) => {
    markReady = resolve;
  });
  void (async () => {
    const response = await fetch(`${base}/api/player/events`, {
      headers: headersFor({ host }, token),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      markReady(`${response.status} ${(await response.text()).slice(0, 100)}`);
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: ready")) markReady(null);
      // count whole heartbeat comments, keep the unfinished tail
      const parts = text.split("\n\n");
      text = parts.pop() ?? "";
      beats += parts.filter((part) => part === ": heartbeat").length;
    }
  })()
    .catch((error: unknown) => markReady(error instanceof Error ? error.message : String(error)))
    .finally(() => {
      clearTimeout(timer);
      markReady("ended before `ready`");
    });
  return {
    ready,
    beats: () => beats,
    close: () => controller.abort(),
  };
}

/** REQUEST_TIMEOUT_MS of the heartbeat's instance: its heartbeat is half of it (server/main.ts). */
const heartbeatTimeoutMs = 2_000;

/**
 * Opens a stream per token on `base`, ten at a time, each batch ready before the next (a busy instance given
 * them all at once can miss its own short header timeout); a stream that fails is tried again, twice at most.
 */
async function holdStreams(base: string, host: string, tokens: string[], streams: HeldStream[]): Promise<void> {
  for (let from = 0; from < tokens.length; from += 10) {
    for (const token of tokens.slice(from, from + 10)) {
      let problem: string | null = "not tried";
      for (let attempt = 0; attempt < 3 && problem !== null; attempt++) {
        const stream = holdStream(base, host, token);
        problem = await Promise.race([stream.ready, sleep(10_000).then(() => "no `ready` within 10 s")]);
        if (problem === null) streams.push(stream);
        else stream.close();
      }
      if (problem !== null) throw new Error(`bench: a heartbeat stream did not open: ${problem}`);
    }
  }
}

/** The stream heartbeat's cost on an extra instance whose heartbeat is 1 s (see the file's comment). */
async function streamHeartbeats(setup: CallsSetup, tokens: string[]): Promise<CallFigures | null> {
  if (!setup.startExtra) return null;
  const extra = await setup.startExtra({ REQUEST_TIMEOUT_MS: String(heartbeatTimeoutMs) });
  const streams: HeldStream[] = [];
  try {
    const sample = () => ({ api: cpuOf([extra.pid]), db: setup.dbCpu(), load: ownCpu(), at: performance.now() });
    // what the instance and PostgreSQL spend with nothing to do (timers, jobs, autovacuum), per second
    const idleFrom = sample();
    await sleep(2_000);
    const idleTo = sample();
    const idleSeconds = (idleTo.at - idleFrom.at) / 1000;
    await holdStreams(extra.base, setup.host, [...tokens, ...tokens], streams);
    const beats = () => streams.reduce((sum, s) => sum + s.beats(), 0);
    const from = sample();
    const beatsFrom = beats();
    await sleep(setup.seconds * 1000);
    const to = sample();
    const heard = beats() - beatsFrom;
    const seconds = (to.at - from.at) / 1000;
    const per = (key: "api" | "db" | "load") => {
      const idle = ((idleTo[key] - idleFrom[key]) / idleSeconds) * seconds;
      return heard > 0 ? Math.round((Math.max(0, to[key] - from[key] - idle) * 1000 * 1000) / heard) / 1000 : 0;
    };
    const load: Load = {
      perSecond: Math.round(heard / seconds),
      completed: heard,
      p50: null,
      p99: null,
      non2xx: 0,
      errors: 0,
    };
    return {
      call: "streamHeartbeat",
      name: callNames.streamHeartbeat,
      how: `${streams.length} streams on an extra instance beating every ${heartbeatTimeoutMs / 2} ms for ${setup.seconds} s, less its idle CPU`,
      load,
      cpuMs: { api: per("api"), db: per("db"), load: per("load") },
    };
  } finally {
    for (const stream of streams) stream.close();
    await extra.stop();
  }
}

/** The catalogue's first game of the transfer's provider (the one the crowd launches). */
async function gameToLaunch(base: string, host: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/player/games/getCatalogue`, {
    headers: headersFor({ host }, token),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`bench: the catalogue answered ${response.status}`);
  const catalogue = (await response.json()) as { games: { _id: string; provider_code: string }[] };
  const game = catalogue.games.find((g) => g.provider_code === transferProvider);
  if (!game) throw new Error(`bench: no game of ${transferProvider} in the catalogue`);
  return game._id;
}

const unique = () => Math.random().toString(36).slice(2, 10);

/** Every call of the capacity model that api.ts does not measure, in the order of callNames. */
export async function measureCalls(setup: CallsSetup): Promise<CallFigures[]> {
  const { bases, host, crowd, seconds } = setup;
  const session = { host };
  const warmUp = Math.max(1, Math.round(seconds / 3));
  const figures: CallFigures[] = [];
  const add = (call: CallId, how: string, measured: { load: Load; cpuMs: CpuMs }) => {
    figures.push({ call, name: callNames[call], how, ...measured });
    setup.progress(
      `${call}: ${measured.load.perSecond}/s, CPU ms API ${measured.cpuMs.api} / DB ${measured.cpuMs.db}` +
        (measured.load.non2xx + measured.load.errors > 0
          ? ` (${measured.load.non2xx} non-2xx, ${measured.load.errors} errors)`
          : ""),
    );
  };

  /** A warm-up of `warm` (a few seconds, or a number of requests), then about `seconds` of requests, all answered. */
  const costed = async (request: Request, connections: number, warm: { amount?: number } = {}) => {
    const warmed = await cannon(bases, session, request, { seconds: warmUp, connections, ...warm });
    const amount = sized(warmed.perSecond, seconds, connections);
    return costOf(setup.cpu, () => cannon(bases, session, request, { seconds, connections, amount }));
  };

  const signedIn = await signIn(setup);
  figures.push(signedIn.figures);
  setup.progress(`signIn: ${signedIn.figures.load.perSecond}/s, CPU ms API ${signedIn.figures.cpuMs.api}`);
  const tokens = signedIn.tokens;

  for (const read of reads) {
    add(read.call, "as one player, 50 connections", await costed({ path: read.path, tokens: [setup.reader] }, 50));
  }

  // a launch opens each player's play session (the heartbeat needs one): every crowd player launches to warm up
  const gameId = await gameToLaunch(bases[0] ?? "", host, setup.reader);
  const launch = { path: "/api/player/games/launch", tokens, body: () => JSON.stringify({ game_id: gameId }) };
  add(
    "launch",
    `the crowd's ${tokens.length} players in turn, 20 connections`,
    await costed(launch, 20, { amount: tokens.length }),
  );

  const play = {
    path: "/api/player/responsible/play",
    tokens,
    body: () => JSON.stringify({ provider_code: transferProvider }),
  };
  add("playHeartbeat", `the crowd's ${tokens.length} players in turn, 20 connections`, await costed(play, 20));

  // RM 100 into every crowd player's game account, then each brings it back once: a quarter to warm up
  await fundGameAccounts(setup.db, crowd, transferProvider, 10_000);
  let restores = 0;
  const restore = (players: string[]) => ({
    path: "/api/player/games/restore",
    tokens: players,
    tally: restoreTally,
    body: () =>
      JSON.stringify({
        provider_code: transferProvider,
        idempotency_key: `${restoreKeyPrefix}${restores++}-${unique()}`,
      }),
  });
  const warmPlayers = tokens.slice(0, tokens.length / 4);
  const measuredPlayers = tokens.slice(tokens.length / 4);
  await cannon(bases, session, restore(warmPlayers), { seconds: 30, connections: 10, amount: warmPlayers.length });
  add(
    "restore",
    `${measuredPlayers.length} players once each, 10 connections`,
    await costOf(setup.cpu, () =>
      cannon(bases, session, restore(measuredPlayers), {
        seconds: 30,
        connections: 10,
        amount: measuredPlayers.length,
      }),
    ),
  );

  // even players send to their odd friend: RM 10, the smallest transfer to a friend
  const senders = tokens.filter((_, n) => n % 2 === 0);
  let friendTransfers = 0;
  const friendTransfer = {
    path: "/api/player/friend/transfer",
    tokens: senders,
    tally: friendTransferTally,
    body: (turn: number) =>
      JSON.stringify({
        member_uid: friendOf(crowd, (turn % senders.length) * 2)?.memberUid,
        amount: 1_000,
        pin: crowd.pin,
        idempotency_key: `${friendTransferKeyPrefix}${friendTransfers++}-${unique()}`,
      }),
  };
  add("friendTransfer", `${senders.length} senders in turn, 20 connections`, await costed(friendTransfer, 20));

  // 10 sends per 10 s per player (contract sendLimit): one each to warm up, then four each
  let chats = 0;
  const chat = {
    path: "/api/player/chat/send",
    tokens,
    tally: chatTally,
    body: () =>
      JSON.stringify({
        to: "room",
        body: `crowd message ${chats}`,
        client_id: `${chatClientIdPrefix}${chats++}-${unique()}`,
      }),
  };
  await cannon(bases, session, chat, { seconds: 30, connections: 10, amount: tokens.length });
  add(
    "chatSend",
    `${tokens.length * 4} sends, the crowd's players in turn (4 each, under the 10 per 10 s), 10 connections`,
    await costOf(setup.cpu, () =>
      cannon(bases, session, chat, { seconds: 30, connections: 10, amount: tokens.length * 4 }),
    ),
  );

  // a loop that ends only when each of its streams has answered: every stream opened is counted
  const stream = (n: number) => openStream(bases[n % bases.length] ?? "", host, tokens[n % tokens.length] ?? "");
  const warmStreams = await loop(stream, { concurrency: 20, seconds: warmUp });
  const count = sized(warmStreams.perSecond, seconds, 20);
  add(
    "streamOpen",
    "opened until `ready`, then closed, the crowd's players in turn, 20 at a time",
    await costOf(setup.cpu, () => loop(stream, { concurrency: 20, count, seconds: seconds * 10 })),
  );

  const heartbeat = await streamHeartbeats(setup, tokens);
  if (heartbeat) {
    figures.push(heartbeat);
    setup.progress(
      `streamHeartbeat: ${heartbeat.load.perSecond}/s, CPU ms API ${heartbeat.cpuMs.api} / DB ${heartbeat.cpuMs.db}`,
    );
  }
  return figures;
}
