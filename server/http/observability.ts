/**
 * What an operator sees of each request: its id, one access line, the request metrics; and GET /metrics.
 *
 * `observability` is the first middleware (app.ts). It takes the request's `X-Request-Id` when it is a
 * plain id (/^[A-Za-z0-9._-]{8,64}$/: a proxy's or a load balancer's), else makes a random one, echoes it
 * in the answer's `X-Request-Id`, and runs the rest of the pipeline in the request scope (log.ts), so every
 * line written meanwhile carries it as `reqId`. Once answered, one access line at info:
 *
 *   {"level":"info","time":"…","pid":…,"hostname":"…","reqId":"…","method":"GET",
 *    "route":"/api/player/chat/messages","status":200,"durationMs":3.21,"msg":"GET /api/player/chat/messages 200"}
 *
 * The route is the matched route's PATTERN (`/api/player/mail/:id`), never the raw path or its query (a
 * query can carry a launch reference); "static" for the built app's files and pages, "unmatched" when no
 * route took the request, "preflight" for a CORS preflight. No header, cookie, body or query is logged.
 * For an event stream the duration is the time to its headers (the stream itself: event_streams_open).
 *
 * `metricsEndpoint` answers GET /metrics (Prometheus' text format) only when METRICS_TOKEN is set, and
 * then only to `Authorization: Bearer <token>` (compared in constant time); unset, it is 404 like any
 * unknown path. Scrapes are not counted in the request metrics.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context, Handler, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Ctx } from "../context.ts";
import { requestScope } from "../log.ts";
import { methodLabel } from "../metrics.ts";
import type { AppEnv } from "./env.ts";

export const METRICS_PATH = "/metrics";
/** Liveness and readiness (routes/health.ts). */
const probePaths = new Set(["/healthz", "/readyz"]);

const plainId = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the incoming X-Request-Id when it is a plain id, else 16 random URL-safe characters. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && plainId.test(header) ? header : randomBytes(12).toString("base64url");
}

const isWildcard = (path: string) => path === "*" || path === "/*";

/**
 * The matched route's pattern for the request just answered. Hono ran the routes matched by the path in
 * order; `routeIndex` is the last one that ran. When that was a middleware (method ALL: a refusal such as
 * 401, 413 or an unknown tenant, or every route passed the request on), the handler it was headed for names
 * it; a catch-all's 404 is "unmatched"; a file or page of the built app (a wildcard route) is "static".
 */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const index = c.req.routeIndex;
  let route = routes[index];
  if (route?.method === "ALL") route = routes.slice(index + 1).find((r) => r.method !== "ALL") ?? route;
  if (!route) return "unmatched";
  const status = c.res.status;
  if (route.method === "ALL" || isWildcard(route.path)) {
    if (status === 404) return "unmatched";
    if (c.req.method === "OPTIONS" && route.method === "ALL") return "preflight";
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    if (read && status < 400 && (isWildcard(route.path) || route.path.endsWith("/*"))) return "static";
  }
  return route.path;
}

/** Sets a header on the final answer, also when its headers are immutable (a Response made elsewhere). */
function setHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/** The first middleware: request id and scope, then the access line and the request metrics. */
export function observability(ctx: Pick<Ctx, "log" | "metrics">): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header("x-request-id"));
    return requestScope.run({ reqId }, async () => {
      await next();
      setHeader(c, "X-Request-Id", reqId);
      const ms = performance.now() - started;
      const method = methodLabel(c.req.method);
      const route = routeLabel(c);
      const status = c.res.status;
      if (route !== METRICS_PATH) ctx.metrics.request(method, route, status, ms / 1000);
      // the balancer's and supervisor's probes every few seconds: counted, logged only when they fail
      if (probePaths.has(route) && status < 400) return;
      ctx.log.info({ method, route, status, durationMs: Math.round(ms * 100) / 100 }, `${method} ${route} ${status}`);
    });
  };
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** GET /metrics: 404 without METRICS_TOKEN; 401 without its bearer; else the registry in Prometheus' format. */
export function metricsEndpoint(ctx: Pick<Ctx, "metrics">, token: string | null): Handler<AppEnv> {
  const expected = token === null ? null : digest(token);
  return async (c) => {
    if (expected === null) return c.json("Not found", 404);
    const given = /^Bearer +(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    // digests of equal length: the comparison takes the same time whatever was sent
    if (!timingSafeEqual(digest(given), expected)) {
      return c.json("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const text = await ctx.metrics.registry.metrics();
    return c.body(text, 200, { "Content-Type": ctx.metrics.registry.contentType, "Cache-Control": "no-store" });
  };
}
