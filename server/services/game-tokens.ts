/**
 * The demo provider's two signed tokens: a launch token (in the launch URL, `launchTtlSeconds`)
 * and a game session token (handed to the game page, `sessionTtlSeconds`). Both are
 * `<payload>.<mac>`: the payload is base64url JSON bound to the player, their app session, the
 * tenant, the provider and the game; the mac an HMAC-SHA256 over the token's purpose and the
 * payload under a key derived from the JWT secret, compared in constant time. The purposes differ,
 * so a launch token never passes as a session and the reverse. Expiry is read on the server's clock.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type } from "arktype";

/** A launch URL opens for 5 minutes: enough to load a game on a slow line, short if it leaks. */
export const launchTtlSeconds = 5 * 60;
/** A game session lasts 2 hours; the player launches again after that (the app session must also last). */
export const sessionTtlSeconds = 2 * 60 * 60;

/** The languages the demo game speaks (the app's four). */
export const gameLanguages = ["en-US", "zh-CN", "zh-TW", "ms-MY"] as const;
export type GameLanguage = (typeof gameLanguages)[number];

/** The game's language from a language tag or an Accept-Language list; English when none fits. */
export function gameLanguageOf(value: string | null | undefined): GameLanguage {
  for (const part of (value ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag === "") continue;
    const exact = gameLanguages.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return "zh-TW";
    if (tag.startsWith("zh")) return "zh-CN";
    if (tag.startsWith("ms")) return "ms-MY";
    if (tag.startsWith("en")) return "en-US";
  }
  return "en-US";
}

/** What both tokens carry: player, their app session, tenant, provider, game, and the end. */
const Claims = type({
  /** player id */
  pid: "0 < string <= 64",
  /** the app session (the player's sessionId) the game was launched from: ending it ends the game */
  sid: "0 < string <= 64",
  tid: "0 < string <= 64",
  pc: /^[A-Z0-9]{2,12}$/,
  gid: /^[A-Z0-9]{2,12}-\d{1,6}$/,
  /** expiry, epoch seconds */
  exp: "number.integer",
  /** random, so two launches within a second differ */
  n: "string <= 32",
});
export type GameClaims = typeof Claims.infer;

type Purpose = "launch" | "session";

/** The longest token either kind can be; anything longer is refused before any work. */
const MAX_TOKEN_LENGTH = 1024;

export type TokenCheck = { ok: true; claims: GameClaims } | { ok: false; reason: "invalid" | "expired" };

export type GameTokens = {
  sign: (purpose: Purpose, claims: Omit<GameClaims, "exp" | "n">, ttlSeconds: number) => string;
  /** A token of this purpose, signed by us and unexpired on the server's clock. */
  verify: (purpose: Purpose, token: string | null | undefined) => TokenCheck;
};

/** The key of the game tokens, derived from the JWT secret (as the OTP key is). */
export function deriveGameKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("demo-provider-tokens").digest();
}

export function createGameTokens(key: Buffer, now: () => Date): GameTokens {
  const mac = (purpose: Purpose, payload: string) =>
    createHmac("sha256", key).update(`${purpose}.${payload}`).digest("base64url");
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    sign(purpose, claims, ttlSeconds) {
      const full: GameClaims = { ...claims, exp: seconds() + ttlSeconds, n: randomBytes(9).toString("base64url") };
      const payload = Buffer.from(JSON.stringify(full)).toString("base64url");
      return `${payload}.${mac(purpose, payload)}`;
    },
    verify(purpose, token) {
      if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid" };
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: "invalid" };
      const [, payload = "", given = ""] = match;
      const expected = Buffer.from(mac(purpose, payload));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
        return { ok: false, reason: "invalid" };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return { ok: false, reason: "invalid" };
      }
      const claims = Claims(parsed);
      if (claims instanceof type.errors) return { ok: false, reason: "invalid" };
      if (claims.exp <= seconds()) return { ok: false, reason: "expired" };
      return { ok: true, claims };
    },
  };
}
