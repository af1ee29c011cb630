/**
 * Security headers on every response (ASVS 5.0 V3.4): a strict Content-Security-Policy, nosniff,
 * referrer and permissions policies, COOP, no framing, and HSTS on https.
 *
 * Framing: the app frames exactly the game providers' origins (frame-src, `gameFrameSources`) and
 * is framed by nobody (`frame-ancestors 'none'`, `X-Frame-Options: DENY`). The one exception is
 * the demo provider's game page (`c.set("framedBySelf", true)`): framed by its own origin only.
 *
 * One middleware (`securityHeaders`, first in app.ts) sets them after the handler ran, so API
 * answers, files, the app shell, sandbox pages, the visualiser, errors and 404s all get them.
 * Except the built app's scripts and stylesheets (`c.set("subresource", true)`, static.ts): a browser applies a
 * CSP, framing, referrer, permissions and opener policy to a document (and a worker) and to none of its
 * subresources, so those files carry only nosniff (and HSTS), not about 800 bytes of headers per file on the
 * first screen (issue 32). They are hashed and immutable; whatever serves them as a document gets every header.
 * A page with inline code says which (`c.set("csp", …)`): its hashes join script-src / style-src.
 * No 'unsafe-inline' anywhere: React's style props go through the CSSOM (element.style), which CSP
 * does not govern, so the app needs no inline styles beyond the hashed `<style>` of index.html.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, InlineHashes } from "./env.ts";

export type SecurityOptions = {
  /** Other origins the app may call (the API's, when the app was built with VITE_API_URL elsewhere). */
  connectSrc?: readonly string[];
  /**
   * What the app may frame (frame-src): exactly the game providers' origins whose launch URLs
   * /play_game opens (`gameFrameSources`). Empty: nothing is framed (`frame-src 'none'`).
   */
  frameSrc?: readonly string[];
};

/**
 * The app's frame-src: the demo provider (this server's own path, so `'self'`, and the API's origin
 * when the app calls an API elsewhere) only while the sandbox connects it, plus the origins of the
 * real providers named in GAME_PROVIDER_ORIGINS (settings.ts). Nothing else may be framed.
 */
export function gameFrameSources(options: {
  sandbox: boolean;
  apiOrigin?: string | null;
  providerOrigins?: readonly string[];
}): string[] {
  const demo = options.sandbox ? ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : [])] : [];
  return [...new Set([...demo, ...(options.providerOrigins ?? [])])];
}

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Script types a browser runs (a `type="application/json"` data block is not one, and needs no hash). */
const executable = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * The hashes of the inline scripts and `<style>` elements of an HTML page, for its CSP. Computed
 * from the page as built (trusted), never from text a request put into it.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (executable.test(type)) scripts.push(hashOf(match[2] ?? ""));
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styles.push(hashOf(match[2] ?? ""));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The Content-Security-Policy of a response (with the inline hashes of the page it serves, if any). */
export function contentSecurityPolicy(options: SecurityOptions = {}, inline?: InlineHashes): string {
  const frames = options.frameSrc ?? [];
  const list = (sources: readonly string[]) => sources.join(" ");
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", ...(inline?.scripts ?? [])])}`,
    `style-src ${list(["'self'", ...(inline?.styles ?? [])])}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${list(["'self'", ...(options.connectSrc ?? [])])}`,
    "worker-src 'self'",
    `frame-src ${frames.length > 0 ? list(frames) : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The CSP of a game page served by the demo provider (routes/demo-game.ts): as strict as the app's
 * (its script and style are files), calling only its own origin, framing nothing, and framed only
 * by pages of its own origin (`frame-ancestors 'self'`): the app's /play_game on the same origin.
 */
export function gamePagePolicy(): string {
  return contentSecurityPolicy({ frameSrc: [] }).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

/** Sets the security headers on every response; first middleware of the app. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler<AppEnv> {
  const plain = contentSecurityPolicy(options);
  const gamePage = gamePagePolicy();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    // Only over https (the request's own scheme): HSTS sent over http would be ignored anyway,
    // and a TLS-terminating proxy in front adds its own.
    if (new URL(c.req.url).protocol === "https:") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    } else {
      headers.delete("Strict-Transport-Security");
    }
    // a script or stylesheet of the built app, successfully served: nothing of a document's
    if (c.get("subresource") === true && c.res.ok) return;
    const inline = c.get("csp");
    // A game page may be framed by its own origin; everything else (the app above all) never.
    const framedBySelf = c.get("framedBySelf") === true;
    headers.set(
      "Content-Security-Policy",
      framedBySelf ? gamePage : inline ? contentSecurityPolicy(options, inline) : plain,
    );
    headers.set("X-Frame-Options", framedBySelf ? "SAMEORIGIN" : "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", permissionsPolicy);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}
