// @vitest-environment node
import { type } from "arktype";
import { describe, expect, it } from "vitest";
import { isPublicUrl, isUnsafeTextError, PublicUrl, SafeLines, SafeText } from "../../src/api/contract/common.ts";
import { limitProblem, maxAmount, RequestAmount } from "../../src/api/contract/money.ts";
import { type RequestName, requests } from "../../src/api/contract/requests.ts";

/**
 * Closed by default, in the contract: every request schema bounds every string it takes and every
 * amount; free text is SafeText (NFC, no control/bidi/invisible characters); URLs handed out are
 * same-origin paths or https.
 */

/** One valid request of each schema. A schema added to `requests` without a sample here fails the audit. */
const samples: Record<RequestName, Record<string, unknown>> = {
  LoginBody: { username: "demo", password: "Demo1234" },
  RegisterBody: {
    username: "newplayer",
    password: "Secret123",
    confirm_password: "Secret123",
    full_name: "Nur Aisyah",
    contact_no: "60123456789",
    otp: "123456",
    referral_code: "HARIMAU1",
    registered_domain: "http://localhost:5173/register",
  },
  UpdatePasswordBody: { current_password: "Demo1234", new_password: "Secret123", confirm_password: "Secret123" },
  UpdatePinBody: { pin: "123456", new_pin: "654321", confirm_pin: "654321" },
  ResetPinBody: { otp: "123456", new_pin: "654321", confirm_pin: "654321" },
  ForgotPasswordBody: {
    contact_no: "60123456789",
    otp: "123456",
    new_password: "Secret123",
    confirm_password: "Secret123",
  },
  UpdateNicknameBody: { nickname: "Tiger" },
  GetConfigBody: { key: "timezone" },
  SandboxConfigBody: { key: "timezone", value: "Asia/Kuala_Lumpur" },
  OtpRequestBody: { contact_no: "60123456789", purpose: "register" },
  OtpVerifyBody: { contact_no: "60123456789", purpose: "register", otp: "123456" },
  BankAccountBody: { bank_code: "MBB", account_holder_name: "Aisyah Rahman", account_number: "514012345678" },
  CreateDepositBody: {
    channel: "crypto",
    amount: 100_000_000,
    method: "TRC20",
    tx_hash: "a".repeat(64),
    idempotency_key: "k".repeat(20),
  },
  CreateWithdrawBody: {
    currency: "MYR",
    amount: 10_000,
    bank_account_id: "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f",
    pin: "123456",
    idempotency_key: "k".repeat(20),
  },
  TransactionQuery: {
    type: "deposit",
    start_date: "2026-01-01",
    end_date: "2026-01-31",
    tz: "UTC",
    page: 1,
    limit: 20,
  },
  ReportQuery: { start_date: "2026-01-01", end_date: "2026-01-31", tz: "Asia/Kuala_Lumpur", page: 1, limit: 20 },
  Page: { page: 1, limit: 20 },
  EventStreamRequest: { last_event_id: "m3x9k2a1.42" },
  ClaimRebateBody: { rebate_id: "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f", idempotency_key: "k".repeat(20) },
  ClaimCheckInBody: { idempotency_key: "k".repeat(20) },
  MailQuery: { page: 1, limit: 20 },
  MarkMailBody: { read: false },
  SandboxMailBody: {
    title: "Weekend bonus",
    body: "Deposit twice this weekend.\nGet 10% back.",
    audience: "one",
    recipient: "demo",
  },
  SandboxRejectBody: { reason: "Account name does not match" },
  FriendSearchQuery: { keyword: "+60 12-345 6789" },
  SendFriendRequestBody: { member_uid: "10000001" },
  FriendTransferBody: { member_uid: "10000001", amount: 5_000, pin: "123456", idempotency_key: "k".repeat(20) },
  SendMessageBody: { to: "10000001", body: "Selamat pagi 早安", client_id: "c".repeat(32) },
  MessagesQuery: { with: "room", before: 1_000, limit: 50 },
  MarkReadBody: { with: "10000001", last_id: 42 },
  MuteBody: { member_uid: "10000001" },
  ReportBody: { message_id: 42, reason: "spam" },
  RedeemGiftBody: {
    gift_id: "power-bank",
    receiver_name: "Aisyah Rahman",
    receiver_phone: "012-345 6789",
    receiver_address: "12 Jalan Ampang, 50450 Kuala Lumpur",
    idempotency_key: "k".repeat(20),
  },
  SandboxRedemptionDecision: { status: "approved" },
  SandboxPointsBody: { username: "demo", point: 5_000 },
  SandboxStockBody: { gift_id: "power-bank", stock: 10 },
  SetLimitBody: { key: "deposit_day", value: 20_000 },
  RealityCheckBody: { minutes: 15 },
  RestrictBody: { length: "24h" },
  PlaySessionBody: { provider_code: "DEMO" },
  SandboxVerificationDecision: { decision: "reject", reason: "The photo of the ID is blurred" },
  AddPasskeyBody: {
    challenge_id: "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f",
    name: "Pixel 8",
    response: {
      id: "AbC_-1",
      rawId: "AbC_-1",
      type: "public-key",
      response: { clientDataJSON: "eyJ0", attestationObject: "o2Nm", transports: ["internal"] },
      clientExtensionResults: {},
    },
  },
  PasskeyLoginBody: {
    challenge_id: "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f",
    response: {
      id: "AbC_-1",
      rawId: "AbC_-1",
      type: "public-key",
      response: { clientDataJSON: "eyJ0", authenticatorData: "SZYN", signature: "MEUC", userHandle: "dXNl" },
      clientExtensionResults: {},
    },
  },
  EnableTwoStepBody: { code: "123456" },
  DisableTwoStepBody: { password: "Demo1234", code: "abcde-23456" },
  TwoStepLoginBody: { challenge_id: "6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f", code: "123456" },
  StatementQuery: { start_date: "2026-11-01", end_date: "2026-11-28", tz: "Asia/Kuala_Lumpur", currency: "MYR" },
};

