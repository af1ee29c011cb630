/**
 * The demo provider's two kinds of token: a launch reference (in the launch URL, `launchTtlSeconds`,
 * opens once) and a game session token (handed to the game page, `sessionTtlSeconds`). Both are 32
 * random bytes in base64url (43 characters) and say nothing: what they stand for (the player, their
 * app session, the tenant, the provider and the game) stays on the server, in `game_tokens`, keyed
 * by the token's SHA-256, so the table alone does not give a usable token away.
 *
 * A launch reference is consumed by one conditional statement (`update … set used_at = now where
 * token_hash = $1 and purpose = 'launch' and used_at is null and expires_at > now returning …`):
 * of two opens, even concurrent, exactly one passes. The purposes differ, so a launch reference
 * never passes as a session and the reverse. Expiry is read on the server's clock (`ctx.now()`).
 * Rows are pruned a day after they expire (when a game is launched), so a refused reference can
 * still be told apart (expired, already used) for that day.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { defaultLocale, type Locale, localeFromAcceptLanguage, localeTags } from "../../src/lib/locales.ts";
import type { Db } from "../db/open.ts";
import { gameTokens } from "../db/schema.ts";

/** A launch URL opens once, within 5 minutes: enough to load a game on a slow line, short if it leaks. */
export const launchTtlSeconds = 5 * 60;
/** A game session lasts 2 hours; the player launches again after that (the app session must also last). */
export const sessionTtlSeconds = 2 * 60 * 60;
/** Expired rows are kept this long (to tell "expired" and "already used" from "unknown"), then deleted. */
export const pruneAfterMs = 24 * 60 * 60 * 1000;

/** The languages the demo game speaks (the app's: src/lib/locales.ts). */
export const gameLanguages = localeTags;
export type GameLanguage = Locale;

/** The game's language from a language tag or an Accept-Language list (the app's matcher); English when none fits. */
export function gameLanguageOf(value: string | null | undefined): GameLanguage {
  return localeFromAcceptLanguage(value) ?? defaultLocale;
}

/** What a token stands for (kept on the server): player, their app session, tenant, provider, game. */
export type GameClaims = {
  /** player id */
  pid: string;
  /** the app session (the player's sessionId) the game was launched from: ending it ends the game */
  sid: string;
  /** tenant id */
  tid: string;
  /** provider code */
  pc: string;
  /** game id */
  gid: string;
};

export type IssuedToken = { token: string; expiresAt: Date };

/** Opening a launch reference: the game it stands for, or why not. */
export type LaunchOpening = { ok: true; claims: GameClaims } | { ok: false; reason: "unknown" | "expired" | "used" };

export type GameTokens = {
  /** A new launch reference for these claims, opening once within `launchTtlSeconds`. */
  issueLaunch: (claims: GameClaims) => Promise<IssuedToken>;
  /** Consumes a launch reference (one conditional statement: exactly one of concurrent opens passes). */
  openLaunch: (token: string | null | undefined) => Promise<LaunchOpening>;
  /** A new game session for these claims, for `sessionTtlSeconds`. */
  issueSession: (claims: GameClaims) => Promise<IssuedToken>;
  /** The claims of a game session while it is unexpired on the server's clock, else null. */
  session: (token: string | null | undefined) => Promise<GameClaims | null>;
  /** Deletes rows expired more than `pruneAfterMs` ago. */
  prune: () => Promise<void>;
};

/** 32 random bytes, base64url: 43 characters. Anything else is refused before the database is asked. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The token if it has the shape of one of ours, else null. */
const wellFormed = (token: string | null | undefined): string | null =>
  typeof token === "string" && tokenPattern.test(token) ? token : null;

const claimsOf = (row: {
  playerId: string;
  sessionId: string;
  tenantId: string;
  providerCode: string;
  gameId: string;
}): GameClaims => ({ pid: row.playerId, sid: row.sessionId, tid: row.tenantId, pc: row.providerCode, gid: row.gameId });

const claimColumns = {
  playerId: gameTokens.playerId,
  sessionId: gameTokens.sessionId,
  tenantId: gameTokens.tenantId,
  providerCode: gameTokens.providerCode,
  gameId: gameTokens.gameId,
};

export function createGameTokens(db: Db, now: () => Date): GameTokens {
  const issue = async (purpose: "launch" | "session", claims: GameClaims, ttlSeconds: number) => {
    const at = now();
    // whole seconds, as the launch answer's expires_at says
    const expiresAt = new Date((Math.floor(at.getTime() / 1000) + ttlSeconds) * 1000);
    const token = randomBytes(32).toString("base64url");
    await db.insert(gameTokens).values({
      tokenHash: hashOf(token),
      purpose,
      playerId: claims.pid,
      sessionId: claims.sid,
      tenantId: claims.tid,
      providerCode: claims.pc,
      gameId: claims.gid,
      expiresAt,
      createdAt: at,
    });
    return { token, expiresAt };
  };

  return {
    issueLaunch: (claims) => issue("launch", claims, launchTtlSeconds),
    issueSession: (claims) => issue("session", claims, sessionTtlSeconds),

    async openLaunch(token) {
      const given = wellFormed(token);
      if (!given) return { ok: false, reason: "unknown" };
      const hash = hashOf(given);
      const at = now();
      const [opened] = await db
        .update(gameTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(gameTokens.tokenHash, hash),
            eq(gameTokens.purpose, "launch"),
            isNull(gameTokens.usedAt),
            gt(gameTokens.expiresAt, at),
          ),
        )
        .returning(claimColumns);
      if (opened) return { ok: true, claims: claimsOf(opened) };
      // refused: say why (the row is only read, never changed, here)
      const [seen] = await db
        .select({ usedAt: gameTokens.usedAt })
        .from(gameTokens)
        .where(and(eq(gameTokens.tokenHash, hash), eq(gameTokens.purpose, "launch")))
        .limit(1);
      if (!seen) return { ok: false, reason: "unknown" };
      return { ok: false, reason: seen.usedAt ? "used" : "expired" };
    },

    async session(token) {
      const given = wellFormed(token);
      if (!given) return null;
      const [row] = await db
        .select(claimColumns)
        .from(gameTokens)
        .where(
          and(
            eq(gameTokens.tokenHash, hashOf(given)),
            eq(gameTokens.purpose, "session"),
            isNull(gameTokens.usedAt),
            gt(gameTokens.expiresAt, now()),
          ),
        )
        .limit(1);
      return row ? claimsOf(row) : null;
    },

    async prune() {
      await db.delete(gameTokens).where(lt(gameTokens.expiresAt, new Date(now().getTime() - pruneAfterMs)));
    },
  };
}
