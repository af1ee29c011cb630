/**
 * The per-player event bus behind `GET /api/player/events` (routes/events.ts): services publish
 * what changed for a player once their database transaction has committed; every open stream of
 * that player (tabs, devices) receives it.
 *
 * `EventBus` is the interface routes and services use. `createLocalEventBus` keeps subscribers and
 * a short history in this process: right for one API instance (the embedded database is one process
 * anyway). For several instances on one PostgreSQL, a bus with the same interface can publish with
 * `NOTIFY player_events, '<tenant>:<player>:<event json>'` (sent after commit, as here) and have
 * each instance `LISTEN` and hand what arrives to its local subscribers; its event ids then come
 * from one shared sequence so that a stream resumed on another instance can replay what it missed.
 * Until then a stream resumed on another instance reports `resumed: false` and the app reads its
 * money queries again (see EventStreamReady).
 */
import { randomBytes } from "node:crypto";
import { maxStreamsPerPlayer, type PlayerEvent } from "../../src/api/contract/events.ts";

/**
 * What travels on the bus: the player's events, and `session` (a login elsewhere, a sign-out,
 * a password change or reset): open streams check that their session is still the current one.
 * `session` is for the streams only; it is neither sent to the app nor kept for replay.
 */
export type BusEvent = PlayerEvent | { kind: "session" };

/** An event with its id (null for `session`, which is never replayed). */
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
  subscribe: (
    tenantId: string,
    playerId: string,
    listener: (delivered: Delivered) => void,
    after?: string | null,
  ) => Subscription;
  /** Open subscriptions of the player on this instance (the stream cap counts them). */
  subscribers: (tenantId: string, playerId: string) => number;
};

type Kept = { seq: number; event: PlayerEvent };
type History = { events: Kept[]; droppedUpTo: number };

export type LocalEventBusOptions = {
  /** Events kept per player for a resumed stream. */
  historyPerPlayer?: number;
  /** Players whose history is kept (the least recently active are forgotten first). */
  historyPlayers?: number;
  log?: Pick<Console, "error">;
};

export function createLocalEventBus({
  historyPerPlayer = 50,
  historyPlayers = 10_000,
  log = console,
}: LocalEventBusOptions = {}): EventBus {
  // A new epoch per process: ids of an earlier process (a restart) are never mistaken for ours.
  const epoch = randomBytes(6).toString("hex");
  let seq = 0;
  /** The highest sequence number of a forgotten player history: a player without history since then missed nothing. */
  let forgottenUpTo = 0;
  const listeners = new Map<string, Set<(delivered: Delivered) => void>>();
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

  return {
    publish(tenantId, playerId, event) {
      const key = keyOf(tenantId, playerId);
      let delivered: Delivered = { id: null, event };
      if (event.kind !== "session") {
        seq += 1;
        remember(key, { seq, event });
        delivered = { id: idOf(seq), event };
      }
      for (const listener of [...(listeners.get(key) ?? [])]) {
        try {
          listener(delivered);
        } catch (error) {
          // one broken stream must not keep the event from the others, nor fail the money move
          log.error("[events] a listener failed:", error);
        }
      }
    },
    subscribe(tenantId, playerId, listener, after) {
      const key = keyOf(tenantId, playerId);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return {
        position: idOf(seq),
        missed: since(key, after),
        close: () => {
          set.delete(listener);
          if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
        },
      };
    },
    subscribers: (tenantId, playerId) => listeners.get(keyOf(tenantId, playerId))?.size ?? 0,
  };
}

/** How the event stream runs (routes/events.ts). */
export type EventStreamSettings = {
  /** A comment line is written this often, so proxies and the app can tell a live line from a dead one. */
  heartbeatMs: number;
  /** Streams one player may hold open on this instance; the next is refused (429). */
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
