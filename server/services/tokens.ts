/**
 * JWT (HS256 via hono/jwt) carrying { sub: player id, tid: tenant id, sid: session id }, valid 7 days.
 * Verified tokens are remembered, so a read does not pay for the HMAC again; expiry is still checked.
 */
import { sign, verify } from "hono/jwt";

/**
 * Absolute lifetime of a token: 7 days. The token is only a bearer of a server-side session: every
 * request checks its session id against the player's row, so sign-out, a password change or reset
 * and a login elsewhere end it at once, whatever its age. The lifetime bounds what a token that
 * leaks without any of those can do; a week keeps players of a mobile wallet signed in between
 * sessions (NIST SP 800-63B allows 30 days for a single-factor login), while money leaving the
 * wallet also needs the PIN (5 tries, then locked). See SECURITY-NOTES-A.md.
 */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export type Claims = { sub: string; tid: string; sid: string; exp: number };

export type TokenService = {
  sign: (claims: { sub: string; tid: string; sid: string }) => Promise<string>;
  /** The claims of a valid, unexpired token signed by us, else null. */
  verify: (token: string) => Promise<Claims | null>;
};

const CACHE_LIMIT = 10_000;

export function createTokenService(secret: string, now: () => Date): TokenService {
  const verified = new Map<string, Claims>();
  const seconds = () => Math.floor(now().getTime() / 1000);

  return {
    async sign({ sub, tid, sid }) {
      const iat = seconds();
      return sign({ sub, tid, sid, iat, exp: iat + TOKEN_TTL_SECONDS }, secret, "HS256");
    },
    async verify(token) {
      if (token.length > 4096) return null;
      let claims = verified.get(token);
      if (!claims) {
        try {
          const payload = await verify(token, secret, { alg: "HS256", exp: false, iat: false, nbf: false });
          const { sub, tid, sid, exp } = payload;
          if (typeof sub !== "string" || typeof tid !== "string" || typeof sid !== "string") return null;
          if (typeof exp !== "number" || !Number.isFinite(exp)) return null;
          claims = { sub, tid, sid, exp };
        } catch {
          return null;
        }
        if (verified.size >= CACHE_LIMIT) verified.clear();
        verified.set(token, claims);
      }
      return claims.exp > seconds() ? claims : null;
    },
  };
}
