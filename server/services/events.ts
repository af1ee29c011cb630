/**
 * The per-player event bus behind `GET /api/player/events` (routes/events.ts): services publish
 * what changed for a player (or, for the chat room, for every player of a tenant) once their
 * database transaction has committed; every open stream of that player (tabs, devices) receives it.
 *
 * `EventBus` is the interface routes and services use. `createLocalEventBus` keeps subscribers and
 * a short history in this process: right for one API instance and no database in between.
 * `createNotifyBus` puts PostgreSQL's LISTEN/NOTIFY in front of it (main.ts uses it): a publish is a
 * `NOTIFY player_events, '<json>'` (after the commit, as every publish is), every instance on the
 * database LISTENs and hands what arrives to its local subscribers, its own included, so two API
 * instances deliver to each other's players. Event ids stay per instance ("<epoch>.<seq>"): a stream
 * resumed on another instance reports `resumed: false` and the app reads its money queries again.
 * Chat events carry no id and are never replayed: after any reconnection the app reads its open
 * conversations again and merges by message id (contract/events.ts ChatEvent).
 */
import { randomBytes } from "node:crypto";
import { maxStreamsPerPlayer, type PlayerEvent } from "../../src/api/contract/events.ts";
import type { PubSub } from "../db/open.ts";

/**
 * What travels on the bus: the player's events, and `session` (a login elsewhere, a sign-out,
 * a password change or reset): open streams check that their session is still the current one.
 * `session` is for the streams only; it is neither sent to the app nor kept for replay.
 */
export type BusEvent = PlayerEvent | { kind: "session" } | { kind: "mutes" } | { kind: "resync" };

/**
 * Kinds delivered but never kept for replay: `session` and `mutes` (whom the player muted changed:
 * their streams read it again) are for the streams only; `chat` see the header; `resync` (events may
 * have been missed: the stream ends, and the app reconnects and reads its data again) see `resync()`.
 */
const unkeptKinds = new Set(["session", "mutes", "chat", "resync"]);

/** An event with its id (null for `session`, `mutes` and `chat`, which are never replayed). */
export type Delivered = { id: string | null; event: BusEvent };

export type Subscription = {
  /** The id of the newest event so far: a stream's starting point (its `ready` message carries it). */
  position: string;
  /**
   * Events published after `after` (the Last-Event-ID), oldest first, when all of them are still
   * known; null when they are not (no id given, too old, another epoch, malformed).
   */
  missed: Delivered[] | null;
  close: () => void;
};

export type EventBus = {
  publish: (tenantId: string, playerId: string, event: BusEvent) => void;
  /** To every open stream of every player of the tenant (the chat room); never kept for replay. */
  publishToTenant: (tenantId: string, event: BusEvent) => void;
  subscribe: (
    tenantId: string,
    playerId: string,
    listener: (delivered: Delivered) => void,
    after?: string | null,
  ) => Subscription;
  /** Open subscriptions of the player on this instance. */
  subscribers: (tenantId: string, playerId: string) => number;
};

/** The bus of one process, which can also start over (see `resync`). */
export type LocalEventBus = EventBus & {
  /**
   * Events may have been missed (the LISTEN connection was lost and is back): a new epoch and no history,
   * so no stream resumes from an id given before, and every open stream is told `resync` (it ends; the app
   * reconnects, is answered `resumed: false` and reads its data again).
   */
  resync: () => void;
};

type Kept = { seq: number; event: PlayerEvent };
type History = { events: Kept[]; droppedUpTo: number };

export type LocalEventBusOptions = {
  /** Events kept per player for a resumed stream. */
  historyPerPlayer?: number;
  /** Players whose history is kept (the least recently active are forgotten first). */
  historyPlayers?: number;
  log?: Pick<Console, "error" | "warn">;
};

