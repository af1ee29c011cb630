/**
 * Input bounds over HTTP (ASVS 5.0 V2.2, V1.5): amounts stay within the currency's maximum before any
 * arithmetic (also after the sandbox's money rules are edited), free text is NFC and refuses
 * control, bidi and invisible characters with a message the app translates, every string is
 * bounded, and the URLs handed out are same-origin paths or https.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/open.ts";
import { tenants } from "../../server/db/schema.ts";
import { maxAmount } from "../../src/api/contract/money.ts";
import type { Theme } from "../../src/api/contract/tenant.ts";
import { loginAs, registerPlayer, serverForTheseTests, startTestServer, type UserAnswer } from "./support/server.ts";
import { deposit, getConfig, MYR, newKey, setConfig, walletPlayer, withdraw } from "./support/wallet.ts";

const server = serverForTheseTests();
const unsafeText = "Text contains characters that are not allowed";

describe("amounts", () => {
  it("answer 400, never a 5xx, for 2^63, 2^53 and floats in every amount field", async () => {
    const player = await walletPlayer(server, "bigamount", { pin: true, bank: true });
    for (const raw of ["9223372036854775807", "9223372036854775808", "9007199254740993", "1e300", "100.5", "-10000"]) {
      for (const [path, body] of [
        [
          "/api/player/deposit/createDeposit",
          `{"channel":"bank_transfer","method":"MBB","amount":${raw},"idempotency_key":"${newKey()}"}`,
        ],
        [
          "/api/player/withdraw/createWithdraw",
          `{"currency":"MYR","pin":"123456","bank_account_id":"${player.bankAccount?._id}","amount":${raw},"idempotency_key":"${newKey()}"}`,
        ],
        [
          "/api/player/friend/transfer",
          `{"member_uid":"28800001","pin":"123456","amount":${raw},"idempotency_key":"${newKey()}"}`,
        ],
      ] as const) {
        const res = await server.call("POST", path, {
          raw: body,
          token: player.jwtToken,
          headers: { "Content-Type": "application/json" },
        });
        expect(res, `${path} ${raw}`).toMatchObject({ status: 400, body: "Invalid data request" });
      }
    }
  });

  it("stay within the currency's maximum after the sandbox raised a channel's limit", async () => {
    const channels = await getConfig<{ channel: string; currency: string; max: number }[]>(server, "deposit_channels");
    const raise = (max: number) => channels.map((c) => (c.channel === "bank_transfer" ? { ...c, max } : c));
    // the sandbox refuses a limit above the currency's maximum (it used to take 2^53 and more)
    for (const max of [maxAmount.MYR + 100, 2 ** 53, 2 ** 63]) {
      const res = await server.call("POST", "/api/sandbox/config", {
        body: { key: "deposit_channels", value: JSON.stringify(raise(max)) },
      });
      expect(res, String(max)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await getConfig(server, "deposit_channels")).toEqual(channels);
    const rules = await getConfig<{ limits: { currency: string; max: number; daily_max: number }[] }>(
      server,
      "withdraw_rules",
    );
    const tooMuch = { ...rules, limits: rules.limits.map((l) => ({ ...l, daily_max: maxAmount.USDT * 2 })) };
    expect(
      await server.call("POST", "/api/sandbox/config", {
        body: { key: "withdraw_rules", value: JSON.stringify(tooMuch) },
      }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    const friendRules = await getConfig<{ limits: { currency: string; max: number; daily_max: number }[] }>(
      server,
      "friend_transfer_rules",
    );
    for (const limits of [
      friendRules.limits.map((l) => ({ ...l, daily_max: maxAmount.USDT * 2 })),
      friendRules.limits.map((l) => ({ ...l, max: 2 ** 63 })),
      Array.from({ length: 11 }, () => friendRules.limits[0]),
    ]) {
      expect(
        await server.call("POST", "/api/sandbox/config", {
          body: { key: "friend_transfer_rules", value: JSON.stringify({ limits }) },
        }),
      ).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(await getConfig(server, "friend_transfer_rules")).toEqual(friendRules);

    // up to the maximum it is taken, and an amount past it is refused before any arithmetic
    await setConfig(server, "deposit_channels", raise(maxAmount.MYR));
    try {
      const player = await registerPlayer(server, { username: "maxdeposit" });
      const atMax = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: maxAmount.MYR });
      expect(atMax.status).toBe(200);
      for (const amount of [maxAmount.MYR + 100, 9_007_199_254_740_900, 2 ** 53 * 100]) {
        const res = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount });
        expect(res.status, String(amount)).toBe(400);
        expect(["Amount is above the maximum", "Invalid data request"], String(amount)).toContain(res.body);
      }
      const cancelled = await server.call("PATCH", `/api/player/transaction/cancelTransaction/${atMax.body._id}`, {
        token: player.jwtToken,
      });
      expect(cancelled.status).toBe(200);
    } finally {
      await setConfig(server, "deposit_channels", channels);
    }
  });

  it("a withdrawal past the currency's maximum is refused too", async () => {
    const player = await walletPlayer(server, "bigwithdraw", { pin: true, bank: true, myr: MYR(100) });
    expect(await withdraw(server, player, { amount: maxAmount.MYR + 100 })).toMatchObject({ status: 400 });
    expect(await withdraw(server, player, { amount: maxAmount.USDT + 1 })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
  });
});

describe("free text", () => {
  let player: UserAnswer & { password: string };
  const nickname = (value: string) =>
    server.call<UserAnswer>("PATCH", `/api/player/user/updateNickname/${player._id}`, {
      body: { nickname: value },
      token: player.jwtToken,
    });

  it("is NFC-normalised and trimmed before it is stored", async () => {
    player = await registerPlayer(server, { username: "nfcplayer" });
    const res = await nickname("  Cafe\u0301 小虎 ");
    expect(res.status).toBe(200);
    expect(res.body.nickname).toBe("Café 小虎");
    expect(res.body.nickname).toBe(res.body.nickname?.normalize("NFC"));
  });

  it("refuses control, bidi and zero-width characters, CR/LF and NUL with a message the app translates", async () => {
    for (const bad of [
      "Ai\u202esyah",
      "Ai\u2066syah\u2069",
      "Ai\u200bsyah",
      "Ai\u200dsyah",
      "Ai\u2060syah",
      "\ufeffAisyah",
      "Ai\r\nsyah",
      "Ai\nsyah",
      "Ai\u0000syah",
      "Ai\u0007syah",
    ]) {
      expect(await nickname(bad), JSON.stringify(bad)).toMatchObject({ status: 400, body: unsafeText });
    }
    const me = await server.call<UserAnswer>("GET", "/api/player/user/getUser", { token: player.jwtToken });
    expect(me.body.nickname).toBe("Café 小虎");
  });

  it("is checked in every free-text field: full name, account holder name, username at login", async () => {
    const registered = await server.call("POST", "/api/player/user/register", {
      body: {
        username: "bidiplayer",
        password: "Secret123",
        confirm_password: "Secret123",
        full_name: "Nur\u202e Aisyah",
        contact_no: "60123450000",
        otp: "123456",
        registered_domain: "http://localhost:5173/register",
      },
    });
    expect(registered).toMatchObject({ status: 400, body: unsafeText });
    const account = await server.call("POST", "/api/player/bank/createBankAccount", {
      body: { bank_code: "MBB", account_holder_name: `Player nfcplayer\u200b`, account_number: "514000000001" },
      token: player.jwtToken,
    });
    expect(account).toMatchObject({ status: 400, body: unsafeText });
    const login = await server.call("POST", "/api/player/user/login", {
      body: { username: "demo\u202e", password: "Demo1234" },
    });
    expect(login).toMatchObject({ status: 400, body: unsafeText });
  });

  it("and every string is bounded: a huge password, key or domain is refused before any work", async () => {
    const huge = "x".repeat(10_000);
    expect(
      await server.call("POST", "/api/player/user/login", { body: { username: "demo", password: huge } }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(await server.call("POST", "/api/player/config/getConfig", { body: { key: huge } })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    const demo = await loginAs(server, "demo", "Demo1234");
    expect(
      await server.call("GET", `/api/player/transaction/getTransactions?tz=${"A".repeat(200)}`, {
        token: demo.jwtToken,
      }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await server.call("GET", "/api/player/transaction/getTransactions?page=100001", { token: demo.jwtToken }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    // friends: the keyword, the member UID in a body and in a path, a request id
    expect(
      await server.call("GET", `/api/player/friend/search?keyword=${"6".repeat(33)}`, { token: demo.jwtToken }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    for (const member_uid of [huge, "1".repeat(9), "2880000", 28800002]) {
      expect(
        await server.call("POST", "/api/player/friend/sendRequest", { body: { member_uid }, token: demo.jwtToken }),
        String(member_uid).slice(0, 12),
      ).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    expect(
      await server.call("GET", `/api/player/friend/getFriend/${"2".repeat(2_000)}`, { token: demo.jwtToken }),
    ).toMatchObject({ status: 404, body: "This player is not your friend" });
    expect(
      await server.call("POST", `/api/player/friend/approve/${"a".repeat(2_000)}`, { token: demo.jwtToken }),
    ).toMatchObject({ status: 404, body: "Friend request not found" });
    // PIN reset with an OTP: code, PINs and confirmation are bounded
    for (const body of [
      { otp: huge, new_pin: "123456", confirm_pin: "123456" },
      { otp: "1234567", new_pin: "123456", confirm_pin: "123456" },
      { otp: "123456", new_pin: "1".repeat(7), confirm_pin: "1".repeat(7) },
      { otp: "123456", new_pin: "123456", confirm_pin: huge },
      { otp: 123456, new_pin: "123456", confirm_pin: "123456" },
    ]) {
      expect(await server.call("PATCH", "/api/player/user/resetPin", { body, token: demo.jwtToken })).toMatchObject({
        status: 400,
        body: "Invalid data request",
      });
    }
  });
});

describe("URLs handed out", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "player-api-urls-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("a tenant image that is not a same-origin path or https is never handed out", async () => {
    // a database whose tenant rows carry unsafe image URLs (typed into a back office, say)
    const first = await startTestServer({ dataDir });
    await first.close();
    const urlFile = join(dataDir, "database-url");
    const opened = await openDatabase({
      databaseUrl: existsSync(urlFile) ? readFileSync(urlFile, "utf8") : null,
      pgliteDir: join(dataDir, "pglite"),
    });
    await opened.db
      .update(tenants)
      .set({
        logo: "javascript:alert(1)",
        userCardArrowLeft: "http://evil.example/a.svg",
        userCardArrowRight: "//evil.example/b.svg",
        restoreIcon: "https://cdn.example.com/r.svg",
      })
      .where(eq(tenants.id, "harimau"));
    await opened.close();

    const running = await startTestServer({ dataDir, sandbox: false });
    try {
      const theme = await running.call<Theme>("GET", "/api/tenant/config/theme-data/mobile", {
        domain: "http://localhost/",
      });
      expect(theme.status).toBe(200);
      expect(theme.body).toMatchObject({
        logo: "/placeholder.svg",
        user_card_arrow_left: "/placeholder.svg",
        user_card_arrow_right: "/placeholder.svg",
        restore_icon: "https://cdn.example.com/r.svg",
      });
      // the seeded answers keep their same-origin paths
      const demo = await loginAs(running, "demo", "Demo1234");
      const list = await running.call<{ items: { payment_url: string | null; receipt_url: string | null }[] }>(
        "GET",
        "/api/player/transaction/getTransactions?page=1&limit=50",
        { token: demo.jwtToken },
      );
      for (const item of list.body.items) {
        for (const url of [item.payment_url, item.receipt_url]) if (url !== null) expect(url).toMatch(/^\/[^/\\]/);
      }
    } finally {
      await running.close();
    }
  });
});
