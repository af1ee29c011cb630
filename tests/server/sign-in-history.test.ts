/**
 * The sign-in history (GET /api/player/security/sign_ins) and the security overview (GET /api/player/security):
 * every outcome of a password sign-in is written with the device and browser of its user agent and the client's
 * address; a player sees only their own; the newest 50 are shown and this session's is marked; a successful sign-in
 * from a device and browser the player never signed in from writes one new-device mail.
 */
import { describe, expect, it } from "vitest";
import { LOGIN_MAX_FAILURES } from "../../server/services/accounts.ts";
import type { SecurityOverview, SignIn, SignInList } from "../../src/api/contract/security.ts";
import { systemMails } from "./support/mail.ts";
import { type Caller, LOTUS, loginAs, registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";

/** As behind one proxy of ours (TRUST_PROXY=1): X-Forwarded-For names the client's address. */
const server = serverForTheseTests({ trustProxy: 1 });

/** Real user agents of the phones and computers a player signs in from. */
const UA = {
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36",
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0",
};

/** The API as called from one device (its user agent) at one address. */
function from(userAgent: string, address: string, domain?: string): Caller {
  return {
    call: (method, path, options = {}) =>
      server.call(method, path, {
        domain,
        ...options,
        headers: { "User-Agent": userAgent, "X-Forwarded-For": address, ...options.headers },
      }),
  };
}

let usernames = 0;
const freshName = (prefix: string) => `${prefix}${process.pid % 1000}x${++usernames}`;

const WRONG = { status: 401, body: "Invalid username or password" };
const TOO_MANY = { status: 429, body: "Too many requests, try again later" };

function login(device: Caller, username: string, password: string) {
  return device.call<UserAnswer>("POST", "/api/player/user/login", { body: { username, password } });
}

async function history(player: { jwtToken: string }, domain?: string): Promise<SignIn[]> {
  const res = await server.call<SignInList>("GET", "/api/player/security/sign_ins", {
    token: player.jwtToken,
    domain,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return res.body.items;
}

async function overview(player: { jwtToken: string }): Promise<SecurityOverview> {
  const res = await server.call<SecurityOverview>("GET", "/api/player/security", { token: player.jwtToken });
  expect(res.status).toBe(200);
  return res.body;
}

/** The lines of a history as compared here (ids and times aside). */
const lines = (items: SignIn[]) =>
  items.map(({ method, result, device, browser, ip, current }) => ({ method, result, device, browser, ip, current }));

describe("the history of password sign-ins", () => {
  it("writes registration, wrong passwords, the lock and the sign-in, newest first, with device, browser and address", async () => {
    const phone = from(UA.androidChrome, "203.0.113.50");
    const player = await registerPlayer(phone, { username: freshName("hist") });
    server.advance(1000);
    // a wrong password on another phone, elsewhere
    expect(await login(from(UA.iphoneSafari, "198.51.100.7"), player.username, "Wrong1234")).toMatchObject(WRONG);
    server.advance(1000);
    // someone guessing at one address: every checked guess is a line, then one "locked" for the refusals
    const guesser = from(UA.windowsEdge, "192.0.2.66");
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      expect(await login(guesser, player.username, `Guess${i}pass`)).toMatchObject(WRONG);
    }
    server.advance(1000);
    expect(await login(guesser, player.username, "Guess10pass")).toMatchObject(WRONG);
    server.advance(1000);
    expect(await login(guesser, player.username, "Guess11pass")).toMatchObject(TOO_MANY);
    server.advance(1000);
    // the right password at the locked address is refused too, and is not another line
    expect(await login(guesser, player.username, player.password)).toMatchObject(TOO_MANY);
    server.advance(1000);
    // a username that does not exist: refused as a wrong password, written nowhere
    expect(await login(phone, freshName("nobody"), "Wrong1234")).toMatchObject(WRONG);
    // the owner signs in on their phone
    const me = await loginAs(phone, player.username, player.password);

    const items = await history(me);
    const line = (result: SignIn["result"], device: string, browser: string, ip: string, current = false) => ({
      method: "password",
      result,
      device,
      browser,
      ip,
      current,
    });
    expect(lines(items)).toEqual([
      line("success", "Android", "Chrome", "203.0.113.50", true),
      line("locked", "Windows", "Edge", "192.0.2.66"),
      ...Array.from({ length: LOGIN_MAX_FAILURES }, () => line("wrong_password", "Windows", "Edge", "192.0.2.66")),
      line("wrong_password", "iPhone", "Safari", "198.51.100.7"),
      line("success", "Android", "Chrome", "203.0.113.50"),
    ]);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it("shows the newest 50", async () => {
    const player = await registerPlayer(from(UA.androidChrome, "203.0.113.60"), { username: freshName("cap") });
    server.advance(1000);
    // 60 wrong passwords from six addresses (ten each: the throttle checks ten per username and address)
    for (let n = 0; n < 6; n++) {
      const device = from(UA.macFirefox, `198.51.100.${100 + n}`);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(device, player.username, `Wrong${n}x${i}pass`)),
      );
      for (const answer of answers) expect(answer).toMatchObject(WRONG);
      server.advance(1000);
    }
    const me = await loginAs(from(UA.androidChrome, "203.0.113.60"), player.username, player.password);
    const items = await history(me);
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ result: "success", current: true });
    // the 49 newest wrong passwords; the registration and the eleven oldest guesses are past the 50
    expect(items.slice(1).every((item) => item.result === "wrong_password")).toBe(true);
    expect(items.at(-1)?.ip).toBe("198.51.100.101");
  });

  it("writes the guesses that concurrent requests get checked, and one lock line for the rest", async () => {
    const player = await registerPlayer(from(UA.androidChrome, "203.0.113.70"), { username: freshName("burst") });
    server.advance(1000);
    const device = from(UA.windowsEdge, "192.0.2.70");
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(device, player.username, `Burst${i}pass`)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - LOGIN_MAX_FAILURES);
    server.advance(1000);
    const me = await loginAs(from(UA.androidChrome, "203.0.113.70"), player.username, player.password);
    const results = (await history(me)).map((item) => item.result);
    expect(results.filter((r) => r === "wrong_password")).toHaveLength(LOGIN_MAX_FAILURES);
    expect(results.filter((r) => r === "locked")).toHaveLength(1);
    expect(results.filter((r) => r === "success")).toHaveLength(2);
  });
});

