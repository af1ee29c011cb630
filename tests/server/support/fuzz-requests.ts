/**
 * fast-check arbitraries for requests to every endpoint of the reference API: each endpoint with
 * bodies close to valid (so the fuzz reaches the rules, the ledger and the status changes, not only
 * the contract's refusals), mutated fields, arbitrary JSON, raw bytes and multipart uploads, garbage
 * path parameters and queries, with a valid, missing or forged token.
 */
import fc from "fast-check";
import { MYR, TRON_ADDRESS, TX_HASH, USDT } from "./wallet.ts";

/** What the run knows at request time: ids it can aim at (the pool grows with created transactions). */
export type FuzzWorld = {
  playerId: string;
  token: string;
  bankAccountId: string;
  contactNo: string;
  transactionIds: string[];
  uploads: string[];
  /** Launch URLs the run was answered (the demo provider's /play?ref=…). */
  launchUrls: string[];
  /** Game sessions of the fuzz player's open game pages (a slot, a dice game): `$gameSession<n>` in a header. */
  gameSessions: string[];
  /** Mails the run was answered (an inbox page, one mail). */
  mailIds: string[];
  /** Friend requests the run was answered (sent, approved, …). */
  friendRequestIds: string[];
};

export type FuzzRequest = {
  method: string;
  /** Built at request time from the world (ids created during the run). */
  path: (world: FuzzWorld) => string;
  body?: { kind: "json"; value: unknown } | { kind: "raw"; text: string; type: string } | FuzzUpload;
  auth: "valid" | "none" | "forged";
  /** Further request headers (the event stream's Last-Event-ID, Accept). */
  headers?: Record<string, string>;
  domain?: string;
  /** The Origin header: none, an allowed one, or one that must never be let in. */
  origin?: string;
};

/** Origins the API must never allow (CORS), whatever else the request does. */
export const foreignOrigins = [
  "https://evil.example",
  "null",
  "http://localhost.evil.example",
  "https://localhost.evil",
];

type FuzzUpload = { kind: "multipart"; field: string; bytes: number[]; name: string; type: string };

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const GIF_HEAD = [...new TextEncoder().encode("GIF89a")];
const PDF_HEAD = [...new TextEncoder().encode("%PDF-1.7\n")];

const weirdText = fc.constantFrom(
  "",
  " ",
  "demo",
  "Aisyah Rahman",
  "Ai\u202esyah",
  "a\u0000b",
  "a\r\nb",
  "\u200b",
  "\ufeff",
  "\ud800",
  "Cafe\u0301",
  "小虎",
  "🐯‍🔥",
  "'; drop table players; --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "x".repeat(300),
  "9".repeat(40),
);

/** Any text: random graphemes, random UTF-16 code units (lone surrogates included), or a known troublemaker. */
export const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  weirdText,
);

/** A path segment from any text (a lone surrogate becomes U+FFFD; encodeURIComponent refuses it). */
const segment = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udfff]/g, (ch, i: number, all: string) => {
      const code = ch.charCodeAt(0);
      const next = all.charCodeAt(i + 1);
      const prev = all.charCodeAt(i - 1);
      const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
      return paired ? ch : "\ufffd";
    }),
  );

/** Any JSON value, shallow. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Mostly `good`, sometimes any JSON value or text: fields near the rules and across them. */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: anyText });

const amount = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(MYR(100), MYR(150), MYR(1000), MYR(30_000), USDT(100), USDT(250)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -MYR(100), MYR(99), MYR(30_001), MYR(100) + 50, 2 ** 53, 2 ** 63, 1e300, 100.5),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

const idempotencyKey = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/) },
  { weight: 1, arbitrary: anyText },
);
const pin = fc.oneof(
  { weight: 3, arbitrary: fc.constant("123456") },
  { weight: 1, arbitrary: fc.stringMatching(/^\d{6}$/) },
);
const otp = fc.stringMatching(/^\d{6}$/);
/** A second factor: the app's 6 digits, a recovery code (with or without its dash, any case), or near them. */
const secondFactorCode = fc.oneof(
  otp,
  fc.stringMatching(/^[a-z2-9]{5}-?[a-z2-9]{5}$/),
  fc.constantFrom("ABCDE-23456", "abcde_23456", "12345", "1234567"),
);
const phone = fc.oneof(fc.constant("60123456789"), fc.stringMatching(/^601\d{8}$/), anyText);
const channel = fc.constantFrom("instant_deposit", "bank_transfer", "e_wallet", "crypto", "telco", "cash");
const method = fc.constantFrom("MBB", "CIMB", "DUITNOW", "TNG", "GRABPAY", "TRC20", "DIGI", "ERC20", "");
const bankCode = fc.constantFrom("MBB", "CIMB", "PBB", "XXX", "");
const password = fc.oneof(fc.constantFrom("Demo1234", "Secret123", "short"), anyText);

/** A provider's code: seeded ones (in maintenance, without internal transfer, inactive), unknown, malformed. */
const providerCode = fc.constantFrom("DRG", "JK88", "LCK", "SPX", "RYL", "OLD", "ZZZ9", "drg", "", "W".repeat(13));
/** Whom a chat call names: the room, the demo players' member UIDs (friends or not), unknown, malformed. */
const chatPeer = fc.constantFrom("room", "28800001", "28800002", "28800003", "38800001", "99999999", "2880000", "");

/** A transfer's account: the main wallet or a provider. */
const gameAccount = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom("wallet", "Wallet") },
  { weight: 3, arbitrary: providerCode },
);

/**
 * The game session a provider call carries: mostly the run's `n`-th (`$gameSession<n>`, put in by
 * the fuzz), sometimes the other one, or garbage.
 */
const gameSessionHeader = (n: number) =>
  fc.record({
    "X-Game-Session": fc.oneof(
      { weight: 6, arbitrary: fc.constant(`$gameSession${n}`) },
      { weight: 1, arbitrary: fc.constant(`$gameSession${1 - n}`) },
      { weight: 1, arbitrary: fc.constantFrom("", "a.b", "Bearer x", "x".repeat(2000)) },
    ),
  });
/** A round's key: fresh, or one of two the run repeats (counted once each). */
const roundKey = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,24}$/) },
  { weight: 1, arbitrary: fc.constantFrom("fuzz-round-key-0001", "fuzz-round-key-0002") },
);

