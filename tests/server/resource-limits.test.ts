/**
 * Resource limits (ASVS 5.0 V2.4, V15.2): slow clients are cut (a stalled body, a trickle of
 * headers), bodies are limited per route (small JSON, 20 MB uploads), a player has at most a few
 * pending deposits, and an upload's type comes from its bytes, never its name or header.
 */
import { randomFillSync } from "node:crypto";
import { connect } from "node:net";
import { Jimp } from "jimp";
import { describe, expect, it } from "vitest";
import { connectionLimits } from "../../server/main.ts";
import { loadSettings } from "../../server/settings.ts";
import { maxPendingDeposits, type Transaction } from "../../src/api/contract/wallet.ts";
import { registerPlayer, serverForTheseTests, type UserAnswer } from "./support/server.ts";
import { deposit, MYR, newKey } from "./support/wallet.ts";

// A short REQUEST_TIMEOUT_MS so the slow-client tests take a second or two. Only they use that server: on a
// busy machine an ordinary call (a login hashes a password) can take longer than a timeout this short.
const TIMEOUT_MS = 1_500;
const server = serverForTheseTests({ requestTimeoutMs: TIMEOUT_MS });
/** The other tests' server, with the default timeout. */
const roomy = serverForTheseTests();

/** Opens a raw connection, writes `first`, then keeps writing `trickle` every `everyMs` (if given) until closed. */
function rawClient(first: string, trickle?: { text: string; everyMs: number }) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let received = "";
  const startedAt = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  socket.on("connect", () => {
    socket.write(first);
    if (trickle) {
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(trickle.text);
      }, trickle.everyMs);
    }
  });
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    const done = () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - startedAt, received });
    };
    socket.on("close", done);
    socket.on("error", () => {});
  });
  // the test's own guard: the server must cut it well before this (today it would wait 5 minutes)
  const guard = new Promise<"still open">((resolve) =>
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve("still open");
    }, 8_000),
  );
  return Promise.race([closed, guard]);
}

