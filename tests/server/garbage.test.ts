/**
 * No malformed request may produce a 5xx or a stack trace: every endpoint gets garbage bodies,
 * content types, params, queries and tokens, and must answer a catalogue message with a 4xx.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { isServerMessage } from "../../src/api/contract/messages.ts";
import { loginAs, serverForTheseTests, type UserAnswer } from "./support/server.ts";

const server = serverForTheseTests();
let user: UserAnswer;
beforeAll(async () => {
  user = await loginAs(server, "demo", "Demo1234");
});

const endpoints = (id: string): [string, string][] => [
  ["GET", "/api/player/user/getUser"],
  ["GET", "/api/player/user/getReferralUser/HARIMAU1"],
  ["POST", "/api/player/user/register"],
  ["PATCH", `/api/player/user/updatePassword/${id}`],
  ["PATCH", "/api/player/user/updatePin"],
  ["GET", "/api/player/user/checkPin"],
  ["PATCH", "/api/player/user/updateForgotPass"],
  ["GET", "/api/player/user/getReferralListByPlayer?page=1&limit=10"],
  ["POST", "/api/player/user/login"],
  ["PATCH", `/api/player/user/updateNickname/${id}`],
  ["PATCH", `/api/player/user/updateAvatar/${id}`],
  ["POST", "/api/player/config/getConfig"],
  ["GET", "/api/player/config/getPlayerBoConfig"],
  ["GET", "/api/tenant/config/theme-data/mobile"],
  ["GET", "/api/tenant/user/check-session"],
  ["POST", "/api/player/otp/request"],
  ["POST", "/api/player/otp/verify"],
  ["GET", "/api/sandbox/sms?contact_no=60123456789"],
  ["GET", "/api/player/wallet/getWallet"],
  ["GET", "/api/player/bank/getBankList"],
  ["GET", "/api/player/bank/getBankAccounts"],
  ["POST", "/api/player/bank/createBankAccount"],
  ["PATCH", `/api/player/bank/updateBankAccount/${id}`],
  ["GET", "/api/player/deposit/getDepositOptions"],
  ["POST", "/api/player/deposit/createDeposit"],
  ["POST", `/api/player/deposit/uploadReceipt/${id}`],
  ["GET", "/api/player/withdraw/getWithdrawInfo"],
  ["POST", "/api/player/withdraw/createWithdraw"],
  ["GET", "/api/player/transaction/getTransactions?page=1&limit=10"],
  ["GET", `/api/player/transaction/getTransaction/${id}`],
  ["PATCH", `/api/player/transaction/cancelTransaction/${id}`],
  ["POST", "/api/player/games/transfer"],
  ["POST", "/api/player/games/internal_transfer"],
  ["POST", "/api/player/games/restore"],
  ["POST", "/api/player/games/launch"],
  ["GET", "/api/player/friend/search?keyword=28800002"],
  ["POST", "/api/player/friend/sendRequest"],
  ["POST", `/api/player/friend/approve/${id}`],
  ["POST", `/api/player/friend/reject/${id}`],
  ["POST", `/api/player/friend/cancel/${id}`],
  ["GET", "/api/player/friend/getFriends"],
  ["GET", "/api/player/friend/getRequests"],
  ["GET", "/api/player/friend/getFriend/28800002"],
  ["DELETE", "/api/player/friend/remove/99999999"],
  ["GET", "/api/player/friend/transferInfo"],
  ["POST", "/api/player/friend/transfer"],
  ["GET", "/api/player/security/passkeys"],
  ["POST", "/api/player/security/passkeys/options"],
  ["POST", "/api/player/security/passkeys"],
  ["DELETE", `/api/player/security/passkeys/${id}`],
  ["POST", "/api/player/user/passkey/options"],
  ["POST", "/api/player/user/passkey/login"],
  ["GET", "/api/player/responsible"],
  ["POST", "/api/player/responsible/limit"],
  ["POST", "/api/player/responsible/reality_check"],
  ["POST", "/api/player/responsible/restrict"],
  ["POST", "/api/player/responsible/play"],
  ["POST", "/api/player/responsible/play/keep"],
  ["POST", "/api/player/responsible/play/stop"],
  ["GET", "/api/player/security"],
  ["GET", "/api/player/security/sign_ins"],
  ["POST", "/demo-provider/api/round"],
  ["GET", "/demo-provider/api/balance"],
  ["GET", "/api/player/report/getDepositReport?start_date=2026-01-01&end_date=2026-01-31"],
  ["GET", "/api/player/report/getWithdrawReport?start_date=2026-01-01&end_date=2026-01-31"],
  ["GET", "/api/player/report/getGameRecordReport?start_date=2026-01-01&end_date=2026-01-31"],
  ["GET", "/api/player/report/getTurnoverReport?start_date=2026-01-01&end_date=2026-01-31&tz=UTC"],
  ["POST", `/api/sandbox/gateway/${id}/approve`],
  ["POST", `/api/sandbox/gateway/${id}/fail`],
  ["GET", "/api/sandbox/operator/pending"],
  ["POST", `/api/sandbox/operator/${id}/approve`],
  ["POST", `/api/sandbox/operator/${id}/reject`],
  ["GET", "/api/sandbox/ledger?username=demo"],
  ["POST", "/api/sandbox/inspect"],
  ["GET", "/api/sandbox/inspect/audit/demo"],
];

const hugeString = "x".repeat(200_000);
const deep = `${"[".repeat(60_000)}${"]".repeat(60_000)}`;

type Garbage = { name: string; body?: BodyInit; type?: string };
const garbage: Garbage[] = [
  { name: "no body" },
  { name: "empty body", body: "", type: "application/json" },
  { name: "whitespace", body: "  \n ", type: "application/json" },
  { name: "truncated JSON", body: '{"username":', type: "application/json" },
  { name: "not JSON", body: "hello", type: "application/json" },
  { name: "null", body: "null", type: "application/json" },
  { name: "number", body: "12345", type: "application/json" },
  { name: "string", body: '"demo"', type: "application/json" },
  { name: "true", body: "true", type: "application/json" },
  { name: "array", body: "[]", type: "application/json" },
  { name: "array of objects", body: '[{"username":"demo","password":"Demo1234"}]', type: "application/json" },
  { name: "empty object", body: "{}", type: "application/json" },
  {
    name: "wrong types",
    body: JSON.stringify({
      username: 1,
      password: [],
      confirm_password: {},
      contact_no: 60123456789,
      otp: 123456,
      purpose: null,
      key: false,
      nickname: 7,
      new_pin: 123456,
      pin: [],
      current_password: null,
      new_password: 12345678,
      full_name: {},
      registered_domain: 0,
      channel: [],
      amount: "100",
      method: {},
      idempotency_key: 1,
      currency: 5,
      bank_code: null,
      account_number: 123456,
      account_holder_name: [],
      tx_hash: {},
      network: 20,
      wallet_address: [],
      bank_account_id: {},
    }),
    type: "application/json",
  },
  {
    name: "prototype keys",
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}},"key":"timezone"}',
    type: "application/json",
  },
  {
    name: "huge strings",
    body: JSON.stringify({
      username: hugeString.slice(0, 100_000),
      password: hugeString.slice(0, 100_000),
      key: hugeString.slice(0, 100_000),
    }),
    type: "application/json",
  },
  {
    name: "body over the JSON limit",
    body: JSON.stringify({ key: hugeString, more: hugeString }),
    type: "application/json",
  },
  { name: "deeply nested JSON", body: deep, type: "application/json" },
  {
    name: "NUL characters",
    body: JSON.stringify({
      username: "demo\u0000",
      password: "Demo1234\u0000",
      nickname: "a\u0000b",
      key: "time\u0000zone",
      contact_no: "60123456789",
      purpose: "register",
      referral_code: "HARIMAU1\u0000",
      full_name: "\u0000",
      registered_domain: "\u0000",
    }),
    type: "application/json",
  },
  { name: "invalid UTF-8", body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), type: "application/json" },
  { name: "text/plain JSON-ish", body: '{"key":1}', type: "text/plain" },
  { name: "form urlencoded", body: "username=demo&password=Demo1234", type: "application/x-www-form-urlencoded" },
  { name: "multipart without boundary", body: "--x\r\n\r\n", type: "multipart/form-data" },
  {
    name: "broken multipart",
    body: "--x\r\nContent-Disposition: form-data\r\n\r\n",
    type: "multipart/form-data; boundary=x",
  },
  { name: "binary", body: new Uint8Array([0, 1, 2, 3, 255, 254, 0, 0]), type: "application/octet-stream" },
  { name: "xml", body: "<?xml version='1.0'?><a>1</a>", type: "application/xml" },
];

async function send(method: string, path: string, g: Garbage, headers: Record<string, string>) {
  const init: RequestInit = { method, headers: { ...headers, ...(g.type ? { "Content-Type": g.type } : {}) } };
  if (g.body !== undefined && method !== "GET" && method !== "HEAD") init.body = g.body;
  const res = await fetch(`${server.url}${path}`, init).catch((error: unknown) => {
    throw new Error(`${method} ${path} / ${g.name}: ${String(error)}`);
  });
  const text = await res.text();
  return { status: res.status, text };
}

function expectCatalogueAnswer(label: string, answer: { status: number; text: string }) {
  expect(answer.status, label).toBeLessThan(500);
  let body: unknown;
  expect(
    () => {
      body = JSON.parse(answer.text);
    },
    `${label}: ${answer.text.slice(0, 200)}`,
  ).not.toThrow();
  if (answer.status >= 400) {
    expect(isServerMessage(body), `${label}: ${answer.text.slice(0, 200)}`).toBe(true);
  }
  expect(answer.text, label).not.toMatch(/\bat .+:\d+:\d+|Error:|stack/);
}

describe("garbage at every endpoint", () => {
  // every endpoint three times: 12 s alone here, 21 s with the machine at load 11; the limit only ends a hang
  it("never answers 5xx, always a JSON catalogue message (no token, garbage token, valid token)", {
    timeout: 120_000,
  }, async () => {
    const tokens: [string, Record<string, string>][] = [
      ["no token", {}],
      ["garbage token", { "X-Cookie": "a.b.c", Authorization: "Basic Zm9vOmJhcg==" }],
      ["valid token", { "X-Cookie": user.jwtToken }],
    ];
    for (const [method, path] of endpoints(user._id)) {
      for (const [tokenName, headers] of tokens) {
        const variants = method === "GET" ? garbage.slice(0, 1) : garbage;
        for (const g of variants) {
          expectCatalogueAnswer(`${method} ${path} / ${tokenName} / ${g.name}`, await send(method, path, g, headers));
        }
      }
    }
    expect(server.errors).toEqual([]);
  });

  it("survives garbage params, queries and headers", async () => {
    const auth = { "X-Cookie": user.jwtToken };
    const cases: [string, string, Record<string, string>][] = [
      ["GET", "/api/player/user/getReferralUser/%ZZ", {}],
      ["GET", "/api/player/user/getReferralUser/%00", {}],
      ["GET", `/api/player/user/getReferralUser/${"A".repeat(5000)}`, {}],
      ["GET", "/api/player/user/getReferralUser/'%3B%20drop%20table%20players%3B--", {}],
      ["GET", "/api/player/user/getReferralUser/", {}],
      ["PATCH", "/api/player/user/updateNickname/%ZZ", auth],
      ["PATCH", `/api/player/user/updateNickname/${"9".repeat(3000)}`, auth],
      ["PATCH", "/api/player/user/updatePassword/", auth],
      ["PATCH", "/api/player/user/updateAvatar/%E0%A4%A", auth],
      ["GET", "/api/player/user/getReferralListByPlayer?page=%ZZ&limit=%", auth],
      ["GET", "/api/player/user/getReferralListByPlayer?page[]=1&limit=1e3", auth],
      ["GET", "/api/player/user/getReferralListByPlayer?page=99999999999999999999&limit=10", auth],
      ["GET", "/api/player/user/getReferralListByPlayer?page=999999999&limit=100", auth],
      ["GET", "/api/player/transaction/getTransactions?page=999999999&limit=50", auth],
      ["GET", "/api/player/transaction/getTransactions?start_date=9999-99-99&tz=%00", auth],
      ["GET", "/api/player/transaction/getTransactions?tz=Etc/GMT%2B99", auth],
      ["GET", "/api/player/transaction/getTransactions?tz=../../etc/passwd", auth],
      ["GET", "/api/player/transaction/getTransactions?type=deposit&type=withdraw", auth],
      [
        "GET",
        "/api/player/report/getTurnoverReport?start_date=0000-01-01&end_date=9999-12-31&tz=Pacific/Kiritimati",
        auth,
      ],
      ["GET", "/api/player/report/getTurnoverReport?start_date=2026-01-01&end_date=2026-01-02&tz=EST5EDT", auth],
      ["GET", "/api/player/transaction/getTransaction/%ZZ", auth],
      ["PATCH", `/api/player/transaction/cancelTransaction/${"f".repeat(5000)}`, auth],
      ["PATCH", "/api/player/bank/updateBankAccount/%00", auth],
      ["POST", "/api/player/deposit/uploadReceipt/%E0%A4%A", auth],
      ["GET", "/sandbox/gateway/%ZZ", {}],
      ["GET", `/sandbox/gateway/${"a".repeat(5000)}`, {}],
      ["POST", "/api/sandbox/operator/%ZZ/approve", {}],
      ["GET", "/api/sandbox/ledger?username=%ZZ", {}],
      ["GET", "/api/sandbox/sms?contact_no=%ZZ", {}],
      ["GET", "/api/sandbox/sms?contact_no=abc&contact_no=def", {}],
      ["GET", "/api/sandbox/sms?contact_no=", {}],
      ["GET", "/api/tenant/config/theme-data/mobile", { current_domain: "%%%://[[[" }],
      ["GET", "/api/tenant/config/theme-data/mobile", { current_domain: "x".repeat(8000) }],
      ["GET", "/api/tenant/config/theme-data/mobile", { Origin: "null" }],
      ["GET", "/api/tenant/config/theme-data/mobile", { current_domain: "http://[::1]:80/" }],
      ["GET", "/api/player/user/getUser", { "X-Cookie": `${"a".repeat(3000)}.${"b".repeat(3000)}.c` }],
      ["GET", "/api/player/user/getUser", { "X-Cookie": "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." }],
      ["GET", "/api/player/user/getUser", { Authorization: "Bearer" }],
      ["POST", "/api/player/user/logout", {}],
      ["POST", "/api/player/user/logout", { "X-Cookie": "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." }],
      ["POST", "/api/player/user/logout", { "X-Cookie": `${"a".repeat(3000)}.${"b".repeat(3000)}.c` }],
      ["GET", "/api/%2e%2e/%2e%2e/etc/passwd", {}],
      ["GET", "/api/player/../../etc/passwd", {}],
      ["PUT", "/api/player/user/login", {}],
      ["OPTIONS", "/api/player/user/login", {}],
      ["HEAD", "/api/player/user/getUser", {}],
    ];
    for (const [method, path, headers] of cases) {
      const answer = await send(method, path, { name: "none" }, headers);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      if (path.startsWith("/sandbox/")) {
        // Sandbox pages are HTML for people: a plain 404 page.
        expect(answer.status, path).toBe(404);
        expect(answer.text, path).not.toMatch(/\bat .+:\d+:\d+|Error:|stack/);
      } else if (method !== "HEAD" && method !== "OPTIONS") {
        expectCatalogueAnswer(`${method} ${path}`, answer);
      }
    }
    // A token with alg "none" or for a forged subject never authenticates.
    const forged = await send(
      "GET",
      "/api/player/user/getUser",
      { name: "none" },
      {
        "X-Cookie": "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
      },
    );
    expect(forged.status).toBe(401);
    expect(server.errors).toEqual([]);
  });

  it("still serves normal calls afterwards", async () => {
    const res = await server.call("GET", "/api/player/user/getUser", { token: user.jwtToken });
    expect(res).toMatchObject({ status: 200, body: { username: "demo" } });
  });
});
