/**
 * /api/sandbox/inspect — live inspection of the app's statecharts, mounted only when SANDBOX is on
 * (404 otherwise, like every sandbox route). No sign-in: it is the sandbox's debugging aid, per tenant.
 *
 *   POST /api/sandbox/inspect          { messages: InspectionMessage[] } from the app opened with ?inspect → 204
 *   GET  /api/sandbox/inspect/stream   Server-Sent Events for the visualiser (/flows):
 *     retry: 2000
 *     event: hello     { actors }: every running (or recently ended) actor of the tenant, latest snapshot and log
 *     event: inspect   each new InspectionMessage, as it arrives
 *     : heartbeat      a comment every heartbeat
 *   GET  /api/sandbox/inspect/audit/:username   the player's play-responsibly audit (services/audit.ts),
 *                                               oldest first: who changed what, when, old and new (tests read it)
 */
import { Hono } from "hono";
import { InspectionBatch, type InspectionMessage } from "../../src/api/contract/inspection.ts";
import type { Ctx } from "../context.ts";
import { fail } from "../errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/input.ts";
import { sseMessage, sseResponse } from "../http/sse.ts";
import { auditOf } from "../services/audit.ts";
import { createInspectionHub, type InspectionHub } from "../services/inspection.ts";
import { findByUsername } from "../services/players.ts";

/** Reconnection delay the stream suggests. */
const RETRY_MS = 2_000;

export function sandboxInspectRoutes(ctx: Ctx, hub: InspectionHub = createInspectionHub()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const settings = ctx.eventStream;

  app.post("/", async (c) => {
    const batch = await readJson(c, InspectionBatch);
    hub.record(c.var.tenant.id, batch.messages);
    return c.body(null, 204);
  });

  app.get("/stream", (c) => {
    const tenantId = c.var.tenant.id;
    // listening is checked and taken in one synchronous step; what arrives before the stream opens waits
    const waiting: InspectionMessage[] = [];
    let deliver: (m: InspectionMessage) => void = (m) => waiting.push(m);
    const stopListening = hub.listen(tenantId, (m) => deliver(m));
    if (!stopListening) fail(429, "Too many requests, try again later");
    // the hello of a busy tenant is larger than the player's stream's queue: room for it and some more
    return sseResponse(c.req.raw.signal, settings.maxQueuedBytes * 16, ({ send }) => {
      send(`retry: ${RETRY_MS}\n\n${sseMessage("hello", hub.hello(tenantId))}`);
      deliver = (m) => send(sseMessage("inspect", m));
      // what arrived just before the hello is in it already; the visualiser keeps the newer of two
      // snapshots of an actor (seq), so hearing it again changes nothing
      for (const m of waiting.splice(0)) deliver(m);
      const stopHeartbeat = settings.every(settings.heartbeatMs, () => send(": heartbeat\n\n"));
      return () => {
        stopListening();
        stopHeartbeat();
      };
    });
  });

  app.get("/audit/:username", async (c) => {
    const username = c.req.param("username");
    if (!/^[A-Za-z0-9_]{1,32}$/.test(username)) fail(400, "Invalid data request");
    const player = await findByUsername(ctx.db, c.var.tenant.id, username);
    if (!player) fail(404, "User not found");
    const entries = await auditOf(ctx.db, player.id);
    return c.json(
      entries.map((e) => ({
        actor: e.actor,
        subject: e.subject,
        old_value: e.oldValue,
        new_value: e.newValue,
        at: e.at.toISOString(),
      })),
    );
  });

  return app;
}
