/**
 * Two-step sign-in with an authenticator app (TOTP): enrolment, the code after the password, codes counted and
 * never accepted twice, recovery codes used once, turning it off with the password and a code, and the counters
 * under concurrent requests. Codes are computed here from the secret the server showed, at the server's clock
 * (moved instead of waited for).
 */
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret, twoStepKey } from "../../server/services/two-step.ts";
import { recoveryCodeCount, twoStepMaxAttempts } from "../../src/api/contract/security.ts";
import { registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";

const server = serverForTheseTests();

const STEP_MS = 30_000;
const INVALID = { status: 400, body: "Invalid code" };
const EXPIRED = { status: 400, body: "This request has expired. Please start again" };
const TOO_MANY = { status: 429, body: "Too many requests, try again later" };

type Player = UserAnswer & { password: string };
type Enrolled = Player & { secret: string; recoveryCodes: string[] };
type Challenge = { two_step: true; challenge_id: string; expires_at: string };

let counter = 0;
const freshName = () => `totp_${process.pid % 1000}_${++counter}`;

/** The app's code for a secret at the server's clock (plus `offsetMs`). */
function codeOf(secret: string, offsetMs = 0): string {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: server.now().getTime() + offsetMs });
}

/** Moves the server's clock to the next 30-second step, so a new code is not one already used. */
function nextStep(): void {
  server.advance(STEP_MS);
}

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  server.call(method, `/api/player/security/two_step${path}`, { token, ...(body === undefined ? {} : { body }) });

async function enrol(player: Player): Promise<Enrolled> {
  const setup = await call("POST", "/setup", player.jwtToken, {});
  expect(setup.status).toBe(200);
  const { secret } = setup.body as { secret: string };
  const enabled = await call("POST", "/enable", player.jwtToken, { code: codeOf(secret) });
  expect(enabled.status).toBe(200);
  nextStep();
  return { ...player, secret, recoveryCodes: (enabled.body as { recovery_codes: string[] }).recovery_codes };
}

const enrolledPlayer = async () => enrol(await registerPlayer(server, { username: freshName() }));

async function passwordStep(player: Player): Promise<Challenge> {
  const res = await server.call<Challenge>("POST", "/api/player/user/login", {
    body: { username: player.username, password: player.password },
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ two_step: true });
  expect(res.body).not.toHaveProperty("jwtToken");
  return res.body;
}

const codeStep = (challenge: Challenge, code: string) =>
  server.call<UserAnswer>("POST", "/api/player/user/login/two_step", {
    body: { challenge_id: challenge.challenge_id, code },
  });

const checkSession = (token: string) => server.call("GET", "/api/tenant/user/check-session", { token });