describe("this session and the overview", () => {
  it("marks only this session's sign-in, and names the one before it as the last sign-in", async () => {
    const player = await registerPlayer(from(UA.androidChrome, "203.0.113.80"), { username: freshName("sess") });
    // registered just now: this session is the only sign-in, there is none before it
    expect(await overview(player)).toEqual({
      passkeys: 0,
      two_step: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
      last_sign_in: null,
    });
    expect((await history(player)).map((item) => item.current)).toEqual([true]);
    server.advance(60_000);
    const laptop = await loginAs(from(UA.macFirefox, "198.51.100.80"), player.username, player.password);
    // the phone's session ended with it: its token reads nothing any more
    const ended = await server.call("GET", "/api/player/security/sign_ins", { token: player.jwtToken });
    expect(ended).toMatchObject({ status: 401, body: "Session ended. Other devices logged in" });
    const items = await history(laptop);
    expect(items.map((item) => [item.device, item.current])).toEqual([
      ["Mac", true],
      ["Android", false],
    ]);
    const { last_sign_in: last } = await overview(laptop);
    expect(last).toMatchObject({ device: "Android", browser: "Chrome", ip: "203.0.113.80", current: false });
    expect(last?.id).toBe(items[1]?.id);
  });

  it("answers only to a signed-in player", async () => {
    for (const path of ["/api/player/security", "/api/player/security/sign_ins"]) {
      expect(await server.call("GET", path)).toMatchObject({ status: 401, body: "Unauthorized" });
      expect(await server.call("GET", path, { token: "forged.token.value" })).toMatchObject({ status: 401 });
    }
  });
});

