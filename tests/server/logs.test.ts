/**
 * The API's log through a full run of the real app, captured from the JSON logger main.ts uses (server/log.ts):
 * a player registers (an OTP asked for, a wrong one tried, the right one verified), signs in (a wrong password
 * first), sets a PIN and moves money to a game with it (a wrong PIN first), replaces the PIN with an SMS code,
 * launches a game and plays a round, changes the password, adds a passkey and signs in with it, turns on two-step
 * sign-in and signs in with an authenticator code and with a recovery code, and opens the event stream.
 *
 * Then: every line is JSON with level, time and msg; every request has its access line, with the request id
 * the answer carried (an incoming plain X-Request-Id kept, anything else replaced), the route's pattern and
 * never its query; and none of the secrets of the run appears anywhere in what was written: the passwords
 * (wrong ones too), the PINs, every SMS code, every session token, the authenticator secret and codes, the
 * recovery codes, the passkey challenges and signatures, the game's launch reference and game session.
 */
import { randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { createLogger, requestScope } from "../../server/log.ts";
import type { LaunchAnswer } from "../../src/api/contract/games.ts";
import { connect } from "./support/event-stream.ts";
import { openLaunchUrl, sendRound } from "./support/game-play.ts";
import {
  type Answer,
  type CallOptions,
  freshPhone,
  latestCode,
  serverForTheseTests,
  type UserAnswer,
} from "./support/server.ts";
import { createSoftAuthenticator } from "./support/soft-authenticator.ts";
import { fundedDeposit, MYR, newKey } from "./support/wallet.ts";

/** Every line the server wrote, as written. */
const written: string[] = [];
const server = serverForTheseTests({
  log: createLogger({ level: "trace", destination: { write: (line: string) => void written.push(line) } }),
});

const PAGE = "http://localhost:5173/security/passkeys";
const ORIGIN = "http://localhost:5173";
const STEP_MS = 30_000;

type Sent = { method: string; path: string; status: number; reqId: string | null };
/** Every request of the run and what it was answered. */
const sent: Sent[] = [];

/** A call on the harimau tenant's page, kept in `sent`. */
async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const res = await server.call<T>(method, path, { domain: PAGE, ...options });
  sent.push({ method, path, status: res.status, reqId: res.headers.get("x-request-id") });
  return res;
}

/** What the run must never write. */
const secrets = new Map<string, string>();
const keep = (name: string, value: string | null | undefined) => {
  expect(value, name).toBeTruthy();
  secrets.set(`${name} (${value})`, value as string);
};
/** A token: the whole of it, and its signature alone. */
const keepToken = (name: string, token: string) => {
  keep(name, token);
  keep(`${name}'s signature`, token.split(".").at(-1));
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join("");
/** Another code than `code`, of the same length. */
const otherThan = (code: string) => {
  for (;;) {
    const other = digits(code.length);
    if (other !== code) return other;
  }
};

function totpCode(secret: string): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: server.now().getTime() });
}

type Challenge = { two_step: true; challenge_id: string };
type PasskeyOptions = { challenge_id: string; options: { challenge: string } & Record<string, unknown> };

