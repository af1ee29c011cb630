/**
 * Closed by default, OTP quotas: per phone and purpose, per client address and per tenant and
 * minute, each a 429 with a catalogue message; codes expire and are single use.
 */
import { describe, expect, it } from "vitest";
import { otpRules } from "../../src/api/contract/otp.ts";
import {
  freshPhone,
  LOTUS,
  latestCode,
  loginAs,
  registerPlayer,
  requestCode,
  serverForTheseTests,
} from "./support/server.ts";

/** As behind one proxy of ours (TRUST_PROXY=1), so each test can come from its own address. */
const server = serverForTheseTests({ trustProxy: 1 });

const MINUTE = 60_000;
const TOO_MANY = { status: 429, body: "Too many requests, try again later" };

const requestFrom = (
  address: string,
  contact_no: string,
  purpose: string,
  extra: { token?: string; domain?: string } = {},
) =>
  server.call("POST", "/api/player/otp/request", {
    body: { contact_no, purpose },
    headers: { "X-Forwarded-For": address },
    ...extra,
  });

let addressCounter = 0;
/** A fresh client address (TEST-NET-2). */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

describe("per client address", () => {
  it(`30 codes for 30 random phones from one address: ${otpRules.maxPerIpPerHour} sent, then 429`, async () => {
    server.advance(MINUTE); // a fresh minute for the tenant cap
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await requestFrom("203.0.113.50", freshPhone(), "register")).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(otpRules.maxPerIpPerHour);
    expect(answers.slice(otpRules.maxPerIpPerHour)).toEqual(Array(30 - otpRules.maxPerIpPerHour).fill(429));
    expect(await requestFrom("203.0.113.50", freshPhone(), "forgot_password")).toMatchObject(TOO_MANY);
    // Another address is not held back; the first one is free again after the hour.
    expect((await requestFrom("203.0.113.51", freshPhone(), "register")).status).toBe(200);
    server.advance(60 * MINUTE);
    expect((await requestFrom("203.0.113.50", freshPhone(), "register")).status).toBe(200);
  });

  it("counts refused requests too (probing which phones are registered)", async () => {
    server.advance(MINUTE);
    const address = "203.0.113.52";
    for (let i = 0; i < otpRules.maxPerIpPerHour; i++) {
      expect(await requestFrom(address, "60123456789", "register")).toMatchObject({
        status: 409,
        body: "Phone number already registered",
      });
    }
    expect(await requestFrom(address, "60123456789", "register")).toMatchObject(TOO_MANY);
  });
});

describe("per tenant and minute", () => {
  it(`${otpRules.maxPerTenantPerMinute} public codes a minute over all addresses, then 429; withdraw codes still go`, async () => {
    server.advance(MINUTE);
    for (let i = 0; i < otpRules.maxPerTenantPerMinute; i++) {
      expect((await requestFrom(freshAddress(), freshPhone(), "register")).status).toBe(200);
    }
    expect(await requestFrom(freshAddress(), freshPhone(), "register")).toMatchObject(TOO_MANY);
    expect(await requestFrom(freshAddress(), "60129876543", "forgot_password")).toMatchObject(TOO_MANY);
    // Another tenant has its own cap.
    expect((await requestFrom(freshAddress(), freshPhone(), "register", { domain: LOTUS })).status).toBe(200);
    // A signed-in player's withdraw code is not part of the public flood.
    const ahmad = await loginAs(server, "ahmad88", "Demo1234");
    expect((await requestFrom(freshAddress(), "60129876543", "withdraw", { token: ahmad.jwtToken })).status).toBe(200);
    server.advance(MINUTE);
    expect((await requestFrom(freshAddress(), freshPhone(), "register")).status).toBe(200);
  });
});

describe("per phone and purpose", () => {
  it("a stranger's password-reset requests never block the same phone's withdraw or register codes", async () => {
    server.advance(MINUTE);
    const player = await registerPlayer(server, { username: "otp_victim" });
    const stranger = "203.0.113.60";
    for (let i = 0; i < otpRules.maxPerHour; i++) {
      expect((await requestFrom(stranger, player.contactNo, "forgot_password")).status).toBe(200);
      if (i < otpRules.maxPerHour - 1) {
        expect(await requestFrom(stranger, player.contactNo, "forgot_password")).toMatchObject({
          status: 429,
          body: "Please wait before requesting another OTP",
        });
      }
      server.advance(MINUTE + 1000);
    }
    expect(await requestFrom(stranger, player.contactNo, "forgot_password")).toMatchObject({
      status: 429,
      body: "Too many OTP requests, try again later",
    });
    // The owner's withdraw code goes out at once, and so does a transfer code.
    const withdraw = await requestFrom("198.51.100.200", player.contactNo, "withdraw", { token: player.jwtToken });
    expect(withdraw.status).toBe(200);
    const code = await latestCode(server, player.contactNo);
    expect(
      await server.call("POST", "/api/player/otp/verify", {
        body: { contact_no: player.contactNo, purpose: "withdraw", otp: code },
      }),
    ).toMatchObject({ status: 200, body: { verified: true } });
    expect((await requestFrom("198.51.100.200", player.contactNo, "transfer", { token: player.jwtToken })).status).toBe(
      200,
    );
  });
});

