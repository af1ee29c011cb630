import { type } from "arktype";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLogins } from "../../server/seed/demo.ts";
import { BankAccount, BankAccountList, BankList, Wallet, WithdrawInfo } from "../../src/api/contract/wallet.ts";
import { LOTUS, loginAs, registerPlayer, startTestServer, type TestServer, type UserAnswer } from "./support/server.ts";
import { balances, ledger, ledgerSum, MYR, USDT } from "./support/wallet.ts";

let server: TestServer;
let demo: UserAnswer;
beforeAll(async () => {
  server = await startTestServer();
  demo = await loginAs(server, "demo", "Demo1234");
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

describe("getWallet", () => {
  it("answers MYR and USDT balances of the seeded demo player; getUser's wallet is the MYR available", async () => {
    const res = await server.call("GET", "/api/player/wallet/getWallet", { token: demo.jwtToken });
    expect(res.status).toBe(200);
    expect(Wallet(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toEqual({
      balances: [
        { currency: "MYR", available: MYR(1250), held: 0 },
        { currency: "USDT", available: USDT(250), held: 0 },
      ],
    });
    expect(demo.wallet).toBe(MYR(1250));
    // The seeded ledger sums to the shown balances (the main wallet's entries: game accounts apart).
    const entries = await ledger(server, "demo");
    expect(
      ledgerSum(
        entries.filter((e) => e.game_account === null),
        "MYR",
      ),
    ).toBe(MYR(1250));
    expect(ledgerSum(entries, "USDT")).toBe(USDT(250));
    expect(entries.every((e) => Number.isInteger(e.amount))).toBe(true);
  });

  it("keeps lotus at RM 8,888.00 and gives ahmad88 no bank account and no PIN", async () => {
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    expect((await balances(server, { jwtToken: lotus.jwtToken, domain: LOTUS })).MYR.available).toBe(MYR(8888));
    const ahmad = await loginAs(server, "ahmad88", "Demo1234");
    const info = await server.call<WithdrawInfo>("GET", "/api/player/withdraw/getWithdrawInfo", {
      token: ahmad.jwtToken,
    });
    expect(info.body).toMatchObject({ has_bank_account: false, has_pin: false });
    const demoInfo = await server.call("GET", "/api/player/withdraw/getWithdrawInfo", { token: demo.jwtToken });
    expect(WithdrawInfo(demoInfo.body)).not.toBeInstanceOf(type.errors);
    expect(demoInfo.body).toMatchObject({ has_bank_account: true, has_pin: true, pin_locked_until: null });
    expect(demoLogins.harimau.pin).toBe("123456");
  });

  it("requires sign-in", async () => {
    for (const path of [
      "/api/player/wallet/getWallet",
      "/api/player/bank/getBankList",
      "/api/player/bank/getBankAccounts",
      "/api/player/deposit/getDepositOptions",
      "/api/player/withdraw/getWithdrawInfo",
      "/api/player/transaction/getTransactions",
    ]) {
      expect(await server.call("GET", path)).toMatchObject({ status: 401, body: "Unauthorized" });
    }
  });
});

describe("banks and bank accounts", () => {
  let user: UserAnswer;
  beforeAll(async () => {
    user = await registerPlayer(server, { username: "bankuser" });
  });
  const create = (body: unknown, token = user.jwtToken) =>
    server.call("POST", "/api/player/bank/createBankAccount", { body, token });
  const update = (id: string, body: unknown, token = user.jwtToken) =>
    server.call("PATCH", `/api/player/bank/updateBankAccount/${id}`, { body, token });
  const good = { bank_code: "CIMB", account_holder_name: "Player bankuser", account_number: "800123456789" };

  it("lists the tenant's eight banks", async () => {
    const res = await server.call("GET", "/api/player/bank/getBankList", { token: user.jwtToken });
    expect(BankList(res.body)).not.toBeInstanceOf(type.errors);
    expect((res.body as { code: string }[]).map((b) => b.code)).toEqual([
      "MBB",
      "CIMB",
      "PBB",
      "RHB",
      "HLB",
      "AMB",
      "BIMB",
      "BSN",
    ]);
  });

  it("starts with no accounts, and demo has its Maybank account", async () => {
    expect((await server.call("GET", "/api/player/bank/getBankAccounts", { token: user.jwtToken })).body).toEqual([]);
    const own = await server.call("GET", "/api/player/bank/getBankAccounts", { token: demo.jwtToken });
    expect(BankAccountList(own.body)).not.toBeInstanceOf(type.errors);
    expect(own.body).toMatchObject([
      { bank_code: "MBB", bank_name: "Maybank", account_holder_name: "Aisyah Rahman", account_number: "514012345678" },
    ]);
  });

  it("refuses a third party's name (422), an unknown bank (400) and malformed numbers", async () => {
    expect(await create({ ...good, account_holder_name: "Someone Else" })).toMatchObject({
      status: 422,
      body: "Account holder name must match your registered full name",
    });
    expect(await create({ ...good, account_holder_name: "Player bankuse" })).toMatchObject({ status: 422 });
    expect(await create({ ...good, bank_code: "XXX" })).toMatchObject({ status: 400, body: "Client Bank not found" });
    for (const account_number of ["12345", "1".repeat(21), "12345a789", "123 456 789", ""]) {
      expect(await create({ ...good, account_number })).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    for (const body of [{}, { ...good, bank_code: "" }, { ...good, account_holder_name: "" }]) {
      expect(await create(body)).toMatchObject({ status: 400, body: "Invalid data request" });
    }
  });

  it("accepts the registered name in any case and spacing, at 6 and 20 digits", async () => {
    const res = await create({ ...good, account_holder_name: "  PLAYER    BankUser " });
    expect(res.status).toBe(200);
    expect(BankAccount(res.body)).not.toBeInstanceOf(type.errors);
    expect(res.body).toMatchObject({
      bank_code: "CIMB",
      bank_name: "CIMB Bank",
      account_holder_name: "PLAYER BankUser",
      account_number: "800123456789",
    });
    expect((await create({ ...good, bank_code: "RHB", account_number: "123456" })).status).toBe(200);
    expect((await create({ ...good, bank_code: "RHB", account_number: "1".repeat(20) })).status).toBe(200);
    expect(await create(good)).toMatchObject({ status: 409, body: "Bank account already added" });
    // The same number at another bank is another account.
    expect((await create({ ...good, bank_code: "PBB" })).status).toBe(200);
    const list = await server.call<{ _id: string }[]>("GET", "/api/player/bank/getBankAccounts", {
      token: user.jwtToken,
    });
    expect(list.body).toHaveLength(4);
  });

  it("updates only the caller's own account, with the same rules", async () => {
    const list = await server.call<{ _id: string; bank_code: string; account_number: string }[]>(
      "GET",
      "/api/player/bank/getBankAccounts",
      { token: user.jwtToken },
    );
    const [first, second] = list.body;
    if (!first || !second) throw new Error("accounts missing");
    const res = await update(first._id, { ...good, bank_code: "HLB", account_number: "700000000001" });
    expect(res).toMatchObject({
      status: 200,
      body: { _id: first._id, bank_code: "HLB", bank_name: "Hong Leong Bank" },
    });
    expect(
      await update(first._id, { ...good, bank_code: second.bank_code, account_number: second.account_number }),
    ).toMatchObject({ status: 409, body: "Bank account already added" });
    // Saving an account unchanged is not a duplicate of itself.
    expect((await update(first._id, { ...good, bank_code: "HLB", account_number: "700000000001" })).status).toBe(200);
    expect(await update(first._id, { ...good, account_holder_name: "Other Person" })).toMatchObject({ status: 422 });
    expect(await update(first._id, { ...good, bank_code: "NOPE" })).toMatchObject({ status: 400 });
    const demoAccounts = await server.call<{ _id: string }[]>("GET", "/api/player/bank/getBankAccounts", {
      token: demo.jwtToken,
    });
    const demoAccount = demoAccounts.body[0]?._id ?? "";
    expect(await update(demoAccount, good)).toMatchObject({ status: 404, body: "Bank account not found" });
    expect(await update("not-a-uuid", good)).toMatchObject({ status: 404, body: "Bank account not found" });
    expect(await update("00000000-0000-4000-8000-000000000000", good)).toMatchObject({ status: 404 });
  });

  it("keeps accounts per tenant: the lotus player sees only lotus banks' accounts", async () => {
    const lotus = await loginAs(server, "lotus", "Demo1234", LOTUS);
    const res = await server.call("GET", "/api/player/bank/getBankAccounts", { token: lotus.jwtToken, domain: LOTUS });
    expect(res.body).toMatchObject([{ bank_code: "PBB", account_holder_name: "Lim Wei Jie" }]);
  });
});
