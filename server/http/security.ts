/**
 * Security headers on every response (ASVS 5.0 V3.4): a strict Content-Security-Policy, nosniff,
 * referrer and permissions policies, COOP, no framing, and HSTS on https.
 *
 * One middleware (`securityHeaders`, first in app.ts) sets them after the handler ran, so API
 * answers, files, the app shell, sandbox pages, the visualiser, errors and 404s all get them.
 * A page with inline code says which (`c.set("csp", …)`): its hashes join script-src / style-src.
 * No 'unsafe-inline' anywhere: React's style props go through the CSSOM (element.style), which CSP
 * does not govern, so the app needs no inline styles beyond the hashed `<style>` of index.html.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv, InlineHashes } from "./env.ts";

/**
 * Origins that may be framed (frame-src), e.g. game providers' launch URLs once games are played
 * in an iframe. Empty for now: nothing is framed (`frame-src 'none'`).
 */
export const gameProviderOrigins: readonly string[] = [];

export type SecurityOptions = {
  /** Other origins the app may call (the API's, when the app was built with VITE_API_URL elsewhere). */
  connectSrc?: readonly string[];
  /** Origins allowed in frames (defaults to gameProviderOrigins). */
  frameSrc?: readonly string[];
};

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
  const frames = options.frameSrc ?? gameProviderOrigins;
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

/** Sets the security headers on every response; first middleware of the app. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler<AppEnv> {
  const plain = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const inline = c.get("csp");
    headers.set("Content-Security-Policy", inline ? contentSecurityPolicy(options, inline) : plain);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("Permissions-Policy", permissionsPolicy);
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    // Only over https (the request's own scheme): HSTS sent over http would be ignored anyway,
    // and a TLS-terminating proxy in front adds its own.
    if (new URL(c.req.url).protocol === "https:") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    } else {
      headers.delete("Strict-Transport-Security");
    }
  };
}