/** A body that is an object of fields (each near the rules or across them), sometimes missing one. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, field(v)]))), fc.nat(), fc.nat(9))
    .map(([record, which, chance]) => {
      if (chance !== 0) return record;
      const keys = Object.keys(record);
      const { [keys[which % keys.length] ?? ""]: _dropped, ...rest } = record;
      return rest;
    });

/** A request that passes every rule it can (the fuzz must reach the ledger), or one near the rules. */
const validOr = (valid: fc.Arbitrary<unknown>, near: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: near });

/** Path parameters: the caller's own id, a transaction of the run, a random UUID, or garbage. */
const idFrom = (own: (world: FuzzWorld) => string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(own) },
    {
      weight: 3,
      arbitrary: fc
        .nat()
        .map((n) => (w: FuzzWorld) => w.transactionIds[n % Math.max(1, w.transactionIds.length)] ?? "none"),
    },
    { weight: 1, arbitrary: fc.uuid().map((id) => () => id) },
    { weight: 1, arbitrary: anyText.map((text) => () => segment(text) || "x") },
  );
const txId = idFrom((w) => w.transactionIds.at(-1) ?? "none");
/** A gift of the demo catalogue, a random UUID, or garbage. */
const giftId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("power-bank", "tumbler", "smartwatch").map((id) => () => id) },
  { weight: 1, arbitrary: txId },
);
/** A mail of the run (the fuzz player's own), a transaction's id, a random UUID, or garbage. */
const mailId = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.nat().map((n) => (w: FuzzWorld) => w.mailIds[n % Math.max(1, w.mailIds.length)] ?? "none"),
  },
  { weight: 2, arbitrary: txId },
);

/** A content item: a random UUID (unknown, or another tenant's), or garbage. */
const contentId = fc.oneof(
  { weight: 2, arbitrary: fc.uuid().map((id) => () => id) },
  { weight: 1, arbitrary: anyText.map((text) => () => segment(text) || "x") },
);
const pageSlug = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("about", "tnc", "contact_us").map((slug) => () => slug) },
  { weight: 1, arbitrary: anyText.map((text) => () => segment(text) || "x") },
);
const acceptLanguage = fc.oneof(
  fc.constantFrom("en-US", "zh-CN", "zh-TW,zh;q=0.9", "ms-MY", "fr;q=0.1, zh-Hant", "*", ""),
  anyText.map((text) => text.replace(/[^\x20-\x7e]/g, "")),
);
/** Rich HTML built from pieces of attacks and formatting. */
const richHtml = fc
  .array(
    fc.constantFrom(
      "<p>text</p>",
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://example.com">x</a>',
      "<iframe src=//evil.example></iframe>",
      "<style>*{}</style>",
      "<table><tr><td>1</td></tr></table>",
      "<div><p>unclosed",
      "&#x6a;avascript:",
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));

const query = (keys: Record<string, fc.Arbitrary<string>>) =>
  fc
    .record(
      Object.fromEntries(
        Object.entries(keys).map(([k, v]) => [
          k,
          fc.oneof({ weight: 4, arbitrary: v }, { weight: 1, arbitrary: anyText }),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((q) => new URLSearchParams(q as Record<string, string>).toString());

const day = fc.oneof(
  fc
    .date({ min: new Date("2025-01-01"), max: new Date("2027-12-31"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("0000-01-01", "9999-12-31", "2026-02-30", "2026-13-01"),
);
const listQuery = query({
  page: fc.constantFrom("1", "2", "0", "100000", "100001", "-1", "1.5"),
  limit: fc.constantFrom("10", "50", "51", "0", "100"),
  start_date: day,
  end_date: day,
  tz: fc.constantFrom("UTC", "Asia/Kuala_Lumpur", "Pacific/Kiritimati", "Etc/GMT+12", "Mars/Olympus", "../../etc"),
  type: fc.constantFrom("deposit", "withdraw", "x"),
  status: fc.constantFrom("pending", "approved", "rejected", "cancelled", "x"),
});

const statementQuery = query({
  start_date: day,
  end_date: day,
  tz: fc.constantFrom("UTC", "Asia/Kuala_Lumpur", "Pacific/Kiritimati", "Etc/GMT+12", "Mars/Olympus", "../../etc"),
  currency: fc.constantFrom("MYR", "USDT", "EUR", ""),
});

const upload = (fieldName: string): fc.Arbitrary<FuzzUpload> =>
  fc.record({
    kind: fc.constant("multipart" as const),
    field: fc.oneof({ weight: 4, arbitrary: fc.constant(fieldName) }, { weight: 1, arbitrary: fc.constant("file") }),
    bytes: fc.oneof(
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((tail) => [...PNG_HEAD, ...tail]),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((tail) => [...PDF_HEAD, ...tail]),
      // a JPEG or GIF head followed by anything (frame headers declaring any size, cut-off segments)
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }).map((tail) => [0xff, 0xd8, 0xff, ...tail]),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 32 }).map((tail) => [...GIF_HEAD, ...tail]),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 96 }),
    ),
    name: fc.constantFrom("receipt.png", "receipt.pdf", "me.png", "a.svg", "x"),
    type: fc.constantFrom("image/png", "application/pdf", "text/plain", "image/svg+xml"),
  });

/** A verification document's kind in a path: the three, an unknown one, or garbage. */
const documentKind = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("id_front", "id_back", "selfie") },
  { weight: 1, arbitrary: fc.oneof(fc.constant("passport"), anyText).map((text) => segment(text) || "x") },
);
/** A whole picture a document upload accepts (a 1 × 1 PNG or WebP), so the fuzz reaches submit and decide. */
const realDocument: fc.Arbitrary<FuzzUpload> = fc.record({
  kind: fc.constant("multipart" as const),
  field: fc.constant("file"),
  bytes: fc
    .constantFrom(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
    )
    .map((base64) => [...Buffer.from(base64, "base64")]),
  name: fc.constantFrom("id.jpg", "me.png", "x"),
  type: fc.constantFrom("image/jpeg", "image/png", "text/plain"),
});

/** A WebAuthn challenge's id: a random UUID, or garbage. */
const challengeId = fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: anyText });
const b64url = fc.oneof(
  { weight: 4, arbitrary: fc.base64String({ maxLength: 200 }).map((text) => text.replace(/[+/=]/g, "A")) },
  { weight: 1, arbitrary: anyText },
);
/** What startRegistration answers, near the contract's shape. */
const registrationAnswer = body({
  id: b64url,
  rawId: b64url,
  type: fc.constantFrom("public-key", "x"),
  response: body({ clientDataJSON: b64url, attestationObject: b64url, transports: fc.constant(["internal"]) }),
  clientExtensionResults: fc.constant({}),
});
/** What startAuthentication answers, near the contract's shape. */
const assertionAnswer = body({
  id: b64url,
  rawId: b64url,
  type: fc.constantFrom("public-key", "x"),
  response: body({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url }),
  clientExtensionResults: fc.constant({}),
});

