import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { OtpRequestAnswer, otpRules, SmsList } from "../../src/api/contract/otp.ts";
import { ReferralList, ReferralUser, User } from "../../src/api/contract/user.ts";
import {
  freshPhone,
  LOTUS,
  latestCode,
  loginAs,
  registerPlayer,
  requestCode,
  serverForTheseTests,
  type UserAnswer,
} from "./support/server.ts";

const server = serverForTheseTests();

const MINUTE = 60_000;
const request = (contact_no: string, purpose: string, extra: { token?: string; domain?: string } = {}) =>
  server.call("POST", "/api/player/otp/request", { body: { contact_no, purpose }, ...extra });
const verify = (contact_no: string, purpose: string, otp: string) =>
  server.call("POST", "/api/player/otp/verify", { body: { contact_no, purpose, otp } });

function registerBody(contact_no: string, otp: string, overrides: Record<string, unknown> = {}) {
  return {
    username: `u${contact_no.slice(-8)}`,
    password: "Secret123",
    confirm_password: "Secret123",
    full_name: "New Player",
    contact_no,
    otp,
    registered_domain: "http://localhost:5173/register",
    ...overrides,
  };
}

describe("OTP request", () => {
  it("sends a 6-digit code to the SMS sink only, never in the answer", async () => {
    const phone = freshPhone();
    const res = await request(phone, "register");
    expect(res.status).toBe(200);
    expect(OtpRequestAnswer(res.body)).toEqual({ resend_in: 60, expires_in: 300 });
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    const sms = await server.call("GET", `/api/sandbox/sms?contact_no=${phone}`);
    expect(SmsList(sms.body)).not.toBeInstanceOf(type.errors);
    const [message] = sms.body as { code: string; body: string; contact_no: string }[];
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);
    expect(message?.body).toContain("Harimau Play");
    expect(message?.contact_no).toBe(phone);
  });

  it("keeps the SMS sink per tenant", async () => {
    const phone = freshPhone();
    await requestCode(server, phone, "register", { domain: LOTUS });
    const lotus = await server.call<unknown[]>("GET", `/api/sandbox/sms?contact_no=${phone}`, { domain: LOTUS });
    const harimau = await server.call<unknown[]>("GET", `/api/sandbox/sms?contact_no=${phone}`);
    expect(lotus.body).toHaveLength(1);
    expect(harimau.body).toEqual([]);
    expect(JSON.stringify(lotus.body)).toContain("Lotus Jade");
  });

  it("refuses a second request within 60 s and allows it after", async () => {
    const phone = freshPhone();
    expect((await request(phone, "register")).status).toBe(200);
    expect(await request(phone, "register")).toMatchObject({
      status: 429,
      body: "Please wait before requesting another OTP",
    });
    server.advance(otpRules.resendSeconds * 1000);
    expect((await request(phone, "register")).status).toBe(200);
  });

  it("allows at most 5 requests an hour per phone", async () => {
    const phone = freshPhone();
    for (let i = 0; i < otpRules.maxPerHour; i++) {
      expect((await request(phone, "register")).status).toBe(200);
      server.advance(MINUTE + 1000);
    }
    expect(await request(phone, "register")).toMatchObject({
      status: 429,
      body: "Too many OTP requests, try again later",
    });
    server.advance(60 * MINUTE);
    expect((await request(phone, "register")).status).toBe(200);
  });

  it("refuses register codes for a registered phone; answers reset codes for an unknown one alike, sending none", async () => {
    expect(await request("60123456789", "register")).toMatchObject({
      status: 409,
      body: "Phone number already registered",
    });
    const unknown = freshPhone();
    expect(await request(unknown, "forgot_password")).toMatchObject({
      status: 200,
      body: { resend_in: otpRules.resendSeconds, expires_in: otpRules.ttlSeconds },
    });
    expect((await server.call("GET", `/api/sandbox/sms?contact_no=${unknown}`)).body).toEqual([]);
  });

  it("requires sign-in and the caller's own phone for withdraw and transfer codes", async () => {
    expect(await request("60129876543", "withdraw")).toMatchObject({ status: 401, body: "Unauthorized" });
    const user = await loginAs(server, "ahmad88", "Demo1234");
    expect(await request("60123456789", "transfer", { token: user.jwtToken })).toMatchObject({
      status: 400,
      body: "Invalid phone number",
    });
    const res = await request("60129876543", "withdraw", { token: user.jwtToken });
    expect(res.status).toBe(200);
    const code = await latestCode(server, "60129876543");
    expect(await verify("60129876543", "withdraw", code)).toMatchObject({ status: 200, body: { verified: true } });
  });

  it("validates the body", async () => {
    for (const body of [
      {},
      { contact_no: "60123456789" },
      { contact_no: "+60123456789", purpose: "register" },
      { contact_no: "0123", purpose: "register" },
      { contact_no: 60123456789, purpose: "register" },
      { contact_no: "60123456789", purpose: "login" },
    ]) {
      const res = await server.call("POST", "/api/player/otp/request", { body });
      expect(res).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });
});

