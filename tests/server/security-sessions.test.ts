/**
 * Closed by default, sessions: sign-out ends the session on the server, a password change ends
 * every other copy of the session (the caller continues with the answered token), a reset ends all.
 */
import { describe, expect, it } from "vitest";
import { loginAs, registerPlayer, requestCode, serverForTheseTests } from "./support/server.ts";

const server = serverForTheseTests();

const ENDED = { status: 401, body: "Session ended. Other devices logged in" };

const check = (token: string) => server.call("GET", "/api/tenant/user/check-session", { token });
const logout = (token?: string) => server.call("POST", "/api/player/user/logout", token === undefined ? {} : { token });

describe("logout", () => {
  it("ends the session on the server: the token is refused after sign-out", async () => {
    const user = await registerPlayer(server, { username: "bye_user" });
    expect((await check(user.jwtToken)).status).toBe(200);
    expect(await logout(user.jwtToken)).toMatchObject({ status: 200, body: { ok: true } });
    for (const path of ["/api/tenant/user/check-session", "/api/player/user/getUser", "/api/player/wallet/getWallet"]) {
      expect(await server.call("GET", path, { token: user.jwtToken }), path).toMatchObject(ENDED);
    }
    // Signing out twice is not an error; logging in again starts a new session.
    expect(await logout(user.jwtToken)).toMatchObject({ status: 200, body: { ok: true } });
    const again = await loginAs(server, "bye_user", user.password);
    expect((await check(again.jwtToken)).status).toBe(200);
  });

  it("a stale token's sign-out does not end the newer session", async () => {
    const first = await loginAs(server, "kahwai", "Demo1234");
    const second = await loginAs(server, "kahwai", "Demo1234");
    expect(await logout(first.jwtToken)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await check(second.jwtToken)).status).toBe(200);
  });

  it("needs a token of ours", async () => {
    expect(await logout()).toMatchObject({ status: 401, body: "Unauthorized" });
    expect(await logout("aaa.bbb.ccc")).toMatchObject({ status: 401, body: "Unauthorized" });
  });
});

describe("password change", () => {
  it("refuses the other device's token after the change; the caller goes on with the answered token", async () => {
    const user = await registerPlayer(server, { username: "pw_rotate" });
    // The same session held on another device (a copied token, a thief's copy).
    const otherDevice = user.jwtToken;
    const res = await server.call<{ ok: true; jwtToken: string }>(
      "PATCH",
      `/api/player/user/updatePassword/${user._id}`,
      {
        body: { current_password: user.password, new_password: "Rotated123", confirm_password: "Rotated123" },
        token: user.jwtToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(res.body.jwtToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.jwtToken).not.toBe(otherDevice);
    expect(await check(otherDevice)).toMatchObject(ENDED);
    const me = await server.call<{ username: string }>("GET", "/api/player/user/getUser", {
      token: res.body.jwtToken,
    });
    expect(me).toMatchObject({ status: 200, body: { username: "pw_rotate", jwtToken: res.body.jwtToken } });
  });

  it("counts wrong current passwords: 5, then 429 even for the right one", async () => {
    const user = await registerPlayer(server, { username: "pw_guess" });
    const change = (current_password: string) =>
      server.call("PATCH", `/api/player/user/updatePassword/${user._id}`, {
        body: { current_password, new_password: "Guessed123", confirm_password: "Guessed123" },
        token: user.jwtToken,
      });
    for (let i = 0; i < 5; i++) {
      expect(await change(`Wrong${i}pass`)).toMatchObject({ status: 400, body: "Incorrect current password" });
    }
    expect(await change(user.password)).toMatchObject({ status: 429, body: "Too many requests, try again later" });
    server.advance(15 * 60_000);
    expect((await change(user.password)).status).toBe(200);
  });
});

describe("password reset", () => {
  it("refuses every token of the player after a reset", async () => {
    const user = await registerPlayer(server, { username: "reset_all" });
    const older = user.jwtToken;
    const current = (await loginAs(server, "reset_all", user.password)).jwtToken;
    server.advance(61_000);
    const code = await requestCode(server, user.contactNo, "forgot_password");
    const reset = await server.call("PATCH", "/api/player/user/updateForgotPass", {
      body: { contact_no: user.contactNo, otp: code, new_password: "AfterReset1", confirm_password: "AfterReset1" },
    });
    expect(reset).toMatchObject({ status: 200, body: { ok: true } });
    expect(await check(older)).toMatchObject(ENDED);
    expect(await check(current)).toMatchObject(ENDED);
    expect((await loginAs(server, "reset_all", "AfterReset1")).username).toBe("reset_all");
  });
});