describe("the log of a full run", () => {
  it("is JSON lines with the request id, and holds no password, PIN, code, token or secret", async () => {
    const username = `logs_${process.pid % 1000}_${randomBytes(2).toString("hex")}`;
    const password = `Pw${randomBytes(5).toString("hex")}A1`;
    const newPassword = `Nw${randomBytes(5).toString("hex")}B2`;
    const pin = digits(6);
    const newPin = otherThan(pin);
    keep("password", password);
    keep("new password", newPassword);
    keep("wrong password", `${password}x`);
    keep("PIN", pin);
    keep("new PIN", newPin);
    const contactNo = freshPhone();

    // register: a code asked for, a wrong one tried, the right one verified and used
    expect(
      (await call("POST", "/api/player/otp/request", { body: { contact_no: contactNo, purpose: "register" } })).status,
    ).toBe(200);
    const registerCode = await latestCode(server, contactNo, PAGE);
    keep("register code", registerCode);
    const wrongCode = otherThan(registerCode);
    keep("wrong code", wrongCode);
    const verify = (otp: string) =>
      call("POST", "/api/player/otp/verify", { body: { contact_no: contactNo, purpose: "register", otp } });
    expect((await verify(wrongCode)).status).toBe(400);
    expect((await verify(registerCode)).status).toBe(200);
    const registered = await call<UserAnswer>("POST", "/api/player/user/register", {
      body: {
        username,
        password,
        confirm_password: password,
        full_name: "Log Test",
        contact_no: contactNo,
        otp: registerCode,
        registered_domain: PAGE,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    keepToken("token at registration", registered.body.jwtToken);
    const playerId = registered.body._id;

    // sign in: a wrong password, then the right one
    const login = (pass: string) =>
      call<UserAnswer>("POST", "/api/player/user/login", { body: { username, password: pass } });
    expect((await login(`${password}x`)).status).toBe(401);
    const signedIn = await login(password);
    expect(signedIn.status).toBe(200);
    let token = signedIn.body.jwtToken;
    keepToken("token at sign-in", token);

    // a PIN, money, a wrong PIN, then a move to a game with the PIN
    expect(
      (await call("PATCH", "/api/player/user/updatePin", { token, body: { new_pin: pin, confirm_pin: pin } })).status,
    ).toBe(200);
    await fundedDeposit(
      { call },
      { jwtToken: token, domain: PAGE },
      { channel: "bank_transfer", method: "MBB", amount: MYR(100) },
    );
    const toGame = (withPin: string) =>
      call("POST", "/api/player/games/transfer", {
        token,
        body: { from: "wallet", to: "DRG", amount: MYR(20), pin: withPin, idempotency_key: newKey() },
      });
    const wrongPin = otherThan(pin);
    keep("wrong PIN", wrongPin);
    expect((await toGame(wrongPin)).status, "a wrong PIN is refused").toBeGreaterThanOrEqual(400);
    expect((await toGame(pin)).status).toBe(200);

    // the PIN replaced with an SMS code
    expect(
      (await call("POST", "/api/player/otp/request", { token, body: { contact_no: contactNo, purpose: "reset_pin" } }))
        .status,
    ).toBe(200);
    const resetCode = await latestCode(server, contactNo, PAGE);
    keep("reset-PIN code", resetCode);
    const reset = await call("PATCH", "/api/player/user/resetPin", {
      token,
      body: { otp: resetCode, new_pin: newPin, confirm_pin: newPin },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    // a game: its launch reference (in the URL's query) and its game session
    const launched = await call<LaunchAnswer>("POST", "/api/player/games/launch", {
      token,
      body: { game_id: "DRG-0001" },
    });
    expect(launched.status).toBe(200);
    const launchUrl = new URL(launched.body.url, server.url);
    keep("launch reference", launchUrl.searchParams.get("ref"));
    const page = await openLaunchUrl(server, `${launchUrl.pathname}${launchUrl.search}`);
    sent.push({
      method: "GET",
      path: launchUrl.pathname + launchUrl.search,
      status: page.status,
      reqId: page.headers.get("x-request-id"),
    });
    expect(page.status).toBe(200);
    keep("game session", page.data?.session);
    const round = await sendRound(server, page.data?.session ?? "", { bet: page.data?.bets[0], round_key: newKey() });
    sent.push({
      method: "POST",
      path: "/demo-provider/api/round",
      status: round.status,
      reqId: round.headers.get("x-request-id"),
    });
    expect(round.status).toBe(200);

    // the password changed: a new token
    const changed = await call<{ jwtToken: string }>("PATCH", `/api/player/user/updatePassword/${playerId}`, {
      token,
      body: { current_password: password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    token = changed.body.jwtToken;
    keepToken("token after the password change", token);

    // a passkey added, and a sign-in with it
    const authenticator = createSoftAuthenticator();
    const addOptions = await call<PasskeyOptions>("POST", "/api/player/security/passkeys/options", { token });
    expect(addOptions.status).toBe(200);
    keep("passkey registration challenge", addOptions.body.options.challenge);
    const { response: attestation } = authenticator.register(addOptions.body.options as never, ORIGIN);
    keep("passkey attestation", attestation.response.attestationObject);
    const added = await call("POST", "/api/player/security/passkeys", {
      token,
      body: { challenge_id: addOptions.body.challenge_id, name: "Log phone", response: attestation },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const loginOptions = await call<PasskeyOptions>("POST", "/api/player/user/passkey/options", { body: {} });
    expect(loginOptions.status).toBe(200);
    keep("passkey sign-in challenge", loginOptions.body.options.challenge);
    const assertion = authenticator.authenticate(loginOptions.body.options as never, ORIGIN);
    keep("passkey signature", assertion.response.signature);
    const byPasskey = await call<UserAnswer>("POST", "/api/player/user/passkey/login", {
      body: { challenge_id: loginOptions.body.challenge_id, response: assertion },
    });
    expect(byPasskey.status, JSON.stringify(byPasskey.body)).toBe(200);
    token = byPasskey.body.jwtToken;
    keepToken("token of the passkey sign-in", token);

    // two-step sign-in: set up, turned on with a code, then a sign-in with a code and one with a recovery code
    const setup = await call<{ secret: string; uri: string }>("POST", "/api/player/security/two_step/setup", {
      token,
      body: {},
    });
    expect(setup.status).toBe(200);
    keep("authenticator secret", setup.body.secret);
    keep("authenticator URI", setup.body.uri);
    const enableCode = totpCode(setup.body.secret);
    keep("enabling code", enableCode);
    const enabled = await call<{ recovery_codes: string[] }>("POST", "/api/player/security/two_step/enable", {
      token,
      body: { code: enableCode },
    });
    expect(enabled.status).toBe(200);
    for (const [i, code] of enabled.body.recovery_codes.entries()) keep(`recovery code ${i + 1}`, code);
    server.advance(STEP_MS);
    const secondStep = async (code: string) => {
      const first = await login(newPassword);
      expect(first.status).toBe(200);
      const challenge = first.body as unknown as Challenge;
      expect(challenge.two_step).toBe(true);
      const res = await call<UserAnswer>("POST", "/api/player/user/login/two_step", {
        body: { challenge_id: challenge.challenge_id, code },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.jwtToken;
    };
    const signInCode = totpCode(setup.body.secret);
    keep("sign-in code", signInCode);
    keepToken("token of the two-step sign-in", await secondStep(signInCode));
    token = await secondStep(enabled.body.recovery_codes[0] ?? "");
    keepToken("token of the recovery-code sign-in", token);

    // the event stream
    const stream = await connect(server, token, { current_domain: PAGE });
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === "ready");
    sent.push({ method: "GET", path: "/api/player/events", status: 200, reqId: stream.headers.get("x-request-id") });
    stream.close();

    // a request id of the caller's is kept; anything else is replaced with one of the server's
    const kept = await call("GET", "/api/player/user/getUser", {
      token,
      headers: { "X-Request-Id": "edge-7f3a.91_b" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.91_b");
    const replaced = await call("GET", "/api/player/user/getUser", { token, headers: { "X-Request-Id": "bad id {}" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // every line: JSON with level, time and msg
    const lines = written.join("").split("\n").filter(Boolean);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: expect.any(String), time: expect.any(String), msg: expect.any(String) });
      expect(Number.isNaN(Date.parse(entry.time as string))).toBe(false);
    }

    // every request has its access line: its id, method, status, the route's pattern, no query
    const access = new Map(entries.filter((e) => "route" in e && "reqId" in e).map((e) => [e.reqId, e]));
    const requestIds = new Set<string>();
    for (const request of sent) {
      expect(request.reqId, `${request.method} ${request.path}`).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      requestIds.add(request.reqId as string);
      const line = access.get(request.reqId);
      expect(line, `the access line of ${request.method} ${request.path}`).toMatchObject({
        level: "info",
        method: request.method,
        status: request.status,
        durationMs: expect.any(Number),
      });
      expect(String(line?.route)).not.toContain("?");
    }
    expect(requestIds.size, "one request id per request").toBe(sent.length);
    const routeOf = (path: string) => access.get(sent.find((r) => r.path === path)?.reqId)?.route;
    expect(routeOf(`/api/player/user/updatePassword/${playerId}`)).toBe("/api/player/user/updatePassword/:id");
    expect(routeOf("/api/player/user/register")).toBe("/api/player/user/register");
    expect(routeOf(launchUrl.pathname + launchUrl.search)).toBe("/demo-provider/play");
    expect(routeOf("/api/player/events")).toBe("/api/player/events");
    expect(access.get("edge-7f3a.91_b")).toMatchObject({ route: "/api/player/user/getUser", status: 200 });
    // lines written while serving a request carry its id: the SMS sink's among them
    const smsLines = entries.filter((e) => String(e.msg).startsWith("[sandbox sms]"));
    expect(smsLines).toHaveLength(2);
    for (const line of smsLines) expect(requestIds.has(line.reqId as string)).toBe(true);

    // and no secret, anywhere
    const everything = written.join("");
    expect(secrets.size).toBeGreaterThan(30);
    for (const [name, value] of secrets) expect(everything.includes(value), name).toBe(false);
  }, 60_000);
});

describe("the logger (server/log.ts)", () => {
  const capture = () => {
    const lines: string[] = [];
    const log = createLogger({ destination: { write: (line: string) => void lines.push(line) } });
    return { log, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  };

  it("takes console-style calls: the text as msg, an Error as err, other values in args", () => {
    const { log, entries } = capture();
    const failure = new Error("connection refused", {
      cause: Object.assign(new Error("inner"), { code: "ECONNREFUSED" }),
    });
    log.error("[api] GET /x failed:", failure);
    log.warn("plain", 3, true);
    log.info("with an object", { kind: "x" });
    log.info({ route: "/a/:id", status: 200 }, "GET /a/:id 200");
    const [error, warn, info, access] = entries();
    expect(error).toMatchObject({
      level: "error",
      msg: "[api] GET /x failed:",
      err: { type: "Error", message: "connection refused", cause: { message: "inner", code: "ECONNREFUSED" } },
    });
    expect(String((error?.err as { stack?: string } | undefined)?.stack)).toContain("logs.test.ts");
    expect(warn).toMatchObject({ level: "warn", msg: "plain 3 true" });
    expect(info).toMatchObject({ level: "info", msg: "with an object", args: [{ kind: "x" }] });
    expect(access).toMatchObject({ level: "info", msg: "GET /a/:id 200", route: "/a/:id", status: 200 });
    expect(access).not.toHaveProperty("reqId");
  });

  it("adds the request id of the request being served", async () => {
    const { log, entries } = capture();
    await requestScope.run({ reqId: "scope-0001" }, async () => {
      await Promise.resolve();
      log.info("inside");
    });
    log.info("outside");
    expect(entries()).toMatchObject([{ msg: "inside", reqId: "scope-0001" }, { msg: "outside" }]);
    expect(entries()[1]).not.toHaveProperty("reqId");
  });

  it("censors fields named like a secret, and a failed query's parameters", () => {
    const { log, entries } = capture();
    log.info(
      {
        password: "hunter22",
        token: "t0k3n",
        headers: { authorization: "Bearer abc", "x-cookie": "c00k" },
        body: { code: "314159", new_pin: "271828" },
      },
      "fields",
    );
    log.warn("in args", { body: "x", pin: "482913", otp: "551177", code: "990011" });
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>", the values on it as well
    const query = Object.assign(
      new Error('Failed query: insert into "otps" values ($1, $2)\nparams: 0123456789,775533'),
      {
        params: ["0123456789", "775533"],
      },
    );
    log.error("[api] POST /api/player/otp/request failed:", query);
    log.error(query);
    const text = entries()
      .map((entry) => JSON.stringify(entry))
      .join("\n");
    const planted = [
      "hunter22",
      "t0k3n",
      "Bearer abc",
      "c00k",
      "314159",
      "271828",
      "482913",
      "551177",
      "990011",
      "775533",
    ];
    for (const secret of planted) {
      expect(text).not.toContain(secret);
    }
    expect(entries()[0]).toMatchObject({
      password: "[redacted]",
      token: "[redacted]",
      headers: { authorization: "[redacted]", "x-cookie": "[redacted]" },
      body: { code: "[redacted]", new_pin: "[redacted]" },
    });
    expect(entries()[2]).toMatchObject({
      err: { message: 'Failed query: insert into "otps" values ($1, $2)\nparams: (not logged)' },
    });
    expect(entries()[3]?.msg).toBe('Failed query: insert into "otps" values ($1, $2)\nparams: (not logged)');
  });
});
