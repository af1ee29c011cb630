import { type } from "arktype";
import { beforeAll, describe, expect, it } from "vitest";
import { CheckPinAnswer, maxUploadBytes, User } from "../../src/api/contract/user.ts";
import {
  latestCode,
  loginAs,
  registerPlayer,
  requestCode,
  serverForTheseTests,
  type UserAnswer,
} from "./support/server.ts";

const server = serverForTheseTests();

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const WEBP = Uint8Array.from([
  ...new TextEncoder().encode("RIFF"),
  8,
  0,
  0,
  0,
  ...new TextEncoder().encode("WEBPVP8 "),
]);

function avatarForm(bytes: Uint8Array<ArrayBuffer>, name = "me.png", mime = "image/png", field = "avatar"): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: mime }), name);
  return form;
}

describe("updatePassword", () => {
  let user: UserAnswer & { password: string };
  beforeAll(async () => {
    user = await registerPlayer(server, { username: "pwuser" });
  });
  const patch = (id: string, body: unknown, token = user.jwtToken) =>
    server.call("PATCH", `/api/player/user/updatePassword/${id}`, { body, token });

  it("only allows the caller's own id", async () => {
    const other = await loginAs(server, "meiling", "Demo1234");
    const body = { current_password: "Secret123", new_password: "NewPass123", confirm_password: "NewPass123" };
    expect(await patch(other._id, body)).toMatchObject({ status: 403, body: "Unauthorized" });
    expect(await patch("not-an-id", body)).toMatchObject({ status: 403, body: "Unauthorized" });
  });

  it("refuses a wrong current password and mismatched new passwords", async () => {
    expect(
      await patch(user._id, {
        current_password: "Wrong1234",
        new_password: "NewPass123",
        confirm_password: "NewPass123",
      }),
    ).toMatchObject({ status: 400, body: "Incorrect current password" });
    expect(
      await patch(user._id, {
        current_password: "Secret123",
        new_password: "NewPass123",
        confirm_password: "NewPass124",
      }),
    ).toMatchObject({ status: 400, body: "Passwords do not match" });
    expect(
      await patch(user._id, { current_password: "Secret123", new_password: "short", confirm_password: "short" }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
  });

  it("changes the password; the caller keeps signed in with the answered token, the old one ends", async () => {
    const res = await patch(user._id, {
      current_password: "Secret123",
      new_password: "NewPass123",
      confirm_password: "NewPass123",
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const { jwtToken } = res.body as { jwtToken: string };
    const check = await server.call("GET", "/api/tenant/user/check-session", { token: jwtToken });
    expect(check.status).toBe(200);
    const ended = await server.call("GET", "/api/tenant/user/check-session", { token: user.jwtToken });
    expect(ended).toMatchObject({ status: 401, body: "Session ended. Other devices logged in" });
    const old = await server.call("POST", "/api/player/user/login", {
      body: { username: "pwuser", password: "Secret123" },
    });
    expect(old).toMatchObject({ status: 401, body: "Invalid username or password" });
    expect((await loginAs(server, "pwuser", "NewPass123")).username).toBe("pwuser");
  });
});

describe("updateNickname", () => {
  it("updates the caller's nickname and answers the User with the same token", async () => {
    const user = await loginAs(server, "ahmad88", "Demo1234");
    const res = await server.call<UserAnswer>("PATCH", `/api/player/user/updateNickname/${user._id}`, {
      body: { nickname: "  Faiz  " },
      token: user.jwtToken,
    });
    expect(res.status).toBe(200);
    expect(User(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({ nickname: "Faiz", jwtToken: user.jwtToken, username: "ahmad88" });
    const ref = await server.call("GET", "/api/player/user/getReferralUser/AHMAD88");
    expect(ref.body).toMatchObject({ nickname: "Faiz" });
  });

  it("refuses other ids, empty and too long nicknames", async () => {
    const user = await loginAs(server, "kahwai", "Demo1234");
    const other = await loginAs(server, "meiling", "Demo1234");
    const patch = (id: string, body: unknown) =>
      server.call("PATCH", `/api/player/user/updateNickname/${id}`, { body, token: user.jwtToken });
    expect(await patch(other._id, { nickname: "x" })).toMatchObject({ status: 403, body: "Unauthorized" });
    for (const body of [{}, { nickname: "" }, { nickname: "x".repeat(25) }, { nickname: 5 }]) {
      expect(await patch(user._id, body)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await patch(user._id, { nickname: "   " })).toMatchObject({ status: 400, body: "Invalid data request" });
  });
});

describe("updateAvatar", () => {
  let user: UserAnswer;
  beforeAll(async () => {
    user = await registerPlayer(server, { username: "avataruser" });
  });
  const upload = (form: FormData | BodyInit, id = user._id, headers: Record<string, string> = {}) =>
    server.call<UserAnswer>("PATCH", `/api/player/user/updateAvatar/${id}`, {
      raw: form,
      token: user.jwtToken,
      headers,
    });

  it("stores a PNG, answers the User with /uploads/<file> and serves it", async () => {
    const res = await upload(avatarForm(PNG));
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(res.body.jwtToken).toBe(user.jwtToken);
    const file = await fetch(`${server.url}${res.body.avatar}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it("decides the type by magic bytes (gif, webp, jpeg named .txt)", async () => {
    for (const [bytes, ext] of [
      [GIF, "gif"],
      [WEBP, "webp"],
      [Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "jpg"],
    ] as const) {
      const res = await upload(avatarForm(bytes, "file.txt", "text/plain"));
      expect(res.status).toBe(200);
      expect(res.body.avatar).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it("refuses a file that is not an image with 415", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(avatarForm(svg, "x.png", "image/png"))).toMatchObject({
      status: 415,
      body: "Unsupported file type",
    });
    expect(await upload(avatarForm(new Uint8Array(0)))).toMatchObject({ status: 415, body: "Unsupported file type" });
  });

  it("refuses a body just over 20 MB with 413", async () => {
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(PNG);
    const res = await upload(avatarForm(big));
    expect(res).toMatchObject({ status: 413, body: "File is larger than 20MB" });
  });

  it("refuses a huge body early, by its length", async () => {
    const res = await upload(new Uint8Array(maxUploadBytes + 200 * 1024), user._id, {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(res).toMatchObject({ status: 413, body: "File is larger than 20MB" });
  });

  it("refuses a missing file field, a non-multipart body and another player's id", async () => {
    expect(await upload(avatarForm(PNG, "a.png", "image/png", "photo"))).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    expect(
      await upload(JSON.stringify({ avatar: "x" }), user._id, { "Content-Type": "application/json" }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await upload("--x\r\nbroken", user._id, { "Content-Type": "multipart/form-data; boundary=x" }),
    ).toMatchObject({ status: 400, body: "Bad request" });
    const other = await loginAs(server, "meiling", "Demo1234");
    expect(await upload(avatarForm(PNG), other._id)).toMatchObject({ status: 403, body: "Unauthorized" });
  });

  it("answers 404 for unknown uploads", async () => {
    for (const path of [
      "/uploads/nope.png",
      "/uploads/..%2Fjwt-secret",
      "/uploads/00000000-0000-0000-0000-000000000000.png",
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
    }
  });
});

describe("PIN", () => {
  let user: UserAnswer;
  beforeAll(async () => {
    user = await registerPlayer(server, { username: "pinuser" });
  });
  const check = () => server.call("GET", "/api/player/user/checkPin", { token: user.jwtToken });
  const update = (body: unknown) => server.call("PATCH", "/api/player/user/updatePin", { body, token: user.jwtToken });

  it("starts without a PIN", async () => {
    const res = await check();
    expect(res.status).toBe(200);
    expect(CheckPinAnswer(res.body)).toEqual({ has_pin: false, locked_until: null });
  });

  it("sets a first PIN without `pin`", async () => {
    expect(await update({ new_pin: "123456", confirm_pin: "654321" })).toMatchObject({
      status: 400,
      body: "PINs do not match",
    });
    expect(await update({ pin: "111111", new_pin: "123456", confirm_pin: "123456" })).toMatchObject({
      status: 400,
      body: "PIN not set",
    });
    for (const body of [{ new_pin: "12345", confirm_pin: "12345" }, { new_pin: 123456, confirm_pin: "123456" }, {}]) {
      expect(await update(body)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await update({ new_pin: "123456", confirm_pin: "123456" })).toMatchObject({
      status: 200,
      body: { has_pin: true, locked_until: null },
    });
    expect((await check()).body).toEqual({ has_pin: true, locked_until: null });
  });

  it("changes the PIN only with the current one", async () => {
    expect(await update({ new_pin: "222222", confirm_pin: "222222" })).toMatchObject({
      status: 400,
      body: "Incorrect PIN",
    });
    expect(await update({ pin: "123456", new_pin: "222222", confirm_pin: "222222" })).toMatchObject({ status: 200 });
  });

  it("locks PIN checks for 15 minutes after 5 wrong PINs", async () => {
    for (let i = 0; i < 4; i++) {
      expect(await update({ pin: "999999", new_pin: "333333", confirm_pin: "333333" })).toMatchObject({
        status: 400,
        body: "Incorrect PIN",
      });
    }
    expect(await update({ pin: "999999", new_pin: "333333", confirm_pin: "333333" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    // Even the right PIN is refused while locked.
    expect(await update({ pin: "222222", new_pin: "333333", confirm_pin: "333333" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    const locked = await check();
    expect(locked.body).toMatchObject({ has_pin: true });
    const until = Date.parse((locked.body as { locked_until: string }).locked_until);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    server.advance(15 * 60_000 + 1000);
    expect((await check()).body).toEqual({ has_pin: true, locked_until: null });
    expect(await update({ pin: "222222", new_pin: "333333", confirm_pin: "333333" })).toMatchObject({ status: 200 });
  });
});

describe("forgot password", () => {
  it("resets with a code read from the SMS sink, ends the session, and the new password logs in", async () => {
    const user = await registerPlayer(server, { username: "forgetful" });
    server.advance(61_000); // one code per phone per minute
    const code = await requestCode(server, user.contactNo, "forgot_password");
    const reset = (body: unknown) => server.call("PATCH", "/api/player/user/updateForgotPass", { body });
    const body = { contact_no: user.contactNo, otp: code, new_password: "Fresh1234", confirm_password: "Fresh1234" };
    expect(await reset({ ...body, confirm_password: "Fresh12345" })).toMatchObject({
      status: 400,
      body: "Passwords do not match",
    });
    // An unknown phone answers like a registered one that asked for no code (no enumeration).
    expect(await reset({ ...body, contact_no: "60100000001" })).toMatchObject({
      status: 404,
      body: "OTP data not found in cache",
    });
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await reset({ ...body, otp: wrong })).toMatchObject({ status: 400, body: "Invalid OTP" });
    expect(await reset(body)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await reset(body)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });

    const old = await server.call("GET", "/api/tenant/user/check-session", { token: user.jwtToken });
    expect(old).toMatchObject({ status: 401, body: "Session ended. Other devices logged in" });
    expect(
      await server.call("POST", "/api/player/user/login", { body: { username: "forgetful", password: user.password } }),
    ).toMatchObject({ status: 401, body: "Invalid username or password" });
    expect((await loginAs(server, "forgetful", "Fresh1234")).username).toBe("forgetful");
  });

  it("needs a forgot_password code, not a register one", async () => {
    const user = await registerPlayer(server, { username: "forgetful2" });
    server.advance(61_000);
    const code = await latestCode(server, user.contactNo);
    const res = await server.call("PATCH", "/api/player/user/updateForgotPass", {
      body: { contact_no: user.contactNo, otp: code, new_password: "Fresh1234", confirm_password: "Fresh1234" },
    });
    expect(res).toMatchObject({ status: 404, body: "OTP data not found in cache" });
  });
});