describe("enrolment", () => {
  it("sets up a secret for the tenant and username, proves it with a code, and answers ten recovery codes once", async () => {
    const player = await registerPlayer(server, { username: freshName() });
    expect(await call("GET", "", player.jwtToken)).toMatchObject({
      status: 200,
      body: { enabled: false, enabled_at: null, recovery_codes_left: 0 },
    });
    expect(await call("POST", "/enable", player.jwtToken, { code: "123456" })).toMatchObject({
      status: 400,
      body: "Set up two-step sign-in first",
    });
    const first = await call("POST", "/setup", player.jwtToken, {});
    const setup = await call("POST", "/setup", player.jwtToken, {});
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body as { secret: string; uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const theme = await server.call<{ brand_name: string }>("GET", "/api/tenant/config/theme-data/mobile");
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe("otpauth:");
    expect(parsed.searchParams.get("issuer")).toBe(theme.body.brand_name);
    expect(parsed.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(parsed.pathname)).toContain(`:${player.username}`);
    // a new setup replaces the one not proved: its codes no longer turn it on
    const earlier = (first.body as { secret: string }).secret;
    expect(await call("POST", "/enable", player.jwtToken, { code: codeOf(earlier) })).toMatchObject(INVALID);
    expect(await call("POST", "/enable", player.jwtToken, { code: "12345" })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    const enabled = await call("POST", "/enable", player.jwtToken, { code: codeOf(secret) });
    expect(enabled.status).toBe(200);
    const codes = (enabled.body as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    const status = await call("GET", "", player.jwtToken);
    expect(status.body).toMatchObject({ enabled: true, recovery_codes_left: recoveryCodeCount });
    expect((status.body as { enabled_at: string }).enabled_at).toEqual(expect.any(String));
    // already on: no second setup or enable
    expect(await call("POST", "/setup", player.jwtToken, {})).toMatchObject({
      status: 409,
      body: "Two-step sign-in is already on",
    });
    nextStep();
    expect(await call("POST", "/enable", player.jwtToken, { code: codeOf(secret) })).toMatchObject({
      status: 409,
      body: "Two-step sign-in is already on",
    });
  });

  it("needs a session", async () => {
    expect(await call("GET", "", null)).toMatchObject({ status: 401, body: "Unauthorized" });
    expect(await call("POST", "/setup", null, {})).toMatchObject({ status: 401, body: "Unauthorized" });
  });

  it("of two concurrent enables with the right code, one turns it on and answers the codes", async () => {
    const player = await registerPlayer(server, { username: freshName() });
    const setup = await call("POST", "/setup", player.jwtToken, {});
    const { secret } = setup.body as { secret: string };
    const code = codeOf(secret);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call("POST", "/enable", player.jwtToken, { code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(a).toMatchObject({ status: 409, body: "Two-step sign-in is already on" });
    }
    expect((await call("GET", "", player.jwtToken)).body).toMatchObject({ recovery_codes_left: recoveryCodeCount });
  });

  it("keeps the secret sealed: bound to its player, refused with another key", () => {
    const key = twoStepKey("server secret one");
    const secret = new Secret({ size: 20 }).base32;
    const sealed = sealSecret(key, "player-a", secret);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(key, "player-a", secret)).not.toBe(sealed);
    expect(openSecret(key, "player-a", sealed)).toBe(secret);
    expect(() => openSecret(key, "player-b", sealed)).toThrow();
    expect(() => openSecret(twoStepKey("server secret two"), "player-a", sealed)).toThrow();
  });
});

describe("signing in", () => {
  it("the password answers a challenge; the right code signs in", async () => {
    const player = await enrolledPlayer();
    // the enrolment's session still holds until the sign-in completes
    const challenge = await passwordStep(player);
    expect(new Date(challenge.expires_at).getTime() - server.now().getTime()).toBeGreaterThan(4 * 60_000);
    expect((await checkSession(player.jwtToken)).status).toBe(200);
    const res = await codeStep(challenge, codeOf(player.secret));
    expect(res).toMatchObject({ status: 200, body: { username: player.username } });
    expect(res.body.jwtToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await checkSession(res.body.jwtToken)).status).toBe(200);
    // a single active session: the earlier one ended
    expect((await checkSession(player.jwtToken)).status).toBe(401);
    // the challenge signed in once
    nextStep();
    expect(await codeStep(challenge, codeOf(player.secret))).toMatchObject(EXPIRED);
  });

  it("a wrong password never reaches the code", async () => {
    const player = await enrolledPlayer();
    expect(
      await server.call("POST", "/api/player/user/login", {
        body: { username: player.username, password: "Wrong1234" },
      }),
    ).toMatchObject({ status: 401, body: "Invalid username or password" });
  });

  it("counts wrong codes: five, then the challenge ends even for the right code", async () => {
    const player = await enrolledPlayer();
    const challenge = await passwordStep(player);
    const right = codeOf(player.secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < twoStepMaxAttempts; i++) expect(await codeStep(challenge, wrong)).toMatchObject(INVALID);
    expect(await codeStep(challenge, right)).toMatchObject(EXPIRED);
    // a new password step starts again
    expect((await codeStep(await passwordStep(player), right)).status).toBe(200);
  });

  it("refuses a code used once in its window, on the same or a second challenge, and codes of earlier steps", async () => {
    const player = await enrolledPlayer();
    const code = codeOf(player.secret);
    expect((await codeStep(await passwordStep(player), code)).status).toBe(200);
    const second = await passwordStep(player);
    expect(await codeStep(second, code)).toMatchObject(INVALID);
    // the previous step's code is within the drift window, but older than the code accepted
    expect(await codeStep(second, codeOf(player.secret, -STEP_MS))).toMatchObject(INVALID);
    nextStep();
    expect((await codeStep(second, codeOf(player.secret))).status).toBe(200);
  });

  it("accepts a code of the step before or after (clock drift), but not two steps away", async () => {
    const player = await enrolledPlayer();
    const challenge = await passwordStep(player);
    server.advance(3 * STEP_MS);
    expect(await codeStep(challenge, codeOf(player.secret, -2 * STEP_MS))).toMatchObject(INVALID);
    expect((await codeStep(challenge, codeOf(player.secret, -STEP_MS))).status).toBe(200);
  });

  it("a challenge lasts five minutes", async () => {
    const player = await enrolledPlayer();
    const challenge = await passwordStep(player);
    server.advance(5 * 60_000 + 1_000);
    expect(await codeStep(challenge, codeOf(player.secret))).toMatchObject(EXPIRED);
  });

  it("an unknown challenge is refused like an expired one", async () => {
    expect(
      await codeStep(
        { two_step: true, challenge_id: "5b0f2a52-0000-4000-8000-000000000000", expires_at: "" },
        "123456",
      ),
    ).toMatchObject(EXPIRED);
    expect(
      await server.call("POST", "/api/player/user/login/two_step", { body: { challenge_id: "x", code: "123456" } }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
  });

  it("a recovery code signs in once, typed in any case, with or without its dash", async () => {
    const player = await enrolledPlayer();
    const [code] = player.recoveryCodes;
    if (!code) throw new Error("no recovery code");
    const res = await codeStep(await passwordStep(player), code.toUpperCase().replace("-", ""));
    expect(res.status).toBe(200);
    expect((await call("GET", "", res.body.jwtToken)).body).toMatchObject({
      enabled: true,
      recovery_codes_left: recoveryCodeCount - 1,
    });
    expect(await codeStep(await passwordStep(player), code)).toMatchObject(INVALID);
  });

  it("counts codes per player across challenges: ten wrong ones, then 429 until the window ends", async () => {
    const player = await enrolledPlayer();
    const wrong = codeOf(player.secret) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 2; i++) {
      const challenge = await passwordStep(player);
      for (let j = 0; j < twoStepMaxAttempts; j++) expect(await codeStep(challenge, wrong)).toMatchObject(INVALID);
    }
    expect(await codeStep(await passwordStep(player), codeOf(player.secret))).toMatchObject(TOO_MANY);
    server.advance(15 * 60_000);
    expect((await codeStep(await passwordStep(player), codeOf(player.secret))).status).toBe(200);
  });

  it("of concurrent right codes on one challenge, exactly one signs in", async () => {
    const player = await enrolledPlayer();
    const challenge = await passwordStep(player);
    const codes = [
      codeOf(player.secret),
      codeOf(player.secret),
      codeOf(player.secret, -STEP_MS),
      codeOf(player.secret, STEP_MS),
      ...player.recoveryCodes.slice(0, 1),
    ];
    const answers = await Promise.all(codes.map((code) => codeStep(challenge, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect([INVALID.body, EXPIRED.body]).toContain(a.body);
    }
  });

  it("concurrent codes on one challenge never take more than its attempts", async () => {
    const player = await enrolledPlayer();
    const challenge = await passwordStep(player);
    const wrong = codeOf(player.secret) === "000000" ? "111111" : "000000";
    const answers = await Promise.all(Array.from({ length: 9 }, () => codeStep(challenge, wrong)));
    const bodies = answers.map((a) => a.body as unknown);
    expect(bodies.filter((b) => b === INVALID.body)).toHaveLength(twoStepMaxAttempts);
    expect(bodies.filter((b) => b === EXPIRED.body)).toHaveLength(9 - twoStepMaxAttempts);
  });
});

describe("turning it off", () => {
  it("needs the password and a code; then the password alone signs in", async () => {
    const player = await enrolledPlayer();
    const disable = (password: string, code: string) => call("POST", "/disable", player.jwtToken, { password, code });
    expect(await disable("Wrong1234", codeOf(player.secret))).toMatchObject({
      status: 400,
      body: "Incorrect password",
    });
    expect(
      await disable(player.password, player.recoveryCodes[0] === "aaaaa-aaaaa" ? "bbbbb-bbbbb" : "aaaaa-aaaaa"),
    ).toMatchObject(INVALID);
    const off = await disable(player.password, codeOf(player.secret));
    expect(off).toMatchObject({ status: 200, body: { enabled: false, enabled_at: null, recovery_codes_left: 0 } });
    expect(await disable(player.password, codeOf(player.secret))).toMatchObject({
      status: 400,
      body: "Two-step sign-in is off",
    });
    const login = await server.call<UserAnswer>("POST", "/api/player/user/login", {
      body: { username: player.username, password: player.password },
    });
    expect(login).toMatchObject({ status: 200, body: { username: player.username } });
    expect(login.body.jwtToken).toEqual(expect.any(String));
  });

  it("a recovery code turns it off too, and the sign-ins waiting for a code end", async () => {
    const player = await enrolledPlayer();
    const waiting = await passwordStep(player);
    const off = await call("POST", "/disable", player.jwtToken, {
      password: player.password,
      code: player.recoveryCodes[3],
    });
    expect(off.status).toBe(200);
    nextStep();
    expect(await codeStep(waiting, codeOf(player.secret))).toMatchObject(EXPIRED);
  });

  it("counts wrong passwords and codes: five, then 429 even for the right ones", async () => {
    const player = await enrolledPlayer();
    for (let i = 0; i < 5; i++) {
      expect(
        await call("POST", "/disable", player.jwtToken, { password: `Wrong${i}pass`, code: "123456" }),
      ).toMatchObject({ status: 400, body: "Incorrect password" });
    }
    expect(
      await call("POST", "/disable", player.jwtToken, { password: player.password, code: codeOf(player.secret) }),
    ).toMatchObject(TOO_MANY);
  });
});

describe("the sign-in history", () => {
  it("names each step: the code asked, a wrong code, a sign-in with the app's code and one with a recovery code", async () => {
    const player = await enrolledPlayer();
    const first = await passwordStep(player);
    expect((await codeStep(first, codeOf(player.secret, 2 * STEP_MS))).status).toBe(400);
    expect((await codeStep(first, codeOf(player.secret))).status).toBe(200);
    nextStep();
    const second = await passwordStep(player);
    const signedIn = await codeStep(second, player.recoveryCodes[0] as string);
    expect(signedIn.status).toBe(200);
    const history = await server.call<{ items: { method: string; result: string; current: boolean }[] }>(
      "GET",
      "/api/player/security/sign_ins",
      { token: signedIn.body.jwtToken },
    );
    expect(history.body.items.slice(0, 5).map(({ method, result, current }) => [method, result, current])).toEqual([
      ["recovery_code", "success", true],
      ["password", "code_needed", false],
      ["code", "success", false],
      ["code", "wrong_code", false],
      ["password", "code_needed", false],
    ]);
  });
});