const check = (name: RequestName, data: unknown) => (requests[name] as (data: unknown) => unknown)(data);
const refused = (out: unknown) => out instanceof type.errors;

describe("every request schema bounds its input", () => {
  it("has a valid sample for every request schema, and each sample passes", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(requests).sort());
    for (const name of Object.keys(requests) as RequestName[]) {
      const out = check(name, samples[name]);
      expect(refused(out), `${name}: ${refused(out) ? (out as type.errors).summary : ""}`).toBe(false);
    }
  });

  it("refuses an oversized value in every string field", () => {
    for (const name of Object.keys(requests) as RequestName[]) {
      for (const [field, value] of Object.entries(samples[name])) {
        if (typeof value !== "string") continue;
        // digits too, for fields whose pattern is digits only
        for (const big of ["a".repeat(70_000), "1".repeat(70_000)]) {
          expect(refused(check(name, { ...samples[name], [field]: big })), `${name}.${field}`).toBe(true);
        }
      }
    }
  });

  it("refuses out-of-range numbers in every number field: no 2^53, no 2^63, no float", () => {
    for (const name of Object.keys(requests) as RequestName[]) {
      for (const [field, value] of Object.entries(samples[name])) {
        if (typeof value !== "number") continue;
        for (const bad of [2 ** 53, 2 ** 63, 1e300, -1, 0.5, Number.NaN]) {
          expect(refused(check(name, { ...samples[name], [field]: bad })), `${name}.${field} = ${bad}`).toBe(true);
        }
      }
    }
  });
});

describe("amounts: a per-currency maximum before any arithmetic", () => {
  it("RequestAmount is a positive integer no larger than the largest currency's maximum", () => {
    expect(RequestAmount(1)).toBe(1);
    expect(RequestAmount(maxAmount.USDT)).toBe(maxAmount.USDT);
    for (const bad of [0, -100, maxAmount.USDT + 1, 2 ** 53 * 100, 2 ** 63, 100.5]) {
      expect(refused(RequestAmount(bad)), String(bad)).toBe(true);
    }
  });

  it("limitProblem applies the currency's maximum even when a tenant's limit is higher", () => {
    const limits = { currency: "MYR" as const, min: 100, max: 2 ** 53 };
    expect(limitProblem(maxAmount.MYR, limits)).toBeNull();
    expect(limitProblem(maxAmount.MYR + 100, limits)).toBe("max");
    expect(limitProblem(9_007_199_254_740_900, limits)).toBe("max");
    expect(limitProblem(2 ** 63, limits)).toBe("max");
    expect(maxAmount).toEqual({ MYR: 1_000_000_000, USDT: 10_000_000_000_000 });
    // sums of many maximal amounts stay exact
    expect(Number.isSafeInteger(maxAmount.USDT * 900)).toBe(true);
  });
});