type Endpoint = {
  method: string;
  path: fc.Arbitrary<(world: FuzzWorld) => string>;
  body?: fc.Arbitrary<FuzzRequest["body"]>;
  headers?: fc.Arbitrary<Record<string, string>>;
};

/** Header values a client can send (no CR, LF or NUL; Latin-1): near an event id, or garbage. */
const headerValue = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom("m3x9k2a1.42", "zz.1", "0.0", "a.999999999999999", "", " ", "ÿ", "x".repeat(300)),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9a-z]{1,16}\.\d{1,15}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[\x20-\x7e]{0,80}$/) },
);

const fixed = (path: string) => fc.constant(() => path);
const withQuery = (path: string, q: fc.Arbitrary<string>) => q.map((text) => () => `${path}?${text}`);
const withId = (prefix: string, id: fc.Arbitrary<(w: FuzzWorld) => string>, suffix = "") =>
  id.map((at) => (w: FuzzWorld) => `${prefix}${at(w)}${suffix}`);
const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ kind: "json" as const, value: v }));
const ownId = idFrom((w) => w.playerId);

/** A member UID: the seeded harimau players (28800001 is the fuzz player's friend), lotus's, unknown, malformed. */
const memberUid = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("28800001", "28800002", "28800003", "28800004", "28800006") },
  { weight: 1, arbitrary: fc.constantFrom("38800001", "99999999", "2880000", "288000011", "") },
  { weight: 1, arbitrary: anyText },
);
/** A friend request id: one the run was answered, a random UUID, or garbage. */
const friendRequestId = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .nat()
      .map((n) => (w: FuzzWorld) => w.friendRequestIds[n % Math.max(1, w.friendRequestIds.length)] ?? "none"),
  },
  { weight: 1, arbitrary: fc.uuid().map((id) => () => id) },
  { weight: 1, arbitrary: anyText.map((text) => () => segment(text) || "x") },
);
const friendPath = (verb: string) => (text: string) => () => `/api/player/friend/${verb}/${segment(text) || "x"}`;

