/**
 * What the sign-in history keeps beyond the 50 it shows (services/sign-ins.ts): 500 successes and 500 other lines
 * per player, each kept apart, so that a flood of wrong passwords, which anyone can send, never pushes the player's
 * own devices out of the new-device check. Lines are written straight through the service here (600 wrong
 * passwords over HTTP would need 60 client addresses and minutes of password hashing).
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIns } from "../../server/db/schema.ts";
import { writeSignIn } from "../../server/services/sign-ins.ts";
import type { SignInList } from "../../src/api/contract/security.ts";
import { gameServerForTheseTests } from "./support/games.ts";
import { systemMails } from "./support/mail.ts";
import { type Caller, loginAs, registerPlayer } from "./support/server.ts";

const server = gameServerForTheseTests();

const macFirefox = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0";
const windowsEdge =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0";

const fromMac: Caller = {
  call: (method, path, options = {}) =>
    server.call(method, path, { ...options, headers: { "User-Agent": macFirefox, ...options.headers } }),
};

async function kept(playerId: string) {
  const [row] = await server.db
    .select({
      successes: sql<number>`count(*) filter (where ${signIns.result} = 'success')::int`,
      others: sql<number>`count(*) filter (where ${signIns.result} <> 'success')::int`,
    })
    .from(signIns)
    .where(eq(signIns.playerId, playerId));
  return row;
}

describe("what the history keeps", () => {
  it("keeps 500 failures apart from the successes: a flood of wrong passwords does not make a known device new", async () => {
    const player = await registerPlayer(fromMac, { username: `kept${process.pid % 1000}` });
    const start = server.now().getTime();
    // in one transaction, as quick as the database goes
    const notices = await server.db.transaction(async (tx) => {
      const answered = [];
      for (let i = 0; i < 620; i++) {
        answered.push(
          await writeSignIn(
            tx,
            {
              tenantId: server.tenantId,
              playerId: player._id,
              method: "password",
              result: i % 31 === 30 ? "locked" : "wrong_password",
              userAgent: windowsEdge,
              ip: `198.51.100.${i % 200}`,
            },
            new Date(start + 1000 + i),
          ),
        );
      }
      return answered;
    });
    expect(notices.every((notice) => notice === null)).toBe(true);
    expect(await kept(player._id)).toEqual({ successes: 1, others: 500 });
    // the oldest failures went, the newest stayed
    const [oldest] = await server.db
      .select({ at: sql<Date>`min(${signIns.at})` })
      .from(signIns)
      .where(and(eq(signIns.playerId, player._id), eq(signIns.result, "wrong_password")));
    expect(new Date(oldest?.at ?? 0).getTime()).toBe(start + 1000 + 120);

    // (a read first: after the writes above the test's kept-alive connection may have been closed, and only a
    // read is retried on a fresh one) the registration is still the current session, there is no sign-in before it
    const overview = await server.call("GET", "/api/player/security", { token: player.jwtToken });
    expect(overview.body).toMatchObject({ last_sign_in: null });
    // the Mac the player registered on signs in again: known, no mail
    server.advance(5000);
    const me = await loginAs(fromMac, player.username, player.password);
    expect(await systemMails(server, me, "new_sign_in")).toEqual([]);
    expect(await kept(player._id)).toEqual({ successes: 2, others: 500 });
    const shown = await server.call<SignInList>("GET", "/api/player/security/sign_ins", { token: me.jwtToken });
    expect(shown.body.items).toHaveLength(50);
    expect(shown.body.items[0]).toMatchObject({ result: "success", device: "Mac", browser: "Firefox", current: true });
  });
});