describe("slow clients", () => {
  it("defaults: headers within 30 s, no body stall over 30 s, a whole request within 5 min, idle keep-alive 5 s", () => {
    expect(loadSettings({ DATA_DIR: server.dataDir }).requestTimeoutMs).toBe(30_000);
    expect(loadSettings({ DATA_DIR: server.dataDir, REQUEST_TIMEOUT_MS: "1000" }).requestTimeoutMs).toBe(1000);
    expect(() => loadSettings({ DATA_DIR: server.dataDir, REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(connectionLimits(30_000)).toEqual({
      headersTimeout: 30_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    });
  });

  it("cuts a request whose body stalls half way", async () => {
    const result = await rawClient(
      "POST /api/player/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 200\r\n\r\n{"username":"demo",',
    );
    expect(result).not.toBe("still open");
    if (result === "still open") return;
    expect(result.afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(result.afterMs).toBeLessThan(TIMEOUT_MS + 4_000);
  });

  it("answers 408 and closes when headers trickle in (slowloris)", async () => {
    const result = await rawClient("GET /api/tenant/config/theme-data/mobile HTTP/1.1\r\nHost: localhost\r\n", {
      text: "X-Slow: 1\r\n",
      everyMs: 100,
    });
    expect(result).not.toBe("still open");
    if (result === "still open") return;
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
    expect(result.afterMs).toBeLessThan(TIMEOUT_MS + 4_000);
  });

  it("still serves a prompt request, body and all", async () => {
    const res = await server.call("POST", "/api/player/user/login", {
      body: { username: "demo", password: "Demo1234" },
    });
    expect(res.status).toBe(200);
  });
});

describe("body limits per route", () => {
  it("refuses JSON over 16 KB on player calls (413) but takes a 20 MB-class upload on its own route", async () => {
    const big = { username: "demo", password: "Demo1234", padding: "x".repeat(17 * 1024) };
    expect(await roomy.call("POST", "/api/player/user/login", { body: big })).toMatchObject({
      status: 413,
      body: "Bad request",
    });
    expect(await roomy.call("POST", "/api/player/otp/request", { body: big })).toMatchObject({ status: 413 });
    // without a Content-Length (chunked), the limit holds as well
    const chunked = await fetch(`${roomy.url}/api/player/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Blob([JSON.stringify(big)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);

    const player = await registerPlayer(roomy, { username: "bigavatar" });
    // a real picture (avatars are decoded and stored resized) of noise, which PNG cannot shrink: about 480 KB
    const noise = new Jimp({ width: 400, height: 400 });
    randomFillSync(noise.bitmap.data);
    const png = new Uint8Array(await noise.getBuffer("image/png"));
    expect(png.byteLength).toBeGreaterThan(256 * 1024);
    const form = new FormData();
    form.append("avatar", new Blob([png], { type: "image/png" }), "me.png");
    const upload = await roomy.call<UserAnswer>("PATCH", `/api/player/user/updateAvatar/${player._id}`, {
      raw: form,
      token: player.jwtToken,
    });
    expect(upload.status).toBe(200);
  });

  it("gives the sandbox's money rules room for their 64 KB values, and no more", async () => {
    const note = "n".repeat(60 * 1024);
    expect(
      await roomy.call("POST", "/api/sandbox/config", { body: { key: "operator_note", value: note } }),
    ).toMatchObject({ status: 200 });
    expect(
      await roomy.call("POST", "/api/sandbox/config", { body: { key: "operator_note", value: note.repeat(3) } }),
    ).toMatchObject({ status: 413 });
  });
});

describe("pending deposits per player", () => {
  it(`allows ${maxPendingDeposits} at once; the next is refused until one is settled`, async () => {
    expect(maxPendingDeposits).toBe(3);
    const player = await registerPlayer(roomy, { username: "manypending" });
    const create = (body: Record<string, unknown>) =>
      roomy.call<Transaction>("POST", "/api/player/deposit/createDeposit", { body, token: player.jwtToken });
    const first = { channel: "bank_transfer", method: "MBB", amount: MYR(100), idempotency_key: newKey() };
    const created = [await create(first)];
    for (let i = 1; i < maxPendingDeposits; i++) {
      created.push(await create({ ...first, amount: MYR(100 + i), idempotency_key: newKey() }));
    }
    expect(created.map((c) => c.status)).toEqual([200, 200, 200]);
    const next = { channel: "instant_deposit", method: "MBB", amount: MYR(200), idempotency_key: newKey() };
    expect(await create(next)).toMatchObject({ status: 429, body: "Too many pending deposits" });
    // a repeat of one already made is still its answer (idempotency), not a new deposit
    expect(await create(first)).toMatchObject({ status: 200, body: { _id: created[0]?.body._id } });
    const cancelled = await roomy.call("PATCH", `/api/player/transaction/cancelTransaction/${created[0]?.body._id}`, {
      token: player.jwtToken,
    });
    expect(cancelled.status).toBe(200);
    expect((await create(next)).status).toBe(200);
    expect(await create({ ...next, idempotency_key: newKey() })).toMatchObject({ status: 429 });
  });

  it("holds under concurrency: of 8 at once, only the allowed number are created", async () => {
    const player = await registerPlayer(roomy, { username: "racepending" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        deposit(roomy, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100 + i) }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(maxPendingDeposits);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(8 - maxPendingDeposits);
  });
});

describe("upload types from the bytes", () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
  const TEXT = new TextEncoder().encode("hello, I am a text file pretending to be an image\n");
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  it("a PNG named .pdf is stored and served as a PNG; text or SVG named .png is refused (415)", async () => {
    const player = await registerPlayer(roomy, { username: "uploadtypes" });
    const pending = await deposit(roomy, player, { channel: "bank_transfer", method: "MBB", amount: MYR(100) });
    const receipt = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData();
      form.append("receipt", new Blob([bytes], { type }), name);
      return roomy.call<Transaction>("POST", `/api/player/deposit/uploadReceipt/${pending.body._id}`, {
        raw: form,
        token: player.jwtToken,
      });
    };
    const png = await receipt(PNG, "receipt.pdf", "application/pdf");
    expect(png.status).toBe(200);
    expect(png.body.receipt_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${roomy.url}${png.body.receipt_url}`, {
      headers: { Authorization: `Bearer ${player.jwtToken}` },
    });
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const pdf = await receipt(PDF, "photo.png", "image/png");
    expect(pdf.body.receipt_url).toMatch(/\.pdf$/);
    expect(await receipt(TEXT, "receipt.png", "image/png")).toMatchObject({
      status: 415,
      body: "Unsupported file type",
    });
    expect(await receipt(SVG, "receipt.png", "image/png")).toMatchObject({ status: 415 });

    const avatar = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData();
      form.append("avatar", new Blob([bytes], { type }), name);
      return roomy.call<UserAnswer>("PATCH", `/api/player/user/updateAvatar/${player._id}`, {
        raw: form,
        token: player.jwtToken,
      });
    };
    expect(await avatar(TEXT, "me.png", "image/png")).toMatchObject({ status: 415, body: "Unsupported file type" });
    expect(await avatar(PDF, "me.png", "image/png")).toMatchObject({ status: 415 });
    expect(await avatar(SVG, "me.svg", "image/svg+xml")).toMatchObject({ status: 415 });
    const picture = new Uint8Array(await new Jimp({ width: 8, height: 8, color: 0x2266ddff }).getBuffer("image/png"));
    const ok = await avatar(picture, "me.gif", "image/gif");
    expect(ok.status).toBe(200);
    expect(ok.body.avatar).toMatch(/\.png$/);
  });
});