export function createLocalEventBus({
  historyPerPlayer = 50,
  historyPlayers = 10_000,
  log = console,
}: LocalEventBusOptions = {}): LocalEventBus {
  // A new epoch per process: ids of an earlier process (a restart) are never mistaken for ours.
  let epoch = randomBytes(6).toString("hex");
  let seq = 0;
  /** The highest sequence number of a forgotten player history: a player without history since then missed nothing. */
  let forgottenUpTo = 0;
  const listeners = new Map<string, Set<(delivered: Delivered) => void>>();
  /** The keys (tenant:player) with open subscriptions, per tenant. */
  const tenantKeys = new Map<string, Set<string>>();
  const histories = new Map<string, History>();
  const keyOf = (tenantId: string, playerId: string) => `${tenantId}:${playerId}`;
  const idOf = (n: number) => `${epoch}.${n}`;

  function remember(key: string, kept: Kept): void {
    const history = histories.get(key) ?? { events: [], droppedUpTo: 0 };
    histories.delete(key); // re-inserted last: Map order is least recently active first
    history.events.push(kept);
    if (history.events.length > historyPerPlayer) history.droppedUpTo = history.events.shift()?.seq ?? 0;
    histories.set(key, history);
    if (histories.size > historyPlayers) {
      const oldest = histories.entries().next().value;
      if (oldest) {
        histories.delete(oldest[0]);
        forgottenUpTo = Math.max(forgottenUpTo, oldest[1].events.at(-1)?.seq ?? 0);
      }
    }
  }

  /** Everything after `after` for this player, or null when that cannot be told. */
  function since(key: string, after: string | null | undefined): Delivered[] | null {
    if (!after) return null;
    const [from, number] = after.split(".");
    const last = Number(number);
    if (from !== epoch || !Number.isSafeInteger(last) || last < 0 || last > seq) return null;
    const history = histories.get(key);
    if (!history) return last >= forgottenUpTo ? [] : null;
    if (last < history.droppedUpTo) return null;
    return history.events.filter((e) => e.seq > last).map((e) => ({ id: idOf(e.seq), event: e.event }));
  }

  function deliver(key: string, delivered: Delivered) {
    for (const listener of [...(listeners.get(key) ?? [])]) {
      try {
        listener(delivered);
      } catch (error) {
        // one broken stream must not keep the event from the others, nor fail the money move
        log.error("[events] a listener failed:", error);
      }
    }
  }

  return {
    publish(tenantId, playerId, event) {
      const key = keyOf(tenantId, playerId);
      let delivered: Delivered = { id: null, event };
      if (!unkeptKinds.has(event.kind)) {
        seq += 1;
        remember(key, { seq, event: event as PlayerEvent });
        delivered = { id: idOf(seq), event };
      }
      deliver(key, delivered);
    },
    publishToTenant(tenantId, event) {
      for (const key of [...(tenantKeys.get(tenantId) ?? [])]) deliver(key, { id: null, event });
    },
    subscribe(tenantId, playerId, listener, after) {
      const key = keyOf(tenantId, playerId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      const keys = tenantKeys.get(tenantId) ?? new Set();
      keys.add(key);
      tenantKeys.set(tenantId, keys);
      return {
        position: idOf(seq),
        missed: since(key, after),
        close: () => {
          set.delete(listener);
          if (set.size === 0 && listeners.get(key) === set) {
            listeners.delete(key);
            keys.delete(key);
            if (keys.size === 0 && tenantKeys.get(tenantId) === keys) tenantKeys.delete(tenantId);
          }
        },
      };
    },
    subscribers: (tenantId, playerId) => listeners.get(keyOf(tenantId, playerId))?.size ?? 0,
    resync() {
      epoch = randomBytes(6).toString("hex");
      histories.clear();
      forgottenUpTo = seq;
      for (const key of [...listeners.keys()]) deliver(key, { id: null, event: { kind: "resync" } });
    },
  };
}

/** The NOTIFY channel of the bus. */
export const busChannel = "player_events";

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;

type Notice = { t: string; p: string | null; e: BusEvent };

/**
 * The bus across API instances on one database (see the header): publishing NOTIFYs, and what any
 * instance NOTIFYs reaches this instance's streams through the local bus. `ready` resolves once
 * this instance LISTENs (start serving after it); `close` stops listening.
 */
export async function createNotifyBus(
  pubsub: PubSub,
  options: LocalEventBusOptions & {
    /** Registers what to do when the LISTEN connection is back after a loss (db/open.ts onListenRestored). */
    onListenRestored?: (callback: () => void) => void;
  } = {},
): Promise<EventBus & { close: () => Promise<void> }> {
  const log = options.log ?? console;
  const local = createLocalEventBus(options);
  options.onListenRestored?.(() => {
    log.warn("[events] LISTEN is back: open streams end and reconnect to read their data again");
    local.resync();
  });
  const unlisten = await pubsub.listen(busChannel, (payload) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return log.error("[events] a malformed notification:", payload.slice(0, 200));
    }
    if (notice.p === null) local.publishToTenant(notice.t, notice.e);
    else local.publish(notice.t, notice.p, notice.e);
  });
  const send = (notice: Notice) => {
    const payload = JSON.stringify(notice);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      return log.error(`[events] a ${notice.e.kind} event is too large to NOTIFY (${payload.length} characters)`);
    }
    pubsub.notify(busChannel, payload).catch((error: unknown) => log.error("[events] NOTIFY failed:", error));
  };
  return {
    publish: (tenantId, playerId, event) => send({ t: tenantId, p: playerId, e: event }),
    publishToTenant: (tenantId, event) => send({ t: tenantId, p: null, e: event }),
    subscribe: local.subscribe,
    subscribers: local.subscribers,
    close: unlisten,
  };
}

/** How the event stream runs (routes/events.ts). */
export type EventStreamSettings = {
  /** A comment line is written this often, so proxies and the app can tell a live line from a dead one. */
  heartbeatMs: number;
  /** Streams one player may hold open on this instance; a new one ends the player's oldest (routes/events.ts). */
  maxPerPlayer: number;
  /** Unread bytes a stream may queue before it is closed (a reader that stopped reading). */
  maxQueuedBytes: number;
  /** Runs `tick` every `ms` until the returned function is called (tests inject a hand-driven one). */
  every: (ms: number, tick: () => void) => () => void;
};

export function eventStreamSettings(given: Partial<EventStreamSettings> = {}): EventStreamSettings {
  return {
    heartbeatMs: given.heartbeatMs ?? 15_000,
    maxPerPlayer: given.maxPerPlayer ?? maxStreamsPerPlayer,
    maxQueuedBytes: given.maxQueuedBytes ?? 64 * 1024,
    every:
      given.every ??
      ((ms, tick) => {
        const timer = setInterval(tick, ms);
        timer.unref?.();
        return () => clearInterval(timer);
      }),
  };
}
