/**
 * Uploads are private (SECURITY.md): a deposit receipt (a bank statement) is answered only to its
 * owner's session and to the operator's page; an avatar only within its own tenant; anything that
 * is not a current avatar or receipt (an unknown file, a replaced avatar) is 404. The random file
 * name is never the guard on its own.
 */
import { Jimp } from "jimp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Transaction } from "../../src/api/contract/wallet.ts";
import { LOTUS, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { deposit, MYR, type WalletPlayer, walletPlayer } from "./support/wallet.ts";

const server = serverForTheseTests();
const PDF = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");

let owner: WalletPlayer;
let other: WalletPlayer;
let receipt: string;

beforeAll(async () => {
  owner = await walletPlayer(server, "receiptowner");
  other = await walletPlayer(server, "receiptsnoop");
  const created = await deposit(server, owner, { channel: "bank_transfer", method: "MBB", amount: MYR(300) });
  expect(created.status).toBe(200);
  const form = new FormData();
  form.append("receipt", new Blob([PDF], { type: "application/pdf" }), "statement.pdf");
  const uploaded = await server.call<Transaction>("POST", `/api/player/deposit/uploadReceipt/${created.body._id}`, {
    raw: form,
    token: owner.jwtToken,
  });
  expect(uploaded.status).toBe(200);
  receipt = uploaded.body.receipt_url ?? "";
  expect(receipt).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe("a deposit receipt", () => {
  it("is refused without a session (401) and to another player (404)", async () => {
    expect((await get(receipt)).status).toBe(401);
    expect((await get(receipt, { Authorization: "Bearer not-a-token" })).status).toBe(401);
    const snoop = await get(receipt, { Authorization: `Bearer ${other.jwtToken}` });
    expect(snoop.status).toBe(404);
    expect(await snoop.text()).not.toContain("%PDF");
  });

  it("is answered to its owner, never kept by a shared cache", async () => {
    const res = await get(receipt, { Authorization: `Bearer ${owner.jwtToken}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it("is not answered on another tenant's host, even to its owner's token", async () => {
    const res = await get(receipt, { Authorization: `Bearer ${owner.jwtToken}`, current_domain: LOTUS });
    expect([401, 404]).toContain(res.status);
  });

  it("reaches the operator through the sandbox's operator page", async () => {
    const page = await (await get("/sandbox/operator")).text();
    const name = receipt.slice("/uploads/".length);
    expect(page).toContain(`href="/sandbox/receipt/${name}"`);
    expect(page).not.toContain(`href="${receipt}"`);
    const res = await get(`/sandbox/receipt/${name}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    // the operator's door opens on receipts only, not on avatars or made-up names
    expect((await get("/sandbox/receipt/00000000-0000-0000-0000-000000000000.png")).status).toBe(404);
  });
});

describe("an avatar", () => {
  let user: UserAnswer;
  let avatar: string;
  const upload = async () => {
    const png = await new Jimp({ width: 64, height: 64, color: 0x2266ddff }).getBuffer("image/png");
    const form = new FormData();
    form.append("avatar", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const res = await server.call<UserAnswer>("PATCH", `/api/player/user/updateAvatar/${user._id}`, {
      raw: form,
      token: user.jwtToken,
    });
    expect(res.status).toBe(200);
    return res.body.avatar ?? "";
  };
  beforeAll(async () => {
    user = owner;
    avatar = await upload();
  });

  it("is shown within its tenant (no session needed: it is a re-encoded square with no metadata)", async () => {
    const res = await get(avatar);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
  });

  it("is not answered on another tenant's host", async () => {
    expect((await get(avatar, { current_domain: LOTUS })).status).toBe(404);
  });

  it("is gone once replaced", async () => {
    const next = await upload();
    expect(next).not.toBe(avatar);
    expect((await get(avatar)).status).toBe(404);
    expect((await get(next)).status).toBe(200);
    avatar = next;
  });
});

describe("anything else under /uploads", () => {
  it("answers 404, for names of any shape and for other methods", async () => {
    for (const path of [
      "/uploads/nope.png",
      "/uploads/..%2Fjwt-secret",
      "/uploads/00000000-0000-0000-0000-000000000000.png",
      "/uploads/00000000-0000-0000-0000-000000000000.pdf",
      "/uploads/",
      "/uploads/a/b",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await fetch(`${server.url}${receipt}`, { method: "DELETE" })).status).toBe(404);
  });
});