describe("SafeText", () => {
  const Name = SafeText(1, 24);

  it("normalises to NFC and trims", () => {
    expect(Name("Cafe\u0301")).toBe("Café");
    expect(Name("  Tiger  ")).toBe("Tiger");
    expect(Name("小虎 Harimau")).toBe("小虎 Harimau");
    expect(Name("🐯 Tiger")).toBe("🐯 Tiger");
  });

  it("refuses controls, CR/LF, NUL, bidi overrides, zero-width characters and lone surrogates", () => {
    const unsafe = {
      NUL: "a\u0000b",
      TAB: "a\tb",
      LF: "a\nb",
      CR: "a\rb",
      DEL: "a\u007fb",
      C1: "a\u0085b",
      LRE: "a\u202ab",
      RLO: "abc\u202Egnp.exe",
      PDF: "a\u202cb",
      LRI: "a\u2066b",
      PDI: "a\u2069b",
      RLM: "a\u200fb",
      ZWSP: "a\u200bb",
      ZWNJ: "a\u200cb",
      ZWJ: "a\u200db",
      WJ: "a\u2060b",
      BOM: "\ufeffab",
      LS: "a\u2028b",
      "lone surrogate": "a\ud800b",
    };
    for (const [name, text] of Object.entries(unsafe)) {
      const out = Name(text);
      expect(refused(out), name).toBe(true);
      expect(isUnsafeTextError((out as type.errors)[0]), name).toBe(true);
    }
  });

  it("bounds the length after normalising and trimming, and a huge input before any work", () => {
    expect(refused(Name(""))).toBe(true);
    expect(refused(Name("   "))).toBe(true);
    expect(Name("x".repeat(24))).toBe("x".repeat(24));
    expect(refused(Name("x".repeat(25)))).toBe(true);
    const out = Name("x".repeat(1_000_000));
    expect(refused(out)).toBe(true);
    expect(isUnsafeTextError((out as type.errors)[0])).toBe(false);
  });

  it("is what every free-text field of the contract uses", () => {
    const rlo = "Aisyah\u202e";
    for (const [name, field] of [
      ["UpdateNicknameBody", "nickname"],
      ["RegisterBody", "full_name"],
      ["BankAccountBody", "account_holder_name"],
      ["LoginBody", "username"],
      ["RegisterBody", "registered_domain"],
      ["SandboxMailBody", "title"],
      ["SandboxMailBody", "body"],
      ["SandboxRejectBody", "reason"],
    ] as [RequestName, string][]) {
      const out = check(name, { ...samples[name], [field]: rlo });
      expect(refused(out), `${name}.${field}`).toBe(true);
      expect(isUnsafeTextError((out as type.errors)[0]), `${name}.${field}`).toBe(true);
    }
  });
});

describe("SafeLines (a mail's body)", () => {
  const Body = SafeLines(1, 40);

  it("keeps line feeds, makes CR LF and CR one, drops trailing spaces and blank lines at the ends", () => {
    expect(Body("Hello\r\nWorld\rAgain")).toBe("Hello\nWorld\nAgain");
    expect(Body("\n\n  Line one   \nLine two  \n\n")).toBe("Line one\nLine two");
    expect(Body("Cafe\u0301")).toBe("Café");
  });

  it("refuses every other control, bidi or invisible character, and lone surrogates split by a line feed", () => {
    for (const text of ["a\tb", "a\u0000b", "a\u202eb", "a\u200bb", "a\u2028b", "\ud800\n\udc00"]) {
      const out = Body(text);
      expect(refused(out), JSON.stringify(text)).toBe(true);
      expect(isUnsafeTextError((out as type.errors)[0]), JSON.stringify(text)).toBe(true);
    }
  });

  it("bounds the length after normalising", () => {
    expect(refused(Body(" \n \n"))).toBe(true);
    expect(Body("x".repeat(40))).toBe("x".repeat(40));
    expect(refused(Body("x".repeat(41)))).toBe(true);
    expect(refused(Body("x\n".repeat(1_000_000)))).toBe(true);
  });
});

describe("URLs handed out", () => {
  it("are same-origin paths or https; http only to loopback when the sandbox allows it", () => {
    for (const ok of ["/uploads/3f2a.png", "/sandbox/gateway/1", "https://cdn.example.com/logo.svg"]) {
      expect(isPublicUrl(ok, { loopbackHttp: false }), ok).toBe(true);
      expect(PublicUrl(ok), ok).toBe(ok);
    }
    expect(isPublicUrl("http://localhost:3000/sandbox/gateway/1", { loopbackHttp: true })).toBe(true);
    expect(isPublicUrl("http://localhost:3000/sandbox/gateway/1", { loopbackHttp: false })).toBe(false);
    for (const bad of [
      "http://cdn.example.com/logo.svg",
      "http://localhost.evil.example/x",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "https://user:pass@cdn.example.com/x",
      " /uploads/x.png",
      "/uploads/x.png\n",
      "uploads/x.png",
      "",
    ]) {
      expect(isPublicUrl(bad, { loopbackHttp: true }), bad).toBe(false);
      expect(refused(PublicUrl(bad)), bad).toBe(true);
    }
  });
});