/** Every endpoint of the API (and the sandbox's), with the bodies, params and queries it takes. */
export const endpoints: Endpoint[] = [
  { method: "GET", path: fixed("/api/player/user/getUser") },
  {
    method: "GET",
    path: anyText.map((code) => () => `/api/player/user/getReferralUser/${segment(code) || "HARIMAU1"}`),
  },
  {
    method: "POST",
    path: fixed("/api/player/user/register"),
    body: json(
      body({
        username: fc.oneof(fc.stringMatching(/^[a-z0-9_]{4,16}$/), anyText),
        password,
        confirm_password: password,
        full_name: anyText,
        contact_no: phone,
        otp,
        referral_code: fc.constantFrom("HARIMAU1", "", "nope"),
        registered_domain: fc.constantFrom("http://localhost:5173/register", "javascript:alert(1)"),
      }),
    ),
  },
  {
    method: "PATCH",
    path: withId("/api/player/user/updatePassword/", ownId),
    body: json(body({ current_password: password, new_password: password, confirm_password: password })),
  },
  {
    method: "PATCH",
    path: fixed("/api/player/user/updatePin"),
    body: json(body({ pin, new_pin: pin, confirm_pin: pin })),
  },
  { method: "GET", path: fixed("/api/player/user/checkPin") },
  {
    method: "PATCH",
    path: fixed("/api/player/user/resetPin"),
    body: json(body({ otp, new_pin: pin, confirm_pin: pin })),
  },
  {
    method: "PATCH",
    path: fixed("/api/player/user/updateForgotPass"),
    body: json(body({ contact_no: phone, otp, new_password: password, confirm_password: password })),
  },
  { method: "GET", path: withQuery("/api/player/user/getReferralListByPlayer", listQuery) },
  // login with credentials that are never the fuzz player's (a login would end its session)
  { method: "POST", path: fixed("/api/player/user/login"), body: json(body({ username: anyText, password: anyText })) },
  { method: "PATCH", path: withId("/api/player/user/updateNickname/", ownId), body: json(body({ nickname: anyText })) },
  { method: "PATCH", path: withId("/api/player/user/updateAvatar/", ownId), body: upload("avatar") },
  {
    method: "POST",
    path: fixed("/api/player/config/getConfig"),
    body: json(body({ key: fc.constantFrom("timezone", "deposit_channels", "x") })),
  },
  { method: "GET", path: fixed("/api/player/config/getPlayerBoConfig") },
  { method: "GET", path: fixed("/api/tenant/config/theme-data/mobile") },
  { method: "GET", path: fixed("/api/tenant/user/check-session") },
  {
    method: "POST",
    path: fixed("/api/player/otp/request"),
    body: json(
      body({
        contact_no: phone,
        purpose: fc.constantFrom("register", "forgot_password", "withdraw", "transfer", "reset_pin", "x"),
      }),
    ),
  },
  {
    method: "POST",
    path: fixed("/api/player/otp/verify"),
    body: json(body({ contact_no: phone, purpose: fc.constantFrom("register", "withdraw"), otp })),
  },
  { method: "GET", path: fixed("/api/player/wallet/getWallet") },
  {
    method: "POST",
    path: fixed("/api/sandbox/clock"),
    body: json(body({ advance_seconds: fc.oneof(fc.integer({ min: -10, max: 120 }), anyText) })),
  },
  { method: "GET", path: fixed("/api/player/games/getCatalogue") },
  { method: "GET", path: fixed("/api/player/games/getGameAccounts") },
  {
    method: "GET",
    path: fc
      .oneof(fc.constantFrom("DRG", "OLD", "RYL", "drg", "..", "%00"), anyText)
      .map((code) => () => `/api/player/games/getGameAccount/${segment(code) || "DRG"}`),
  },
  // game transfers (seeded providers: SPX takes no internal transfer, RYL is in maintenance, OLD is inactive)
  {
    method: "POST",
    path: fixed("/api/player/games/transfer"),
    body: json(
      validOr(
        fc
          .tuple(
            fc.constantFrom(
              ["wallet", "DRG"],
              ["wallet", "JK88"],
              ["DRG", "wallet"],
              ["JK88", "wallet"],
              ["wallet", "RYL"],
            ),
            fc.integer({ min: 1, max: 150 }),
            fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
          )
          .map(([[from, to], units, key]) => ({ from, to, amount: MYR(units), pin: "123456", idempotency_key: key })),
        body({ from: gameAccount, to: gameAccount, amount, pin, idempotency_key: idempotencyKey }),
      ),
    ),
  },
  {
    method: "POST",
    path: fixed("/api/player/games/internal_transfer"),
    body: json(
      validOr(
        fc
          .tuple(
            fc.constantFrom(["DRG", "JK88"], ["JK88", "LCK"], ["LCK", "DRG"], ["DRG", "SPX"], ["RYL", "DRG"]),
            fc.integer({ min: 1, max: 80 }),
            fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
          )
          .map(([[from, to], units, key]) => ({ from, to, amount: MYR(units), pin: "123456", idempotency_key: key })),
        body({ from: gameAccount, to: gameAccount, amount, pin, idempotency_key: idempotencyKey }),
      ),
    ),
  },
  {
    method: "POST",
    path: fixed("/api/player/games/restore"),
    body: json(
      validOr(
        fc.record(
          { provider_code: fc.constantFrom("DRG", "JK88", "LCK", "RYL"), idempotency_key: idempotencyKey },
          { requiredKeys: ["idempotency_key"] },
        ),
        body({ provider_code: providerCode, idempotency_key: idempotencyKey }),
      ),
    ),
  },
  // chat: the room, one-to-one (the demo players' member UIDs: friends or not), history, mutes, reports
  {
    method: "POST",
    path: fixed("/api/player/chat/send"),
    body: json(
      validOr(
        fc.record({
          to: chatPeer,
          body: fc.oneof(
            fc.constantFrom("hi", " hello ", "<img src=x onerror=alert(1)>"),
            fc.string({ maxLength: 500 }),
          ),
          client_id: idempotencyKey,
        }),
        body({ to: chatPeer, body: fc.oneof(anyText, fc.constant("x".repeat(501))), client_id: idempotencyKey }),
      ),
    ),
  },
  {
    method: "GET",
    path: withQuery(
      "/api/player/chat/messages",
      query({
        with: chatPeer,
        before: fc.oneof(fc.constantFrom("1", "0", "-1", "9007199254740992", "1.5"), anyText),
        limit: fc.oneof(fc.constantFrom("1", "50", "51", "0"), anyText),
      }),
    ),
  },
  { method: "GET", path: fixed("/api/player/chat/conversations") },
  { method: "GET", path: fixed("/api/player/chat/mutes") },
  {
    method: "POST",
    path: fixed("/api/player/chat/markRead"),
    body: json(body({ with: chatPeer, last_id: fc.oneof(fc.nat(), fc.constantFrom(0, -1, 2 ** 53, 1.5)) })),
  },
  ...["mute", "unmute"].map((verb) => ({
    method: "POST",
    path: fixed(`/api/player/chat/${verb}`),
    body: json(body({ member_uid: chatPeer })),
  })),
  {
    method: "POST",
    path: fixed("/api/player/chat/report"),
    body: json(
      body({
        message_id: fc.oneof(fc.nat({ max: 50 }), fc.constantFrom(0, 2 ** 53, 1.5)),
        reason: fc.constantFrom("spam", "abuse", "scam", "other", "x", ""),
      }),
    ),
  },
  // launching a game, and the demo provider's page, rounds and balance (with the run's game sessions)
  {
    method: "POST",
    path: fixed("/api/player/games/launch"),
    body: json(
      validOr(
        fc.constantFrom("DRG-0001", "LCK-0002", "RYL-0001").map((game_id) => ({ game_id })),
        body({
          game_id: fc.oneof(fc.constantFrom("DRG-9999", "OLD-0001", "drg-0001", "DRG-0000001", "ZZZ9-1", ""), anyText),
        }),
      ),
    ),
  },
  {
    method: "GET",
    path: fc.oneof(
      fc
        .nat()
        .map((n) => (w: FuzzWorld) => w.launchUrls[n % Math.max(1, w.launchUrls.length)] ?? "/demo-provider/play"),
      withQuery(
        "/demo-provider/play",
        query({
          ref: fc.constantFrom("", "a.b", "x".repeat(43), `${"x".repeat(40)}.${"y".repeat(43)}`, "%00".repeat(20)),
          lang: fc.constantFrom("zh-CN", "ms", "xx"),
        }),
      ),
    ),
  },
  // a round of the slot (session 0: no choice) and of the dice game (session 1: High or Low, min bet 5)
  {
    method: "POST",
    path: fixed("/demo-provider/api/round"),
    body: json(
      validOr(
        fc.record({ bet: fc.constantFrom(MYR(1), MYR(2), MYR(5), MYR(10)), round_key: roundKey }),
        body({ bet: amount, round_key: roundKey, choice: fc.oneof(fc.constantFrom("high", "low"), anyText) }),
      ),
    ),
    headers: gameSessionHeader(0),
  },
  {
    method: "POST",
    path: fixed("/demo-provider/api/round"),
    body: json(
      validOr(
        fc.record({
          bet: fc.constantFrom(MYR(5), MYR(10)),
          round_key: roundKey,
          choice: fc.constantFrom("high", "low"),
        }),
        body({ bet: amount, round_key: roundKey, choice: fc.oneof(fc.constantFrom("high", "low"), anyText) }),
      ),
    ),
    headers: gameSessionHeader(1),
  },
  { method: "GET", path: fixed("/demo-provider/api/balance"), headers: gameSessionHeader(0) },
  {
    method: "GET",
    path: fc
      .oneof(fc.constantFrom("game.js", "game.css", "symbols.svg", "..%2Fpage.ts", "x"), anyText)
      .map((name) => () => `/demo-provider/assets/${segment(name) || "x"}`),
  },
  // liveness and readiness (routes/health.ts): no input but the method and whatever follows the path
  {
    method: "GET",
    path: fc.tuple(fc.constantFrom("/healthz", "/readyz"), fc.oneof(fc.constant(""), anyText)).map(
      ([path, rest]) =>
        () =>
          rest ? `${path}?${encodeURIComponent(rest)}` : path,
    ),
  },
  // the installable app: the tenant's manifest, and its icons under names of every shape (routes/app-install.ts)
  { method: "GET", path: fixed("/manifest.webmanifest") },
  // Prometheus metrics: closed (404) on a server without METRICS_TOKEN whatever it is sent; a request id of any shape
  {
    method: "GET",
    path: fixed("/metrics"),
    headers: fc.record(
      {
        Authorization: fc.oneof(
          headerValue.map((value) => `Bearer ${value}`),
          headerValue,
        ),
        "X-Request-Id": fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{8,64}$/), headerValue),
      },
      { requiredKeys: [] },
    ),
  },
  {
    method: "GET",
    path: fc
      .oneof(
        fc.constantFrom("192.png", "maskable-512.png", "180.png", "64.png", "maskable-.png", "..%2F192.png"),
        anyText,
      )
      .map((name) => () => `/app-icon/${segment(name) || "x"}`),
  },
  // stored uploads (owner, tenant) and the operator's receipts: names of every shape, real-looking ones included
  {
    method: "GET",
    path: fc
      .tuple(
        fc.constantFrom("/uploads/", "/sandbox/receipt/"),
        fc.oneof(
          fc.constantFrom("00000000-0000-0000-0000-000000000000.png", "00000000-0000-0000-0000-000000000000.pdf"),
          fc.constantFrom("..%2Fjwt-secret", "x.svg", ""),
          anyText,
        ),
      )
      .map(
        ([prefix, name]) =>
          () =>
            `${prefix}${segment(name)}`,
      ),
  },
  // friends: search, requests, the list, a friend's card, removal, transfer to a friend
  {
    method: "GET",
    path: withQuery(
      "/api/player/friend/search",
      query({ keyword: fc.oneof(memberUid, phone, fc.constantFrom("", " ", "+60 12-345 6789", "0123456789")) }),
    ),
  },
  {
    method: "POST",
    path: fixed("/api/player/friend/sendRequest"),
    body: json(body({ member_uid: memberUid })),
  },
  ...(["approve", "reject", "cancel"] as const).map((verb) => ({
    method: "POST",
    path: withId(`/api/player/friend/${verb}/`, friendRequestId),
  })),
  { method: "GET", path: fixed("/api/player/friend/getFriends") },
  { method: "GET", path: fixed("/api/player/friend/getRequests") },
  { method: "GET", path: memberUid.map((uid) => friendPath("getFriend")(String(uid))) },
  {
    method: "DELETE",
    // rarely a real friend (ahmad88); never demo, the friend the fuzz's transfers go to
    path: fc
      .oneof(
        { weight: 1, arbitrary: fc.constant("28800002") },
        { weight: 4, arbitrary: fc.oneof(fc.constantFrom("99999999", "38800001", "x"), anyText) },
      )
      .map((uid) => friendPath("remove")(uid)),
  },
  { method: "GET", path: fixed("/api/player/friend/transferInfo") },
  {
    method: "POST",
    path: fixed("/api/player/friend/transfer"),
    body: json(
      validOr(
        fc
          .tuple(fc.integer({ min: 10, max: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/))
          .map(([units, key]) => ({ member_uid: "28800001", amount: MYR(units), pin: "123456", idempotency_key: key })),
        body({ member_uid: memberUid, amount, pin, idempotency_key: idempotencyKey }),
      ),
    ),
  },
  { method: "GET", path: fixed("/api/player/bank/getBankList") },
  { method: "GET", path: fixed("/api/player/bank/getBankAccounts") },
  {
    method: "POST",
    path: fixed("/api/player/bank/createBankAccount"),
    body: json(
      body({ bank_code: bankCode, account_holder_name: anyText, account_number: fc.stringMatching(/^\d{6,20}$/) }),
    ),
  },
  {
    method: "PATCH",
    path: withId(
      "/api/player/bank/updateBankAccount/",
      idFrom((w) => w.bankAccountId),
    ),
    body: json(
      body({ bank_code: bankCode, account_holder_name: anyText, account_number: fc.stringMatching(/^\d{6,20}$/) }),
    ),
  },
  { method: "GET", path: fixed("/api/player/deposit/getDepositOptions") },
  {
    method: "POST",
    path: fixed("/api/player/deposit/createDeposit"),
    body: json(
      validOr(
        fc
          .tuple(
            fc.constantFrom(
              ["instant_deposit", "DUITNOW", "MYR"],
              ["instant_deposit", "MBB", "MYR"],
              ["bank_transfer", "CIMB", "MYR"],
              ["e_wallet", "TNG", "MYR"],
              ["crypto", "TRC20", "USDT"],
              ["telco", "DIGI", "MYR"],
            ),
            fc.integer({ min: 100, max: 2_000 }),
            fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
          )
          .map(([[channel, method, currency], units, key]) => ({
            channel,
            method,
            amount: currency === "USDT" ? USDT(units) : MYR(units),
            tx_hash: TX_HASH,
            telco_pin: "123456789012",
            idempotency_key: key,
          })),
        body({
          channel,
          amount,
          method,
          tx_hash: fc.constantFrom(TX_HASH, "abc"),
          telco_pin: fc.constantFrom("123456789012", "1"),
          idempotency_key: idempotencyKey,
        }),
      ),
    ),
  },
  { method: "POST", path: withId("/api/player/deposit/uploadReceipt/", txId), body: upload("receipt") },
  { method: "GET", path: fixed("/api/player/withdraw/getWithdrawInfo") },
  {
    method: "POST",
    path: fixed("/api/player/withdraw/createWithdraw"),
    body: fc
      .tuple(
        validOr(
          fc
            .tuple(
              fc.constantFrom("MYR", "USDT"),
              fc.integer({ min: 30, max: 300 }),
              fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
            )
            .map(([currency, units, key]) => ({
              currency,
              amount: currency === "USDT" ? USDT(units) : MYR(units),
              wallet_address: TRON_ADDRESS,
              network: "TRC20",
              pin: "123456",
              idempotency_key: key,
            })),
          body({
            currency: fc.constantFrom("MYR", "USDT", "EUR"),
            amount,
            wallet_address: fc.constantFrom(TRON_ADDRESS, "0xabc"),
            network: fc.constantFrom("TRC20", "ERC20"),
            pin,
            idempotency_key: idempotencyKey,
          }),
        ),
        fc.boolean(),
      )
      // the bank account is the world's, so the body is made at request time
      .map(([fields, ownAccount]) => ({
        kind: "json" as const,
        value: { ...(fields as Record<string, unknown>), ...(ownAccount ? { bank_account_id: "$bankAccountId" } : {}) },
      })),
  },
  { method: "GET", path: withQuery("/api/player/transaction/getTransactions", listQuery) },
  { method: "GET", path: withId("/api/player/transaction/getTransaction/", txId) },
  { method: "PATCH", path: withId("/api/player/transaction/cancelTransaction/", txId) },
  // statements: the page's data and the CSV file (ranges up to and past 366 days, zones, currencies)
  { method: "GET", path: withQuery("/api/player/transaction/statement", statementQuery) },
  { method: "GET", path: withQuery("/api/player/transaction/statement.csv", statementQuery) },
  { method: "GET", path: withQuery("/api/player/report/getDepositReport", listQuery) },
  { method: "GET", path: withQuery("/api/player/report/getWithdrawReport", listQuery) },
  { method: "GET", path: withQuery("/api/player/report/getGameRecordReport", listQuery) },
  { method: "GET", path: withQuery("/api/player/report/getTurnoverReport", listQuery) },
  // rebates: the list (worked out on read) and claims of one or all
  { method: "GET", path: withQuery("/api/player/rebate/getRebates", listQuery) },
  {
    method: "POST",
    path: fixed("/api/player/rebate/claim"),
    body: json(
      body({
        rebate_id: fc.oneof(fc.uuid(), fc.constantFrom("", "not-a-uuid", "6F1C2B1E-8D7A-4C55-9A3E-2F5B8C9D0E1F")),
        idempotency_key: idempotencyKey,
      }),
    ),
  },
  // the VIP page: it takes no input, any query is ignored
  { method: "GET", path: withQuery("/api/player/vip/getVip", listQuery) },
  // daily check-in: today's calendar and the claim (once a GMT+8 day)
  { method: "GET", path: fixed("/api/player/checkin/getCheckIn") },
  {
    method: "POST",
    path: fixed("/api/player/checkin/claim"),
    body: json(body({ idempotency_key: idempotencyKey })),
  },
  // gifts: the catalogue, one gift, redeeming (valid and near-valid receivers), the history
  { method: "GET", path: fixed("/api/player/gift/getGifts") },
  { method: "GET", path: withId("/api/player/gift/getGift/", giftId) },
  {
    method: "POST",
    path: fixed("/api/player/gift/redeem"),
    body: json(
      body({
        gift_id: fc.oneof(fc.constantFrom("power-bank", "tumbler", "top-up-card", "grocery-voucher"), anyText),
        receiver_name: fc.oneof(fc.constantFrom("Aisyah Rahman", "", " "), anyText),
        receiver_phone: fc.oneof(fc.constantFrom("012-345 6789", "+65 8123 4567", "12345", ""), anyText),
        receiver_address: fc.oneof(fc.constantFrom("12 Jalan Ampang, Kuala Lumpur", ""), anyText),
        idempotency_key: idempotencyKey,
      }),
    ),
  },
  { method: "GET", path: withQuery("/api/player/gift/getRedemptions", listQuery) },
  // play responsibly. Limits far above what the run moves (a low one would rightly stop its deposits or
  // rounds for the rest of the run) or across the rules; a time-out never with a valid length: it signs
  // the fuzz player out for good (tests/server/responsible-restriction.test.ts proves what it does)
  { method: "GET", path: fixed("/api/player/responsible") },
  {
    method: "POST",
    path: fixed("/api/player/responsible/limit"),
    body: json(
      body({
        key: fc.constantFrom(
          "deposit_day",
          "deposit_week",
          "deposit_month",
          "loss_day",
          "loss_week",
          "loss_month",
          "session_day",
          "turnover_day",
          "",
        ),
        value: fc.constantFrom(null, MYR(5_000_000), MYR(5_000_000) + 50, 1440, 1441, 0, -MYR(1), 150.5, 2 ** 53),
      }),
    ),
  },
  {
    method: "POST",
    path: fixed("/api/player/responsible/reality_check"),
    body: json(body({ minutes: fc.constantFrom(0, 15, 30, 60, 20, -15, 15.5, "15") })),
  },
  {
    method: "POST",
    path: fixed("/api/player/responsible/restrict"),
    body: json(body({ length: fc.constantFrom("12h", "1d", "24H", "forever", "0", "", "6M", "10y") })),
  },
  {
    method: "POST",
    path: fixed("/api/player/responsible/play"),
    body: json(body({ provider_code: providerCode })),
  },
  { method: "POST", path: fixed("/api/player/responsible/play/keep"), body: json(fc.constant({})) },
  { method: "POST", path: fixed("/api/player/responsible/play/stop"), body: json(fc.constant({})) },
  // the player's event stream: garbage queries and headers (the fuzz reads its first message, then hangs up)
  {
    method: "GET",
    path: withQuery("/api/player/events", query({ last_event_id: headerValue, lastEventId: anyText })),
    headers: fc.record(
      {
        "Last-Event-ID": headerValue,
        Accept: fc.constantFrom("text/event-stream", "application/json", "*/*", "text/event-stream;q=0, x/y"),
        "Cache-Control": fc.constantFrom("no-cache", "max-age=0, no-transform"),
      },
      { requiredKeys: [] },
    ),
  },
  // the inbox: a page, the badge, one mail (opening marks it read), read/unread, delete and undo
  { method: "GET", path: withQuery("/api/player/mail/getMails", listQuery) },
  { method: "GET", path: fixed("/api/player/mail/getUnreadCount") },
  { method: "GET", path: withId("/api/player/mail/getMail/", mailId) },
  {
    method: "PATCH",
    path: withId("/api/player/mail/markMail/", mailId),
    body: json(body({ read: fc.boolean() })),
  },
  { method: "DELETE", path: withId("/api/player/mail/deleteMail/", mailId) },
  { method: "PATCH", path: withId("/api/player/mail/restoreMail/", mailId) },
  // content: events, announcements, posts and pages, in the language of a garbage or real Accept-Language
  ...(
    [
      withQuery("/api/player/event/getEvents", listQuery),
      withId("/api/player/event/getEvent/", contentId),
      withQuery("/api/player/announcement/getAnnouncements", listQuery),
      withQuery("/api/player/post/getPosts", listQuery),
      withId("/api/player/post/getPost/", contentId),
      withId("/api/player/content/getPage/", pageSlug),
    ] as const
  ).map((path) => ({ method: "GET", path, headers: fc.record({ "Accept-Language": acceptLanguage }) })),
  // the sandbox: the outside world deciding (these move money), the SMS sink, config, ledger
  { method: "POST", path: withId("/api/sandbox/gateway/", txId, "/approve") },
  { method: "POST", path: withId("/api/sandbox/gateway/", txId, "/fail") },
  { method: "GET", path: fixed("/api/sandbox/operator/pending") },
  // the VIP upgrade job, run now (once per due day whatever is sent)
  { method: "POST", path: fixed("/api/sandbox/jobs/vip"), body: json(anyJson) },
  // the operator's content: rich HTML near and across the rules, as JSON or a form
  ...(["event", "announcement", "post", "page/about", "page/contact_us"] as const).map((kind) => ({
    method: "POST",
    path: fc.oneof(
      fc.constant(() => `/api/sandbox/content/${kind}`),
      kind.startsWith("page/")
        ? fc.constant(() => `/api/sandbox/content/${kind}`)
        : withId(`/api/sandbox/content/${kind}/`, contentId),
    ),
    body: fc.oneof(
      json(
        body({
          locale: fc.constantFrom("en-US", "zh-CN", "xx"),
          title: fc.oneof(fc.constant("Fuzz title"), anyText),
          summary: anyText,
          body: fc.oneof(richHtml, anyText),
          banner: fc.constantFrom("/tenant-assets/harimau/content-news.svg", "javascript:alert(1)", ""),
          cover: fc.constantFrom("/tenant-assets/harimau/content-news.svg", "data:image/png;base64,AA"),
          starts_at: fc.constantFrom("2026-11-20T10:00", "2026-11-20T10:00:00Z", "x"),
          ends_at: fc.constantFrom("2026-12-20T10:00", "2026-11-01T10:00"),
          position: fc.constantFrom("1", "-1", 3),
          pinned: fc.constantFrom("true", "on", true, "x"),
          contacts: fc.oneof(fc.constant("whatsapp: 60123456789\nhours: 24/7"), anyText),
        }),
      ),
      fc.record({
        kind: fc.constant("raw" as const),
        text: fc
          .tuple(anyText, richHtml)
          .map(([title, html]) =>
            new URLSearchParams({ title, body: html, cover: "/x.svg", banner: "/x.svg" }).toString(),
          ),
        type: fc.constant("application/x-www-form-urlencoded"),
      }),
    ),
  })),
  ...(["event", "announcement", "post"] as const).map((kind) => ({
    method: "POST",
    path: withId(`/api/sandbox/content/${kind}/`, contentId, "/delete"),
  })),

  { method: "POST", path: withId("/api/sandbox/operator/", txId, "/approve") },
  {
    method: "POST",
    path: withId("/api/sandbox/operator/", txId, "/reject"),
    body: fc.option(json(body({ reason: fc.oneof(fc.constantFrom("Name does not match", ""), anyText) })), {
      nil: undefined,
    }),
  },
  {
    method: "POST",
    path: fixed("/api/sandbox/mail"),
    body: fc.oneof(
      json(
        body({
          audience: fc.constantFrom("one", "all", "some"),
          recipient: fc.constantFrom("fuzzer", "demo", "28800001", "nobody", ""),
          title: anyText,
          body: anyText,
        }),
      ),
      fc.record({
        kind: fc.constant("raw" as const),
        text: fc
          .tuple(anyText, anyText)
          .map(([title, text]) =>
            new URLSearchParams({ audience: "one", recipient: "fuzzer", title, body: text }).toString(),
          ),
        type: fc.constant("application/x-www-form-urlencoded"),
      }),
    ),
  },
  { method: "GET", path: withQuery("/api/sandbox/sms", query({ contact_no: phone })) },
  {
    method: "GET",
    path: withQuery("/api/sandbox/ledger", query({ username: fc.constantFrom("demo", "fuzzer", "x") })),
  },
  {
    method: "POST",
    path: fixed("/api/sandbox/config"),
    body: json(body({ key: fc.constantFrom("fuzz_note", "deposit_channels", "withdraw_rules"), value: anyText })),
  },
  // live inspection (the app's statecharts for the visualiser): batches near the contract, and its stream
  {
    method: "POST",
    path: fixed("/api/sandbox/inspect"),
    body: json(
      validOr(
        fc.record({
          messages: fc.array(
            fc.record({
              kind: fc.constantFrom("snapshot", "stopped", "sync"),
              tab: fc.constantFrom("0123abcd", "feedfeed", "deadbeef00"),
              actor: fc.constantFrom("x:1", "x:2", "x:30"),
              parent: fc.constantFrom(null, "x:1"),
              machine: fc.constantFrom("deposit", "withdraw", "session"),
              value: fc.constantFrom("editing", "review", { signedIn: "idle" }),
              nodes: fc.array(fc.constantFrom("deposit", "deposit.editing"), { maxLength: 3 }),
              context: fc.oneof(fc.constant({ amount: 10_000 }), anyJson),
              event: fc.record(
                { type: fc.constantFrom("xstate.init", "deposit.review"), payload: fc.constant({ amount: 1 }) },
                { requiredKeys: ["type"] },
              ),
              status: fc.constantFrom("active", "done", "error", "stopped"),
              seq: fc.nat(1_000),
              at: fc.constant(1_764_000_000_000),
            }),
            { minLength: 1, maxLength: 4 },
          ),
        }),
        body({
          messages: fc.oneof(
            anyJson,
            fc.array(
              body({
                kind: anyText,
                tab: anyText,
                actor: anyText,
                machine: anyText,
                value: anyJson,
                seq: fc.integer(),
              }),
              { maxLength: 3 },
            ),
          ),
        }),
      ),
    ),
  },
  {
    method: "GET",
    path: fixed("/api/sandbox/inspect/stream"),
    headers: fc.record({ Accept: fc.constantFrom("text/event-stream", "*/*") }, { requiredKeys: [] }),
  },
  // pages and files
  { method: "GET", path: withId("/sandbox/gateway/", txId) },
  { method: "GET", path: fixed("/sandbox/operator") },
  { method: "GET", path: withQuery("/sandbox/mail", query({ sent: fc.constantFrom("1", "x"), error: anyText })) },
  // the sandbox's gift desk: decisions on any id, points and stock, the page
  {
    method: "POST",
    path: withId("/api/sandbox/gifts/", txId),
    body: json(body({ status: fc.oneof(fc.constantFrom("approved", "delivered", "rejected", "pending"), anyText) })),
  },
  {
    method: "POST",
    path: fixed("/api/sandbox/gifts/points"),
    body: json(body({ username: fc.oneof(fc.constantFrom("demo", "nobody_here"), anyText), point: fc.integer() })),
  },
  {
    method: "POST",
    path: fixed("/api/sandbox/gifts/stock"),
    body: json(body({ gift_id: fc.oneof(fc.constantFrom("power-bank", "nope"), anyText), stock: fc.integer() })),
  },
  { method: "GET", path: withQuery("/sandbox/gifts", query({ error: anyText })) },
  // passkeys: the list, options, a WebAuthn answer near the contract's shape (it never verifies), removal; signing
  // in with one (never the fuzz player's: it has none)
  { method: "GET", path: fixed("/api/player/security/passkeys") },
  { method: "POST", path: fixed("/api/player/security/passkeys/options"), body: json(fc.constant({})) },
  {
    method: "POST",
    path: fixed("/api/player/security/passkeys"),
    body: json(body({ challenge_id: challengeId, name: anyText, response: registrationAnswer })),
  },
  { method: "DELETE", path: withId("/api/player/security/passkeys/", txId) },
  { method: "POST", path: fixed("/api/player/user/passkey/options"), body: json(fc.constant({})) },
  {
    method: "POST",
    path: fixed("/api/player/user/passkey/login"),
    body: json(body({ challenge_id: challengeId, response: assertionAnswer })),
  },
  // two-step sign-in: the status, a new secret, turning it on (a code that is almost never the app's) and off, and
  // the sign-in's second step (challenges of no one, or garbage; the code's two forms)
  { method: "GET", path: fixed("/api/player/security/two_step") },
  { method: "POST", path: fixed("/api/player/security/two_step/setup"), body: json(fc.constant({})) },
  { method: "POST", path: fixed("/api/player/security/two_step/enable"), body: json(body({ code: otp })) },
  {
    method: "POST",
    path: fixed("/api/player/security/two_step/disable"),
    body: json(body({ password, code: secondFactorCode })),
  },
  {
    method: "POST",
    path: fixed("/api/player/user/login/two_step"),
    body: json(body({ challenge_id: fc.oneof(fc.uuid(), anyText), code: secondFactorCode })),
  },
  // account verification: the view, a document of each kind, sending for review; the operator's desk,
  // its documents and decisions (on the fuzz player, a transaction's id, a random UUID, garbage)
  { method: "GET", path: fixed("/api/player/verification") },
  {
    method: "POST",
    path: documentKind.map((kind) => () => `/api/player/verification/document/${kind}`),
    body: fc.oneof({ weight: 3, arbitrary: upload("file") }, { weight: 1, arbitrary: realDocument }),
  },
  { method: "POST", path: fixed("/api/player/verification/submit") },
  // sign-in and security: the overview and the sign-in history (neither takes an id: one in the query or the path
  // must change nothing or find nothing)
  { method: "GET", path: fixed("/api/player/security") },
  {
    method: "GET",
    path: ownId.map((id) => (w: FuzzWorld) => `/api/player/security/sign_ins?player_id=${segment(id(w))}`),
  },
  { method: "GET", path: withId("/api/player/security/sign_ins/", ownId) },
  {
    method: "POST",
    path: withId("/api/sandbox/verification/", ownId),
    body: fc.oneof(
      json(body({ decision: fc.oneof(fc.constantFrom("approve", "reject"), anyText), reason: anyText })),
      fc.record({
        kind: fc.constant("raw" as const),
        text: fc
          .tuple(fc.constantFrom("approve", "reject", "x"), anyText)
          .map(([decision, reason]) => new URLSearchParams({ decision, reason }).toString()),
        type: fc.constant("application/x-www-form-urlencoded"),
      }),
    ),
  },
  {
    method: "GET",
    path: withQuery(
      "/sandbox/verification",
      query({ error: anyText, decided: fc.constantFrom("approve", "reject", "x") }),
    ),
  },
  {
    method: "GET",
    path: fc.tuple(ownId, documentKind).map(
      ([id, kind]) =>
        (w: FuzzWorld) =>
          `/sandbox/verification/${segment(id(w)) || "x"}/${kind}`,
    ),
  },
  { method: "GET", path: fixed("/sandbox/excluded") },
  {
    method: "GET",
    path: fc
      .oneof(fc.constantFrom("fuzzer", "demo", "nobody_here"), anyText)
      .map((name) => () => `/api/sandbox/inspect/audit/${segment(name) || "x"}`),
  },
  {
    method: "GET",
    path: fc.constantFrom(
      () => "/gift-art/power-bank.svg",
      () => "/gift-art/..%2Fx.svg",
    ),
  },
  {
    method: "GET",
    path: withQuery("/sandbox/content", query({ saved: fc.constantFrom("event", "x"), error: anyText })),
  },
  {
    method: "GET",
    path: fc
      .tuple(
        fc.constantFrom("event/", "announcement/", "post/", "page/"),
        fc.oneof(fc.constantFrom("new", "about", "tnc"), anyText.map(segment)),
        anyText,
      )
      .map(
        ([kind, id, locale]) =>
          () =>
            `/sandbox/content/${kind}${id || "x"}?locale=${segment(locale)}`,
      ),
  },

  { method: "GET", path: anyText.map((text) => () => `/${segment(text)}`) },
  {
    method: "GET",
    path: fc.nat().map((n) => (w: FuzzWorld) => w.uploads[n % Math.max(1, w.uploads.length)] ?? "/uploads/x.png"),
  },
  {
    method: "GET",
    path: fc.constantFrom(
      () => "/tenant-assets/harimau/logo.svg",
      () => "/tenant-assets/../x.svg",
    ),
  },
];