describe("OTP verify", () => {
  it("answers 404 when no code was requested", async () => {
    expect(await verify(freshPhone(), "register", "123456")).toMatchObject({
      status: 404,
      body: "OTP data not found in cache",
    });
  });

  it("checks without consuming, counts wrong attempts and burns the code after 5", async () => {
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verify(phone, "register", code)).toMatchObject({ status: 200, body: { verified: true } });
    expect(await verify(phone, "register", code)).toMatchObject({ status: 200, body: { verified: true } });
    expect(await verify(phone, "forgot_password", code)).toMatchObject({ status: 404 });
    for (let i = 0; i < otpRules.maxAttempts; i++) {
      expect(await verify(phone, "register", wrong)).toMatchObject({ status: 400, body: "Invalid OTP" });
    }
    expect(await verify(phone, "register", code)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });

  it("expires a code after 300 s", async () => {
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    server.advance(otpRules.ttlSeconds * 1000 + 1);
    expect(await verify(phone, "register", code)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });
});

describe("register", () => {
  it("registers, logs in and consumes the code", async () => {
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    const body = registerBody(phone, code, { username: "newbie01", full_name: "Nur Aina" });
    const res = await server.call<UserAnswer>("POST", "/api/player/user/register", { body });
    expect(res.status).toBe(200);
    expect(User(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({
      username: "newbie01",
      nickname: "newbie01",
      full_name: "Nur Aina",
      contact_no: phone,
      wallet: 0,
      chip: 0,
      currency: "MYR",
      vip_tier: "Normal",
      total_downline: 0,
    });
    expect(res.body.referral_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(res.body.uuid).toMatch(/^\d{8}$/);
    const me = await server.call("GET", "/api/tenant/user/check-session", { token: res.body.jwtToken });
    expect(me.status).toBe(200);
    // The code is used up.
    const again = await server.call("POST", "/api/player/user/register", {
      body: registerBody(phone, code, { username: "newbie02" }),
    });
    expect(again).toMatchObject({ status: 409, body: "Phone number already registered" });
    expect(await verify(phone, "register", code)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
    expect((await loginAs(server, "newbie01", "Secret123")).username).toBe("newbie01");
  });

  it("links a referrer by code, which then lists the new player first", async () => {
    const demo = await loginAs(server, "demo", "Demo1234");
    const getUser = () => server.call<UserAnswer>("GET", "/api/player/user/getUser", { token: demo.jwtToken });
    expect((await getUser()).body.total_downline).toBe(4);
    const user = await registerPlayer(server, { username: "referred1", referral_code: "harimau1" });
    expect(user.username).toBe("referred1");
    // Another player's write shows at once in the referrer's answers (no stale cache). Active: the seeded
    // ahmad88 and nurul_h played rounds lately; the new player has neither deposited nor played yet.
    expect((await getUser()).body).toMatchObject({ total_downline: 5, total_active_downline: 2 });
    const list = await server.call<{ items: { name: string; active: boolean }[]; total: number }>(
      "GET",
      "/api/player/user/getReferralListByPlayer?page=1&limit=10",
      { token: demo.jwtToken },
    );
    expect(list.status).toBe(200);
    expect(ReferralList(list.body)).not.toBeInstanceOf(type.errors);
    expect(list.body.total).toBe(5);
    // public names: the username masked (none of them chose a nickname of their own)
    expect(list.body.items.map((i) => i.name)).toEqual(["re***1", "ka***i", "nu***h", "ra***k", "ah***8"]);
    expect(list.body.items.map((i) => i.active)).toEqual([false, false, true, false, true]);
    const page2 = await server.call<{ items: { name: string }[]; page: number }>(
      "GET",
      "/api/player/user/getReferralListByPlayer?page=2&limit=2",
      { token: demo.jwtToken },
    );
    expect(page2.body.items.map((i) => i.name)).toEqual(["nu***h", "ra***k"]);
    expect(page2.body.page).toBe(2);
  });

  it("validates referral list paging", async () => {
    const demo = await loginAs(server, "meiling", "Demo1234");
    for (const query of ["page=0&limit=10", "page=1&limit=101", "page=abc", "limit=-1", "page=1.5"]) {
      const res = await server.call("GET", `/api/player/user/getReferralListByPlayer?${query}`, {
        token: demo.jwtToken,
      });
      expect(res).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    const empty = await server.call("GET", "/api/player/user/getReferralListByPlayer", { token: demo.jwtToken });
    expect(empty).toMatchObject({ status: 200, body: { items: [], page: 1, total: 0 } });
  });

  it("applies the rules in order with exact messages", async () => {
    const phone = freshPhone();
    const post = (body: unknown) => server.call("POST", "/api/player/user/register", { body });
    expect(await post(registerBody(phone, "123456", { confirm_password: "Other1234" }))).toMatchObject({
      status: 400,
      body: "Passwords do not match",
    });
    expect(await post(registerBody(phone, "123456", { username: "DEMO" }))).toMatchObject({
      status: 409,
      body: "Username already exists",
    });
    expect(await post(registerBody("60129876543", "123456"))).toMatchObject({
      status: 409,
      body: "Phone number already registered",
    });
    expect(await post(registerBody(phone, "123456", { referral_code: "NOPE0000" }))).toMatchObject({
      status: 404,
      body: "Referral code not found",
    });
    expect(await post(registerBody(phone, "123456"))).toMatchObject({
      status: 404,
      body: "OTP data not found in cache",
    });
    const code = await requestCode(server, phone, "register");
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await post(registerBody(phone, wrong))).toMatchObject({ status: 400, body: "Invalid OTP" });
    server.advance(otpRules.ttlSeconds * 1000 + 1);
    expect(await post(registerBody(phone, code))).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });

  it("refuses bad fields with 400 Invalid data request", async () => {
    const phone = freshPhone();
    for (const overrides of [
      { username: "a b" },
      { username: "abc" },
      { password: "short", confirm_password: "short" },
      { password: "has space 1", confirm_password: "has space 1" },
      { full_name: "" },
      { contact_no: "0123456789" },
      { otp: "12345" },
      { otp: 123456 },
      { registered_domain: "" },
      { referral_code: 12 },
    ]) {
      const res = await server.call("POST", "/api/player/user/register", {
        body: registerBody(phone, "123456", overrides),
      });
      expect(res, JSON.stringify(overrides)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("keeps usernames and phones per tenant", async () => {
    const lotusUser = await registerPlayer(server, { username: "demo", contactNo: "60123456789", domain: LOTUS });
    expect(lotusUser.username).toBe("demo");
    const harimauDemo = await loginAs(server, "demo", "Demo1234");
    expect(harimauDemo.full_name).toBe("Aisyah Rahman");
    const lotusDemo = await loginAs(server, "demo", "Secret123", LOTUS);
    expect(lotusDemo._id).toBe(lotusUser._id);
  });
});

describe("getReferralUser", () => {
  it("answers the referrer of a code, case-insensitively", async () => {
    const res = await server.call("GET", "/api/player/user/getReferralUser/ahmad88");
    expect(res.status).toBe(200);
    expect(ReferralUser(res.body)).toEqual({ username: "ahmad88", nickname: "ahmad88", referral_code: "AHMAD88" });
  });

  it("answers 404 for an unknown code or another tenant's code", async () => {
    for (const [code, domain] of [
      ["NOPE", undefined],
      ["LOTUS1", undefined],
      ["HARIMAU1", LOTUS],
    ] as const) {
      const res = await server.call("GET", `/api/player/user/getReferralUser/${code}`, { domain });
      expect(res).toMatchObject({ status: 404, body: "Referral code not found" });
    }
  });
});
