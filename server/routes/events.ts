/**
 * GET /api/player/events — the signed-in player's event stream (Server-Sent Events). Authenticated
 * like every player call (X-Cookie or Authorization bearer: the app reads it with fetch, since
 * EventSource cannot send headers). The stream:
 *
 *   retry: 2000                      reconnection hint
 *   event: ready                     first message: { resumed, heartbeat_ms } (EventStreamReady)
 *   id: <epoch>.<seq>                (when not resumed: the starting point for Last-Event-ID)
 *   event: wallet | transaction      what changed (contract/events.ts), with its id, replayed first
 *   event: chat                      a message (no id, never replayed; not from a player this one muted)
 *   : heartbeat                      a comment every heartbeatMs
 *
 * A reconnection sends `Last-Event-ID`; the events since then are replayed when still known
 * (`resumed: true`). At most `maxPerPlayer` streams per player on this instance: a new one ends the
 * player's oldest instead of being refused, so a player who reloads gets a stream at once even when
 * the old page's connection has not been seen closing (a proxy may hold it open until the next
 * heartbeat's write fails). A stream ends when the app goes away (the request's abort signal, or
 * the response stream cancelled: its place is free at once), when its session ends (sign-out, a
 * login elsewhere, a password change or reset: told on the bus at once, and checked again on every
 * heartbeat), when a newer stream of the player takes its place, and when its reader stops reading.
 */
import { Hono } from "hono";
import { type EventStreamReady, EventStreamRequest } from "../../src/api/contract/events.ts";
import type { Ctx } from "../context.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { authenticate } from "../http/auth.ts";
import type { AppEnv } from "../http/env.ts";
import { validate } from "../http/input.ts";
import { sseMessage, sseResponse } from "../http/sse.ts";
import { mutedUids } from "../services/chat.ts";
import type { Delivered } from "../services/events.ts";
import { loadView } from "../services/players.ts";

/** Reconnection delay the stream suggests (the app backs off from it). */
const RETRY_MS = 2_000;
/** The hint of a stream ended because its instance stops (SIGTERM): come back soon, to another instance. */
const DRAIN_RETRY_MS = 500;

export function eventRoutes(ctx: Ctx): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const settings = ctx.eventStream;
  /** The open streams of each player (tenant:player) on this instance, oldest first: how to end each. */
  const open = new Map<string, Set<() => void>>();

  app.get("/", async (c) => {
    // a stopping instance opens no stream: the app comes back in a moment, through the balancer, to another
    if (ctx.lifecycle.draining()) {
      return c.json("Server is busy, try again in a moment", 503, { "Retry-After": "1" });
    }
    const { player, token } = await authenticate(ctx, c);
    const lastEventId = c.req.header("last-event-id");
    const input = validate(EventStreamRequest, lastEventId === undefined ? {} : { last_event_id: lastEventId });
    const tenantId = c.var.tenant.id;
    const key = `${tenantId}:${player.id}`;

    /** Member UIDs this player muted: their chat messages are not sent (read again on `mutes`). */
    let muted = await mutedUids(ctx.db, player.id);
    // From here to the stream's registration nothing waits: the count cannot be passed by concurrent
    // requests. At the cap, the oldest streams end to make room (a reload, another tab that left).
    const streams = open.get(key) ?? new Set<() => void>();
    for (const oldest of [...streams].slice(0, Math.max(0, streams.size - settings.maxPerPlayer + 1))) oldest();
    // (set again: ending the last of them took the player's entry out)
    open.set(key, streams);
    return sseResponse(c.req.raw.signal, settings.maxQueuedBytes, ({ send, end }) => {
      streams.add(end);
      ctx.metrics.streamOpened();
      /** Ends the stream once its token or session is no longer good (the app then hears 401 on reconnecting). */
      const checkSession = async () => {
        try {
          const claims = await ctx.tokens.verify(token);
          const view = await loadView(ctx, player.id);
          if (!claims || !view || view.sessionId !== claims.sid) end();
        } catch (error) {
          // an outage is one line (db/unavailable.ts); anything else with its error
          if (isDatabaseUnavailable(error)) ctx.log.warn("[events] session check: the database is unavailable");
          else ctx.log.warn("[events] session check failed; the next heartbeat tries again:", error);
        }
      };
      const rereadMutes = async () => {
        try {
          muted = await mutedUids(ctx.db, player.id);
        } catch (error) {
          if (isDatabaseUnavailable(error))
            ctx.log.warn("[events] reading the muted players: the database is unavailable");
          else ctx.log.warn("[events] reading the muted players failed:", error);
        }
      };
      const deliverNow = ({ id, event }: Delivered) => {
        if (event.kind === "session") void checkSession();
        else if (event.kind === "resync") end();
        else if (event.kind === "mutes") return;
        else if (event.kind === "chat" && muted.has(event.message.sender.member_uid)) return;
        else send(sseMessage(event.kind, event, id));
      };
      /** While the mutes are read again, what arrives waits for it (in order): a mute holds from its commit on. */
      let backlog: Promise<void> | null = null;
      const enqueue = (step: () => void | Promise<void>) => {
        const next = (backlog ?? Promise.resolve()).then(step);
        backlog = next;
        void next.then(() => {
          if (backlog === next) backlog = null;
        });
      };
      const deliver = (delivered: Delivered) => {
        if (delivered.event.kind === "mutes") enqueue(rereadMutes);
        else if (backlog) enqueue(() => deliverNow(delivered));
        else deliverNow(delivered);
      };
      const subscription = ctx.events.subscribe(tenantId, player.id, deliver, input.last_event_id);
      const resumed = subscription.missed !== null;
      const ready: EventStreamReady = { resumed, heartbeat_ms: settings.heartbeatMs };
      send(`retry: ${RETRY_MS}\n\n${sseMessage("ready", ready, resumed ? null : subscription.position)}`);
      for (const missed of subscription.missed ?? []) deliver(missed);
      const stopHeartbeat = settings.every(settings.heartbeatMs, () => {
        send(": heartbeat\n\n");
        void checkSession();
      });
      // the instance stops (SIGTERM, http/lifecycle.ts): a sooner retry hint, then the stream ends
      const forgetDrain = ctx.lifecycle.onDrain(() => {
        send(`retry: ${DRAIN_RETRY_MS}\n\n`);
        end();
      });
      return () => {
        forgetDrain();
        ctx.metrics.streamClosed();
        streams.delete(end);
        if (streams.size === 0 && open.get(key) === streams) open.delete(key);
        subscription.close();
        stopHeartbeat();
      };
    });
  });

  return app;
}