/** Any request: an endpoint, sometimes with an arbitrary or raw body instead of its own, and a token. */
export const anyRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    fc.constantFrom(...endpoints),
    fc.oneof(
      { weight: 6, arbitrary: fc.constant("own" as const) },
      { weight: 1, arbitrary: anyJson.map((value) => ({ kind: "json" as const, value })) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant("raw" as const),
          text: fc.oneof(anyText, fc.constantFrom('{"a":', "[".repeat(5000), "x".repeat(20_000))),
          type: fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=x"),
        }),
      },
    ),
    fc.constantFrom<FuzzRequest["auth"]>("valid", "valid", "valid", "valid", "valid", "none", "forged"),
    fc.constantFrom(undefined, undefined, undefined, "http://lotus.localhost:5173/", "%%%://"),
    fc.constantFrom(undefined, undefined, "http://localhost:5173", ...foreignOrigins),
  )
  .chain(([endpoint, override, auth, domain, origin]) =>
    fc.tuple(endpoint.path, endpoint.body ?? fc.constant(undefined), endpoint.headers ?? fc.constant(undefined)).map(
      ([path, own, headers]): FuzzRequest => ({
        method: endpoint.method,
        path,
        body: override === "own" ? own : override,
        auth,
        headers,
        domain,
        origin,
      }),
    ),
  );
