/**
 * Closed by default, counters that cannot race: PIN, OTP and login attempts are counted in the
 * database in one statement, so concurrent attempts count exactly and a lock holds for the right
 * answer too.
 */
import { describe, expect, it } from "vitest";
import { otpRules } from "../../src/api/contract/otp.ts";
import { freshPhone, requestCode, serverForTheseTests } from "./support/server.ts";
import { balances, MYR, walletPlayer, withdraw } from "./support/wallet.ts";

const server = serverForTheseTests();

/** How many answers had each status and body, e.g. { "400 Incorrect PIN": 4, "423 PIN is locked, …": 36 }. */
function tally(answers: { status: number; body: unknown }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = `${a.status} ${typeof a.body === "string" ? a.body : JSON.stringify(a.body)}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

const PIN_LOCK_MS = 15 * 60_000;

describe("PIN attempts", () => {
  it("40 concurrent wrong PINs on withdraw: exactly 5 counted, then locked; the right PIN right after is still locked", async () => {
    const p = await walletPlayer(server, "race_pin", { pin: true, bank: true, myr: MYR(100) });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => withdraw(server, p, { amount: MYR(30), pin: "999999" })),
    );
    expect(tally(answers)).toEqual({ "400 Incorrect PIN": 4, "423 PIN is locked, try again later": 36 });
    expect(await withdraw(server, p, { amount: MYR(30), pin: "123456" })).toMatchObject({
      status: 423,
      body: "PIN is locked, try again later",
    });
    expect((await balances(server, p)).MYR).toEqual({ available: MYR(100), held: 0 });
    const pin = await server.call<{ locked_until: string | null }>("GET", "/api/player/user/checkPin", {
      token: p.jwtToken,
    });
    expect(pin.body.locked_until).not.toBeNull();

    // The lock ends after 15 minutes with a fresh count: 4 wrong are refused as incorrect, the right one passes.
    server.advance(PIN_LOCK_MS + 1000);
    for (let i = 0; i < 4; i++) {
      expect(await withdraw(server, p, { amount: MYR(30), pin: "999999" })).toMatchObject({
        status: 400,
        body: "Incorrect PIN",
      });
    }
    expect((await withdraw(server, p, { amount: MYR(30), pin: "123456" })).status).toBe(200);
  });

  it("40 concurrent wrong current PINs on a PIN change: exactly 5 counted, then locked for the right PIN too", async () => {
    const p = await walletPlayer(server, "race_pin2", { pin: true });
    const change = (pin: string) =>
      server.call("PATCH", "/api/player/user/updatePin", {
        body: { pin, new_pin: "654321", confirm_pin: "654321" },
        token: p.jwtToken,
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => change("999999")));
    expect(tally(answers)).toEqual({ "400 Incorrect PIN": 4, "423 PIN is locked, try again later": 36 });
    expect(await change("123456")).toMatchObject({ status: 423, body: "PIN is locked, try again later" });
    server.advance(PIN_LOCK_MS + 1000);
    expect(await change("123456")).toMatchObject({ status: 200, body: { has_pin: true, locked_until: null } });
  });

  it("a right PIN as the fifth attempt passes and clears the count", async () => {
    const p = await walletPlayer(server, "race_pin3", { pin: true, bank: true, myr: MYR(100) });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await withdraw(server, p, { amount: MYR(30), pin: "999999" })).body).toBe("Incorrect PIN");
      }
      expect((await withdraw(server, p, { amount: MYR(30), pin: "123456" })).status).toBe(200);
    }
  });
});

describe("OTP attempts", () => {
  it("40 concurrent wrong codes: exactly 5 compared, the rest and then the right code refused", async () => {
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = (otp: string) =>
      server.call("POST", "/api/player/otp/verify", { body: { contact_no: phone, purpose: "register", otp } });
    const answers = await Promise.all(Array.from({ length: 40 }, () => verify(wrong)));
    expect(tally(answers)).toEqual({
      "400 Invalid OTP": otpRules.maxAttempts,
      "400 Invalid or expired OTP": 40 - otpRules.maxAttempts,
    });
    expect(await verify(code)).toMatchObject({ status: 400, body: "Invalid or expired OTP" });
  });

  it("a right code does not use up an attempt (verify, then act on it)", async () => {
    const phone = freshPhone();
    const code = await requestCode(server, phone, "register");
    const verify = (otp: string) =>
      server.call("POST", "/api/player/otp/verify", { body: { contact_no: phone, purpose: "register", otp } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(code)));
    expect(tally(answers)).toEqual({ '200 {"verified":true}': 20 });
  });
});

describe("login attempts", () => {
  it("60 concurrent wrong passwords: exactly 10 checked, the rest 429, and then the right password too", async () => {
    const login = (password: string) =>
      server.call("POST", "/api/player/user/login", { body: { username: "nurul_h", password } });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`Wrong${i}pass`)));
    expect(tally(answers)).toEqual({
      "401 Invalid username or password": 10,
      "429 Too many requests, try again later": 50,
    });
    expect(await login("Demo1234")).toMatchObject({ status: 429, body: "Too many requests, try again later" });
    server.advance(15 * 60_000);
    expect((await login("Demo1234")).status).toBe(200);
  });
});