describe("privacy", () => {
  it("shows a player only their own history: not another player's, not another tenant's, by no id", async () => {
    const alice = await registerPlayer(from(UA.androidChrome, "203.0.113.90"), { username: freshName("alice") });
    const bob = await registerPlayer(from(UA.iphoneSafari, "203.0.113.91"), { username: freshName("bob") });
    const lotus = await registerPlayer(from(UA.windowsEdge, "203.0.113.92", LOTUS), {
      username: freshName("mei"),
      domain: LOTUS,
    });
    server.advance(1000);
    // a wrong password against Alice's account, and one against the Lotus player's
    expect(await login(from(UA.macFirefox, "192.0.2.90"), alice.username, "Wrong1234")).toMatchObject(WRONG);
    expect(await login(from(UA.macFirefox, "192.0.2.92", LOTUS), lotus.username, "Wrong1234")).toMatchObject(WRONG);

    const ofAlice = await history(alice);
    expect(ofAlice.map((item) => item.ip)).toEqual(["192.0.2.90", "203.0.113.90"]);
    expect((await history(bob)).map((item) => item.ip)).toEqual(["203.0.113.91"]);
    expect((await history(lotus, LOTUS)).map((item) => item.ip)).toEqual(["192.0.2.92", "203.0.113.92"]);
    // Alice's token on the other tenant's host is no token there
    const elsewhere = await server.call("GET", "/api/player/security/sign_ins", {
      token: alice.jwtToken,
      domain: LOTUS,
    });
    expect(elsewhere).toMatchObject({ status: 401, body: "Unauthorized" });
    // no call takes a player id: one in the path is not a route, one in the query changes nothing
    expect(
      (await server.call("GET", `/api/player/security/sign_ins/${alice._id}`, { token: bob.jwtToken })).status,
    ).toBe(404);
    expect((await server.call("GET", `/api/player/security/${alice._id}`, { token: bob.jwtToken })).status).toBe(404);
    const withQuery = await server.call<SignInList>("GET", `/api/player/security/sign_ins?player_id=${alice._id}`, {
      token: bob.jwtToken,
    });
    expect(withQuery.body.items.map((item) => item.ip)).toEqual(["203.0.113.91"]);
  });
});

describe("the new-device mail", () => {
  it("comes once per new device and browser; not for the first sign-in, the same device or a failure", async () => {
    const phone = from(UA.androidChrome, "203.0.113.100");
    const player = await registerPlayer(phone, { username: freshName("mail") });
    const mails = async (token: string) => systemMails(server, { jwtToken: token }, "new_sign_in");
    // the registration is the first sign-in: no mail
    expect(await mails(player.jwtToken)).toEqual([]);
    // the same phone again: none
    let me = await loginAs(phone, player.username, player.password);
    expect(await mails(me.jwtToken)).toEqual([]);
    // a wrong password from a new device: none (only a sign-in is told)
    expect(await login(from(UA.windowsEdge, "192.0.2.100"), player.username, "Wrong1234")).toMatchObject(WRONG);
    server.advance(1000);
    // an iPhone with Safari: one mail saying so
    me = await loginAs(from(UA.iphoneSafari, "198.51.100.100"), player.username, player.password);
    const signedInAt = (await history(me))[0]?.at;
    const [mail, ...more] = await mails(me.jwtToken);
    expect(more).toEqual([]);
    expect(mail?.params).toEqual({
      at: signedInAt,
      device: "iPhone",
      browser: "Safari",
      ip: "198.51.100.100",
      method: "password",
    });
    expect(mail?.read_at).toBeNull();
    // the iPhone again, then the first phone again: both known, no more mail
    me = await loginAs(from(UA.iphoneSafari, "198.51.100.101"), player.username, player.password);
    me = await loginAs(phone, player.username, player.password);
    expect(await mails(me.jwtToken)).toHaveLength(1);
  });

  it("comes once when a new device signs in several times at once", async () => {
    const player = await registerPlayer(from(UA.androidChrome, "203.0.113.110"), { username: freshName("race") });
    const laptop = from(UA.macFirefox, "198.51.100.110");
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(laptop, player.username, player.password)));
    for (const answer of answers) expect(answer.status).toBe(200);
    // one of the six sessions is the current one; its history holds all six sign-ins
    const me = await loginAs(laptop, player.username, player.password);
    const items = await history(me);
    expect(items.filter((item) => item.device === "Mac" && item.result === "success")).toHaveLength(7);
    const mails = await systemMails(server, me, "new_sign_in");
    expect(mails.map((mail) => [mail.params.device, mail.params.browser])).toEqual([["Mac", "Firefox"]]);
  });
});
