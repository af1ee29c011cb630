import { beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes } from "../../src/api/contract/user.ts";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { LOTUS, loginAs, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import {
  balances,
  cancelPendingDeposits,
  deposit,
  ledger,
  ledgerSum,
  MYR,
  operator,
  TX_HASH,
  USDT,
  type WalletPlayer,
  walletPlayer,
} from "./support/wallet.ts";

const server = serverForTheseTests();
let player: WalletPlayer;
beforeAll(async () => {
  player = await walletPlayer(server, "depositor");
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");

describe("sandbox payment gateway", () => {
  it("shows a self-contained page with brand, amount and method, and Pay credits the wallet", async () => {
    const created = await deposit(server, player, { channel: "instant_deposit", method: "MBB", amount: MYR(1234) });
    const id = created.body._id;
    const page = await fetch(`${server.url}/sandbox/gateway/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain("Sandbox payment gateway");
    expect(html).toContain("Harimau Play");
    expect(html).toContain("MYR 1,234.00");
    expect(html).toContain("Maybank");
    expect(html).toContain(`action="/api/sandbox/gateway/${id}/approve"`);
    expect(html).toContain(`action="/api/sandbox/gateway/${id}/fail"`);
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Fail payment<\/button>/);
    expect(html).not.toMatch(/<script|<link|src=/);

    const before = (await balances(server, player)).MYR.available;
    // The page's form: a urlencoded POST from a browser answers 303 to the app's result page.
    const pay = await fetch(`${server.url}/api/sandbox/gateway/${id}/approve`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: "",
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    expect(pay.headers.get("location")).toBe(`/transaction/result?id=${id}`);
    expect((await balances(server, player)).MYR.available).toBe(before + MYR(1234));
    // A second click changes nothing.
    const again = await fetch(`${server.url}/api/sandbox/gateway/${id}/approve`, {
      method: "POST",
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect((await balances(server, player)).MYR.available).toBe(before + MYR(1234));
    const entries = (await ledger(server, "depositor")).filter((e) => e.transaction_id === id);
    expect(entries).toEqual([expect.objectContaining({ amount: MYR(1234), kind: "deposit" })]);
    // Once paid the page shows the status, without buttons.
    const paid = await (await fetch(`${server.url}/sandbox/gateway/${id}`)).text();
    expect(paid).toContain("already approved");
    expect(paid).not.toContain("<button");
    // And failing a paid one is refused.
    const fail = await server.call("POST", `/api/sandbox/gateway/${id}/fail`, {
      headers: { Accept: "application/json" },
    });
    expect(fail).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
  });

  it("Fail payment rejects without moving money; only instant and e-wallet deposits are on the gateway", async () => {
    const created = await deposit(server, player, { channel: "e_wallet", method: "BOOST", amount: MYR(100) });
    const before = await balances(server, player);
    const res = await server.call<Transaction>("POST", `/api/sandbox/gateway/${created.body._id}/fail`, {
      headers: { Accept: "application/json" },
    });
    expect(res).toMatchObject({ status: 200, body: { status: "rejected" } });
    expect(await balances(server, player)).toEqual(before);

    const bank = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    expect(
      await server.call("POST", `/api/sandbox/gateway/${bank.body._id}/approve`, {
        headers: { Accept: "application/json" },
      }),
    ).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
    expect((await fetch(`${server.url}/sandbox/gateway/${bank.body._id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/sandbox/gateway/not-an-id`)).status).toBe(404);
    expect(
      await server.call("POST", "/api/sandbox/gateway/00000000-0000-4000-8000-000000000000/approve", {
        headers: { Accept: "application/json" },
      }),
    ).toMatchObject({ status: 404, body: "Transaction not found" });
  });

  it("is scoped to the tenant of the page", async () => {
    const created = await deposit(server, player, { channel: "instant_deposit", method: "MBB", amount: MYR(100) });
    const other = await fetch(`${server.url}/sandbox/gateway/${created.body._id}`, {
      headers: { current_domain: LOTUS },
    });
    expect(other.status).toBe(404);
    expect(
      await server.call("POST", `/api/sandbox/gateway/${created.body._id}/approve`, {
        domain: LOTUS,
        headers: { Accept: "application/json" },
      }),
    ).toMatchObject({ status: 404 });
  });
});

describe("bank transfer: receipt and operator review", () => {
  let pending: Transaction;
  beforeAll(async () => {
    // at most maxPendingDeposits (3) pending at once: the gateway tests above left some
    await cancelPendingDeposits(server, player);
    pending = (await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(500) })).body;
  });
  const upload = (id: string, bytes: Uint8Array<ArrayBuffer> | null, field = "receipt", token = player.jwtToken) => {
    const form = new FormData();
    if (bytes) form.append(field, new Blob([bytes]), "receipt.bin");
    return server.call<Transaction>("POST", `/api/player/deposit/uploadReceipt/${id}`, { raw: form, token });
  };

  it("stores a png, jpeg, webp or pdf receipt (by magic bytes) and serves it", async () => {
    const res = await upload(pending._id, PNG);
    expect(res.status).toBe(200);
    expect(res.body.receipt_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // served to its owner only (tests/server/uploads-private.test.ts has the refusals)
    const owned = { headers: { Authorization: `Bearer ${player.jwtToken}` } };
    const file = await fetch(`${server.url}${res.body.receipt_url}`, owned);
    expect(file.headers.get("content-type")).toBe("image/png");
    const pdf = await upload(pending._id, PDF);
    expect(pdf.body.receipt_url).toMatch(/\.pdf$/);
    const served = await fetch(`${server.url}${pdf.body.receipt_url}`, owned);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    // The replaced receipt is removed.
    expect((await fetch(`${server.url}${res.body.receipt_url}`, owned)).status).toBe(404);
  });

  it("refuses other types (415), more than 20 MB (413) and a missing field", async () => {
    expect(await upload(pending._id, GIF)).toMatchObject({ status: 415, body: "Unsupported file type" });
    expect(await upload(pending._id, new TextEncoder().encode("<svg/>"))).toMatchObject({ status: 415 });
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(PNG);
    expect(await upload(pending._id, big)).toMatchObject({ status: 413, body: "File is larger than 20MB" });
    const exact = new Uint8Array(maxUploadBytes);
    exact.set(PNG);
    expect((await upload(pending._id, exact)).status).toBe(200);
    expect(await upload(pending._id, PNG, "file")).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await server.call("POST", `/api/player/deposit/uploadReceipt/${pending._id}`, {
        body: { receipt: "x" },
        token: player.jwtToken,
      }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
  });

  it("takes receipts only for the player's own pending bank transfers", async () => {
    const demo = await loginAs(server, "demo", "Demo1234");
    expect(await upload(pending._id, PNG, "receipt", demo.jwtToken)).toMatchObject({
      status: 404,
      body: "Transaction not found",
    });
    expect(await upload("nope", PNG)).toMatchObject({ status: 404, body: "Transaction not found" });
    const instant = await deposit(server, player, { channel: "instant_deposit", method: "MBB", amount: MYR(100) });
    expect(await upload(instant.body._id, PNG)).toMatchObject({
      status: 409,
      body: "Transaction can no longer be changed",
    });
  });

  it("lists pending transactions on the operator page; approving credits the wallet", async () => {
    const page = await (await fetch(`${server.url}/sandbox/operator`)).text();
    expect(page).toContain("Sandbox operator");
    expect(page).toContain(pending.reference);
    expect(page).toContain("depositor");
    expect(page).toContain(`action="/api/sandbox/operator/${pending._id}/approve"`);
    expect(page).toMatch(/href="\/sandbox\/receipt\/[0-9a-f-]{36}\.png"/);
    const json = await server.call<Transaction[]>("GET", "/api/sandbox/operator/pending");
    expect(json.body.map((t) => t._id)).toContain(pending._id);
    // Another tenant's operator does not see it.
    const lotusPending = await server.call<Transaction[]>("GET", "/api/sandbox/operator/pending", { domain: LOTUS });
    expect(lotusPending.body.map((t) => t._id)).not.toContain(pending._id);
    expect(await operator(server, pending._id, "approve", LOTUS)).toMatchObject({ status: 404 });

    const before = (await balances(server, player)).MYR.available;
    const form = await fetch(`${server.url}/api/sandbox/operator/${pending._id}/approve`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/sandbox/operator");
    expect((await balances(server, player)).MYR.available).toBe(before + MYR(500));
    expect(
      (await server.call<Transaction[]>("GET", "/api/sandbox/operator/pending")).body.map((t) => t._id),
    ).not.toContain(pending._id);
    expect(await operator(server, pending._id, "reject")).toMatchObject({
      status: 409,
      body: "Transaction can no longer be changed",
    });
    expect(await upload(pending._id, PNG)).toMatchObject({ status: 409 });
  });

  it("rejecting a deposit credits nothing", async () => {
    const t = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(200) });
    const before = await balances(server, player);
    expect((await operator(server, t.body._id, "reject")).body).toMatchObject({ status: "rejected" });
    expect(await balances(server, player)).toEqual(before);
  });

  it("approving a crypto deposit credits USDT", async () => {
    const t = await deposit(server, player, {
      channel: "crypto",
      method: "TRC20",
      amount: USDT(150),
      tx_hash: TX_HASH,
    });
    const before = (await balances(server, player)).USDT.available;
    await operator(server, t.body._id, "approve");
    expect((await balances(server, player)).USDT.available).toBe(before + USDT(150));
    const entries = await ledger(server, "depositor");
    expect(ledgerSum(entries, "USDT")).toBe(before + USDT(150));
  });
});

describe("cancelTransaction", () => {
  const cancel = (id: string, token = player.jwtToken) =>
    server.call<Transaction>("PATCH", `/api/player/transaction/cancelTransaction/${id}`, { token });

  it("lets the player cancel their own pending deposit, once", async () => {
    const t = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    const res = await cancel(t.body._id);
    expect(res).toMatchObject({ status: 200, body: { _id: t.body._id, status: "cancelled" } });
    expect(await cancel(t.body._id)).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
    expect(await operator(server, t.body._id, "approve")).toMatchObject({ status: 409 });
  });

  it("refuses approved deposits, other players' transactions and unknown ids", async () => {
    const t = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    await operator(server, t.body._id, "approve");
    expect(await cancel(t.body._id)).toMatchObject({ status: 409, body: "Transaction can no longer be changed" });
    const demo = await loginAs(server, "demo", "Demo1234");
    const other = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    expect(await cancel(other.body._id, demo.jwtToken)).toMatchObject({ status: 404, body: "Transaction not found" });
    expect(await cancel("nope")).toMatchObject({ status: 404, body: "Transaction not found" });
  });

  it("getTransaction answers only the caller's own", async () => {
    const t = await deposit(server, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    const own = await server.call("GET", `/api/player/transaction/getTransaction/${t.body._id}`, {
      token: player.jwtToken,
    });
    expect(own).toMatchObject({ status: 200, body: t.body });
    const demo: UserAnswer = await loginAs(server, "demo", "Demo1234");
    expect(
      await server.call("GET", `/api/player/transaction/getTransaction/${t.body._id}`, { token: demo.jwtToken }),
    ).toMatchObject({ status: 404, body: "Transaction not found" });
  });
});