describe("codes", () => {
  it("are single use: a register code registers once, a reset code resets once", async () => {
    server.advance(MINUTE);
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    const body = {
      username: "otp_once",
      password: "Secret123",
      confirm_password: "Secret123",
      full_name: "Once Only",
      contact_no: phone,
      otp: code,
      registered_domain: "http://localhost:5173/register",
    };
    expect((await server.call("POST", "/api/player/user/register", { body })).status).toBe(200);
    const verify = (purpose: string, otp: string) =>
      server.call("POST", "/api/player/otp/verify", { body: { contact_no: phone, purpose, otp } });
    expect(await verify("register", code)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });

    server.advance(MINUTE + 1000);
    const reset = await requestCode(server, phone, "forgot_password");
    const resetBody = { contact_no: phone, otp: reset, new_password: "Changed123", confirm_password: "Changed123" };
    const patch = () => server.call("PATCH", "/api/player/user/updateForgotPass", { body: resetBody });
    expect(await patch()).toMatchObject({ status: 200, body: { ok: true } });
    expect(await patch()).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });

  it(`expire after ${otpRules.ttlSeconds} s`, async () => {
    server.advance(MINUTE);
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    server.advance(otpRules.ttlSeconds * 1000 - 1000);
    const verify = () =>
      server.call("POST", "/api/player/otp/verify", { body: { contact_no: phone, purpose: "register", otp: code } });
    expect(await verify()).toMatchObject({ status: 200, body: { verified: true } });
    server.advance(2000);
    expect(await verify()).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });
});

describe("no enumeration through password reset", () => {
  it("answers alike for a registered and an unknown phone, at every step, and texts only the registered one", async () => {
    server.advance(MINUTE);
    const known = (await registerPlayer(server, { username: "enum_known" })).contactNo;
    const unknown = freshPhone();
    server.advance(MINUTE + 1000);
    const address = "203.0.113.70";
    const step = async (phone: string) => {
      const reset = (otp: string) =>
        server.call("PATCH", "/api/player/user/updateForgotPass", {
          body: { contact_no: phone, otp, new_password: "Probe1234", confirm_password: "Probe1234" },
        });
      const noCodeYet = await reset("123456");
      const first = await requestFrom(address, phone, "forgot_password");
      const again = await requestFrom(address, phone, "forgot_password");
      const sms = await server.call<{ code: string }[]>("GET", `/api/sandbox/sms?contact_no=${phone}`);
      const code = sms.body.find(() => true)?.code ?? "000000";
      const wrong = code === "999999" ? "888888" : "999999";
      const verifyWrong = await server.call("POST", "/api/player/otp/verify", {
        body: { contact_no: phone, purpose: "forgot_password", otp: wrong },
      });
      const resetWrong = await reset(wrong);
      const strip = (a: { status: number; body: unknown }) => ({ status: a.status, body: a.body });
      return {
        answers: [noCodeYet, first, again, verifyWrong, resetWrong].map(strip),
        texted: sms.body.filter((m) => m.code).length,
      };
    };
    const forKnown = await step(known);
    const forUnknown = await step(unknown);
    expect(forKnown.answers).toEqual([
      { status: 404, body: "OTP data not found in cache" },
      { status: 200, body: { resend_in: otpRules.resendSeconds, expires_in: otpRules.ttlSeconds } },
      { status: 429, body: "Please wait before requesting another OTP" },
      { status: 400, body: "Invalid OTP" },
      { status: 400, body: "Invalid OTP" },
    ]);
    expect(forUnknown.answers).toEqual(forKnown.answers);
    // The registered phone got its reset code (after its register code); the unknown one no SMS at all.
    expect(forKnown.texted).toBe(2);
    expect(forUnknown.texted).toBe(0);
  });

  it("and a reset for an unknown phone never succeeds", async () => {
    server.advance(MINUTE);
    const phone = freshPhone();
    expect((await requestFrom("203.0.113.71", phone, "forgot_password")).status).toBe(200);
    const guesses = await Promise.all(
      ["000000", "111111", "222222", "333333", "444444", "555555"].map((otp) =>
        server.call("PATCH", "/api/player/user/updateForgotPass", {
          body: { contact_no: phone, otp, new_password: "Probe1234", confirm_password: "Probe1234" },
        }),
      ),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
  });
});
