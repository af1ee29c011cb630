/**
 * Account verification (KYC) over HTTP: documents typed from their bytes, walked, re-encoded and kept
 * outside the uploads folder; the size capped before the body is read; submit, the operator's decision
 * in the sandbox, a resubmission after a rejection; an audit row for every status change and a mail
 * for every decision; the files reachable only through the sandbox operator's route.
 */

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { Jimp } from "jimp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditOf } from "../../server/services/audit.ts";
import { documentRules } from "../../server/services/verification-files.ts";
import type { PlayerEvent } from "../../src/api/contract/events.ts";
import { documentMaxBytes, type VerificationView } from "../../src/api/contract/verification.ts";
import { MiB, pngBytes, zlibZeros } from "../support/png-bytes.ts";
import { connect } from "./support/event-stream.ts";
import { gameServerForTheseTests } from "./support/games.ts";
import { systemMails } from "./support/mail.ts";
import { LOTUS, loginAs, registerPlayer, type UserAnswer } from "./support/server.ts";
import {
  decideVerification,
  documentForm,
  getVerification,
  picture,
  sendForReview,
  submitVerification,
  uploadDocument,
  WEBP,
} from "./support/verification.ts";
import { getConfig, setConfig } from "./support/wallet.ts";

// a server whose database the test reads too (the audit): the shared-handle server of the game tests
const server = gameServerForTheseTests();

const folder = () => join(server.dataDir, "verification");
/** The stored verification files, by name. */
const storedFiles = () => (existsSync(folder()) ? readdirSync(folder()).sort() : []);
const stored = (name: string) => new Uint8Array(readFileSync(join(folder(), name)));
const startsWith = (bytes: Uint8Array, head: number[]) => head.every((b, i) => bytes[i] === b);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47];
const JPEG_HEAD = [0xff, 0xd8, 0xff];

/** The new file of an upload: the one file in the folder that was not there before. */
async function newFileOf<T>(action: () => Promise<T>): Promise<{ result: T; file: string }> {
  const before = new Set(storedFiles());
  const result = await action();
  const added = storedFiles().filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  return { result, file: added[0] ?? "" };
}

/** The operator's copy of a document (the sandbox route), as the page shows it. */
const operatorCopy = (playerId: string, kind: string, domain?: string) =>
  fetch(`${server.url}/sandbox/verification/${playerId}/${kind}`, {
    headers: domain ? { current_domain: domain } : {},
  });

let png: Uint8Array<ArrayBuffer>;
let jpeg: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  png = await picture("png");
  jpeg = await picture("jpeg");
});

describe("a new player's verification", () => {
  it("is unverified with no documents, and names the tenant's thresholds", async () => {
    const player = await registerPlayer(server, { username: "kyc_new" });
    const view = await getVerification(server, player);
    expect(view).toMatchObject({ status: 200 });
    expect(view.body).toEqual({
      status: "unverified",
      reason: null,
      submitted_at: null,
      decided_at: null,
      documents: [],
      thresholds: [
        { currency: "MYR", amount: 100_000 },
        { currency: "USDT", amount: 200_000_000 },
      ],
    });
    expect((await server.call("GET", "/api/player/verification")).status).toBe(401);
  });
});

describe("the demo data", () => {
  it("gives each demo tenant its thresholds as a config entry; demo is verified, the other demo players are not", async () => {
    const expected = [
      { currency: "MYR", amount: 100_000 },
      { currency: "USDT", amount: 200_000_000 },
    ];
    expect(await getConfig(server, "verification_thresholds")).toEqual(expected);
    expect(await getConfig(server, "verification_thresholds", LOTUS)).toEqual(expected);
    const demo = await loginAs(server, "demo", "Demo1234");
    expect((await getVerification(server, demo)).body).toMatchObject({
      status: "verified",
      submitted_at: expect.any(String),
      decided_at: expect.any(String),
    });
    for (const [username, domain] of [
      ["ahmad88", undefined],
      ["lotus", LOTUS],
    ] as const) {
      const other = await loginAs(server, username, "Demo1234", domain);
      expect((await getVerification(server, { ...other, domain })).body.status, username).toBe("unverified");
    }
  });
});

describe("documents", () => {
  let player: UserAnswer & { password: string };
  let wide: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    // the large photo first: making it holds this process (and the server in it) for seconds on a busy machine, and
    // a write sent right after on a keep-alive connection the server was closing fails with ECONNRESET
    wide = await picture("jpeg", 3000, 1000);
    player = await registerPlayer(server, { username: "kyc_docs" });
  });

  it("takes the type from the bytes: a PNG named .jpg and sent as image/jpeg is stored and served as PNG", async () => {
    const { result, file } = await newFileOf(() =>
      uploadDocument(server, player, "id_front", documentForm(png, "front.jpg", "image/jpeg")),
    );
    expect(result.status).toBe(200);
    expect(result.body.documents).toEqual([{ kind: "id_front", uploaded_at: expect.any(String) }]);
    expect(file).toMatch(/\.png$/);
    expect(startsWith(stored(file), PNG_HEAD)).toBe(true);
    const copy = await operatorCopy(player._id, "id_front");
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/png");
    expect(copy.headers.get("content-disposition")).toBe("inline");
    expect(copy.headers.get("x-content-type-options")).toBe("nosniff");
    expect(copy.headers.get("cache-control")).toBe("private, no-store");
    expect(startsWith(new Uint8Array(await copy.arrayBuffer()), PNG_HEAD)).toBe(true);
  });

  it("stores a JPEG as JPEG and a WebP as WebP", async () => {
    const asJpeg = await newFileOf(() => uploadDocument(server, player, "id_back", documentForm(jpeg, "back.png")));
    expect(asJpeg.result.status).toBe(200);
    expect(asJpeg.file).toMatch(/\.jpg$/);
    expect(startsWith(stored(asJpeg.file), JPEG_HEAD)).toBe(true);
    const asWebp = await newFileOf(() => uploadDocument(server, player, "selfie", documentForm(WEBP, "me.png")));
    expect(asWebp.result.status).toBe(200);
    expect(asWebp.file).toMatch(/\.webp$/);
    expect((await operatorCopy(player._id, "selfie")).headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a text file, a GIF and an SVG whatever their names (415), and stores nothing", async () => {
    const before = storedFiles();
    const text = new TextEncoder().encode("my passport number is A1234567\n");
    const gif = Uint8Array.from([
      ...Buffer.from("GIF89a"),
      1,
      0,
      1,
      0,
      0,
      0,
      0,
      0x2c,
      0,
      0,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      2,
      2,
      0x44,
      1,
      0,
      0x3b,
    ]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, type] of [
      [text, "id.png", "image/png"],
      [gif, "id.gif", "image/gif"],
      [svg, "id.svg", "image/svg+xml"],
    ] as const) {
      expect(await uploadDocument(server, player, "id_front", documentForm(bytes, name, type)), name).toMatchObject({
        status: 415,
        body: "Unsupported file type",
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it("walks the structure before decoding: a decompression bomb and a cut-off PNG are refused", async () => {
    const bomb = pngBytes({ width: 1, height: 1, interlaced: true }, zlibZeros(512));
    expect(await uploadDocument(server, player, "id_front", documentForm(bomb))).toMatchObject({
      status: 400,
      body: "Image could not be read",
    });
    const huge = pngBytes({ width: 100_000, height: 100_000 }, new Uint8Array(16));
    expect(await uploadDocument(server, player, "id_front", documentForm(huge))).toMatchObject({
      status: 413,
      body: "Image dimensions are too large",
    });
    expect(await uploadDocument(server, player, "id_front", documentForm(png.slice(0, png.length - 20)))).toMatchObject(
      { status: 400, body: "Image could not be read" },
    );
  });

  it("keeps only the pixels: a JPEG's EXIF segment and a WebP's EXIF chunk are gone, a large photo fits 2048 px", async () => {
    const secret = "GPS 3.1390N 101.6869E";
    const app1 = Buffer.concat([Buffer.from("Exif\0\0"), Buffer.from(secret)]);
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, (app1.length + 2) >> 8, (app1.length + 2) & 0xff]), app1]);
    const tagged = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    const jpegFile = await newFileOf(() => uploadDocument(server, player, "id_back", documentForm(tagged, "back.jpg")));
    expect(jpegFile.result.status).toBe(200);
    expect(Buffer.from(stored(jpegFile.file)).includes(secret)).toBe(false);

    // a WebP in a VP8X container that says it carries EXIF, and does
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.write(type, 0, "latin1");
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
    };
    const vp8l = Buffer.from(WEBP).subarray(12);
    const exif = Buffer.from(`Exif\0\0${secret}`);
    const inner = Buffer.concat([
      Buffer.from("WEBP"),
      chunk("VP8X", Buffer.from([0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
      vp8l,
      chunk("EXIF", exif),
    ]);
    const head = Buffer.alloc(8);
    head.write("RIFF", 0, "latin1");
    head.writeUInt32LE(inner.length, 4);
    const webpFile = await newFileOf(() =>
      uploadDocument(server, player, "selfie", documentForm(Buffer.concat([head, inner]), "me.webp", "image/webp")),
    );
    expect(webpFile.result.status).toBe(200);
    const kept = Buffer.from(stored(webpFile.file));
    expect(kept.includes(secret)).toBe(false);
    expect(kept.includes("EXIF")).toBe(false);
    expect(kept.readUInt32LE(4)).toBe(kept.length - 8);
    expect(kept[20]).toBe(0); // the VP8X flags no longer claim EXIF

    const wideFile = await newFileOf(() => uploadDocument(server, player, "id_front", documentForm(wide, "front.jpg")));
    expect(wideFile.result.status).toBe(200);
    const decoded = await Jimp.fromBuffer(Buffer.from(stored(wideFile.file)));
    expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([documentRules.side, 683]);
  });

  it("replaces the earlier document of a kind and removes its file", async () => {
    const first = await newFileOf(() => uploadDocument(server, player, "id_back", documentForm(png)));
    const second = await newFileOf(() => uploadDocument(server, player, "id_back", documentForm(jpeg, "b.jpg")));
    expect(second.result.body.documents.filter((d) => d.kind === "id_back")).toHaveLength(1);
    expect(storedFiles()).not.toContain(first.file);
    expect(storedFiles()).toContain(second.file);
  });

  it("refuses an unknown kind, a missing file field and a body that is not multipart", async () => {
    expect(await uploadDocument(server, player, "passport", documentForm(png))).toMatchObject({ status: 404 });
    expect(
      await uploadDocument(server, player, "id_front", documentForm(png, "a.png", "image/png", "avatar")),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await uploadDocument(server, player, "id_front", JSON.stringify({ file: "x" }), {
        "Content-Type": "application/json",
      }),
    ).toMatchObject({ status: 400, body: "Invalid data request" });
    expect(
      await server.call("POST", "/api/player/verification/document/id_front", { raw: documentForm(png) }),
    ).toMatchObject({ status: 401 });
  });
});

describe("the size cap", () => {
  let player: UserAnswer & { password: string };
  beforeAll(async () => {
    player = await registerPlayer(server, { username: "kyc_size" });
  });

  it("refuses a file just over 5 MB (documentMaxBytes) with 413", async () => {
    const big = new Uint8Array(documentMaxBytes + 1);
    big.set(png);
    expect(await uploadDocument(server, player, "id_front", documentForm(big))).toMatchObject({
      status: 413,
      body: "File is larger than 5MB",
    });
  });

  it("refuses a body declaring 60 MB by its length, before the body is sent", async () => {
    const url = new URL(`${server.url}/api/player/verification/document/id_front`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(url, {
        method: "POST",
        headers: {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(60 * MiB),
          "X-Cookie": player.jwtToken,
        },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (part: Buffer) => {
          body += part.toString();
        });
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      // only the first 64 KB are ever sent: the answer comes without the rest
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(answer).toEqual({ status: 413, body: JSON.stringify("File is larger than 5MB") });
  });

  it("stops reading a chunked body without a length at the cap", async () => {
    let sent = 0;
    const piece = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 60 * MiB) return controller.close();
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const res = await fetch(`${server.url}/api/player/verification/document/id_front`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "X-Cookie": player.jwtToken },
      body,
      duplex: "half",
    } as RequestInit).catch(() => null);
    // the server answers 413 at the cap (or hangs up on the rest): 60 MB were never read
    if (res) expect(res.status).toBe(413);
    expect(sent).toBeLessThan(30 * MiB);
  });
});

describe("uploads per player", () => {
  it("takes 10 documents in 10 minutes, then answers 429 until the window ends", async () => {
    const player = await registerPlayer(server, { username: "kyc_rate" });
    for (let i = 0; i < 10; i++) {
      expect((await uploadDocument(server, player, "id_front", documentForm(png))).status, `upload ${i + 1}`).toBe(200);
    }
    const before = storedFiles();
    expect(await uploadDocument(server, player, "id_back", documentForm(png))).toMatchObject({
      status: 429,
      body: "Too many requests, try again later",
    });
    expect(storedFiles()).toEqual(before);
    // a refused file (its type, its structure) is not counted: it never reached the limiter
    expect((await uploadDocument(server, player, "id_back", documentForm(new Uint8Array(8)))).status).toBe(415);
    server.advance(10 * 60_000 + 1_000);
    expect((await uploadDocument(server, player, "id_back", documentForm(png))).status).toBe(200);
  });
});

describe("sending for review and the operator's decision", () => {
  it("needs all three documents; then pending blocks uploads and another submit", async () => {
    const player = await registerPlayer(server, { username: "kyc_submit" });
    expect(await submitVerification(server, player)).toMatchObject({
      status: 400,
      body: "Upload all three documents first",
    });
    await uploadDocument(server, player, "id_front", documentForm(png));
    await uploadDocument(server, player, "selfie", documentForm(png));
    expect(await submitVerification(server, player)).toMatchObject({
      status: 400,
      body: "Upload all three documents first",
    });
    await uploadDocument(server, player, "id_back", documentForm(png));
    const sent = await submitVerification(server, player);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: "pending",
      reason: null,
      submitted_at: expect.any(String),
      decided_at: null,
    });
    expect(sent.body.documents.map((d) => d.kind)).toEqual(["id_front", "id_back", "selfie"]);

    const before = storedFiles();
    expect(await uploadDocument(server, player, "id_front", documentForm(jpeg, "f.jpg"))).toMatchObject({
      status: 409,
      body: "Your documents are already under review",
    });
    expect(storedFiles()).toEqual(before);
    expect(await submitVerification(server, player)).toMatchObject({
      status: 409,
      body: "Your documents are already under review",
    });
    expect(await auditOf(server.db, player._id)).toMatchObject([
      { actor: "player", subject: "verification", oldValue: "unverified", newValue: "pending" },
    ]);
  });

  it("approves: verified, a mail, the event, an audit row; then nothing more to upload or decide", async () => {
    const player = await registerPlayer(server, { username: "kyc_approve" });
    await sendForReview(server, player);
    const stream = await connect(server, player.jwtToken);
    await stream.next((m) => m.event === "ready");
    const approved = await decideVerification(server, player._id, { decision: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "verified", reason: null, decided_at: expect.any(String) });
    const event = await stream.next((m) => m.event === "verification");
    expect(JSON.parse(event.data) as PlayerEvent).toEqual({ kind: "verification" });
    expect((await getVerification(server, player)).body.status).toBe("verified");

    const mails = await systemMails(server, player, "verification_approved");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "system", template: "verification_approved", params: {}, read_at: null });

    expect(await uploadDocument(server, player, "selfie", documentForm(png))).toMatchObject({
      status: 409,
      body: "Your account is already verified",
    });
    expect(await submitVerification(server, player)).toMatchObject({
      status: 409,
      body: "Your account is already verified",
    });
    expect(await decideVerification(server, player._id, { decision: "approve" })).toMatchObject({
      status: 409,
      body: "Your account is already verified",
    });
    expect(await auditOf(server.db, player._id)).toMatchObject([
      { actor: "player", subject: "verification", oldValue: "unverified", newValue: "pending" },
      { actor: "operator", subject: "verification", oldValue: "pending", newValue: "verified" },
    ]);
  });

  it("rejects with a reason; the player replaces a document, sends again, and is approved", async () => {
    const player = await registerPlayer(server, { username: "kyc_reject" });
    await sendForReview(server, player);
    // a reason is needed
    expect(await decideVerification(server, player._id, { decision: "reject" })).toMatchObject({
      status: 400,
      body: "Invalid data request",
    });
    expect(await decideVerification(server, player._id, { decision: "reject", reason: "x".repeat(201) })).toMatchObject(
      {
        status: 400,
      },
    );
    const reason = "The selfie is too dark to compare with the ID";
    const rejected = await decideVerification(server, player._id, { decision: "reject", reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", reason, decided_at: expect.any(String) });
    expect(await systemMails(server, player, "verification_rejected")).toMatchObject([
      { kind: "system", template: "verification_rejected", params: { reason } },
    ]);
    // only a pending verification is decided
    expect(await decideVerification(server, player._id, { decision: "approve" })).toMatchObject({
      status: 409,
      body: "No verification is waiting for a decision",
    });

    // the player sends a new selfie and the same two ID pages again
    const oldSelfie = (await operatorCopy(player._id, "selfie")).headers.get("content-type");
    expect(oldSelfie).toBe("image/png");
    const replaced = await uploadDocument(server, player, "selfie", documentForm(jpeg, "selfie.jpg"));
    expect(replaced.body).toMatchObject({ status: "rejected", reason });
    expect((await operatorCopy(player._id, "selfie")).headers.get("content-type")).toBe("image/jpeg");
    const again = await submitVerification(server, player);
    expect(again.body).toMatchObject({ status: "pending", reason: null, decided_at: null });
    expect(await decideVerification(server, player._id, { decision: "approve" })).toMatchObject({
      status: 200,
      body: { status: "verified" },
    });
    expect(await systemMails(server, player, "verification_approved")).toHaveLength(1);

    const audit = await auditOf(server.db, player._id);
    expect(audit.map((a) => [a.actor, a.oldValue, a.newValue])).toEqual([
      ["player", "unverified", "pending"],
      ["operator", "pending", `rejected: ${reason}`],
      ["player", "rejected", "pending"],
      ["operator", "pending", "verified"],
    ]);
    expect(audit.every((a) => a.subject === "verification" && a.tenantId === "harimau")).toBe(true);
  });

  it("decides only for the tenant's own players: unknown, malformed or another tenant's → 404", async () => {
    const lotus = await registerPlayer(server, { username: "kyc_jade", domain: LOTUS });
    await sendForReview(server, { ...lotus, domain: LOTUS });
    expect(await decideVerification(server, lotus._id, { decision: "approve" })).toMatchObject({
      status: 404,
      body: "User not found",
    });
    expect((await operatorCopy(lotus._id, "id_front")).status).toBe(404);
    expect((await operatorCopy(lotus._id, "id_front", LOTUS)).status).toBe(200);
    expect(
      await decideVerification(server, "00000000-0000-4000-8000-000000000000", { decision: "approve" }),
    ).toMatchObject({ status: 404 });
    expect(await decideVerification(server, "not-an-id", { decision: "approve" })).toMatchObject({ status: 404 });
    expect(await decideVerification(server, lotus._id, { decision: "maybe" }, LOTUS)).toMatchObject({ status: 400 });
    expect(await decideVerification(server, lotus._id, { decision: "approve" }, LOTUS)).toMatchObject({
      status: 200,
      body: { status: "verified" },
    });
  });

  it("an unverified player with documents but not sent cannot be decided (409)", async () => {
    const player = await registerPlayer(server, { username: "kyc_unsent" });
    await uploadDocument(server, player, "id_front", documentForm(png));
    expect(await decideVerification(server, player._id, { decision: "approve" })).toMatchObject({
      status: 409,
      body: "No verification is waiting for a decision",
    });
    expect(await auditOf(server.db, player._id)).toEqual([]);
  });
});

describe("the operator's page", () => {
  it("lists pending verifications with their three documents and the decision forms; a form posts back to the page", async () => {
    const player = await registerPlayer(server, { username: "kyc_page" });
    await sendForReview(server, player);
    const res = await fetch(`${server.url}/sandbox/verification`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Sandbox operator: account verification");
    expect(html).toContain("kyc_page");
    for (const kind of ["id_front", "id_back", "selfie"]) {
      expect(html).toContain(`<img src="/sandbox/verification/${player._id}/${kind}"`);
    }
    expect(html).toContain(`action="/api/sandbox/verification/${player._id}"`);
    expect(html).toMatch(/<input name="reason" required maxlength="200"/);
    expect(html).toContain("MYR 1,000.00");

    // the reject form without a reason (a form field left empty) comes back with the refusal named
    const empty = await fetch(`${server.url}/api/sandbox/verification/${player._id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "decision=reject&reason=",
      redirect: "manual",
    });
    expect(empty.status).toBe(303);
    expect(empty.headers.get("location")).toBe("/sandbox/verification?error=Invalid%20data%20request");
    const posted = await fetch(`${server.url}/api/sandbox/verification/${player._id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "decision=reject&reason=ID+expired",
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/sandbox/verification?decided=reject");
    expect((await getVerification(server, player)).body).toMatchObject({ status: "rejected", reason: "ID expired" });
    const after = await (await fetch(`${server.url}/sandbox/verification?decided=reject`)).text();
    expect(after).toContain("Verification rejected");
    expect(after).not.toContain(`action="/api/sandbox/verification/${player._id}"`);
  });
});

describe("the files are private", () => {
  it("are never under the uploads folder, and no player URL reaches them", async () => {
    const player = await registerPlayer(server, { username: "kyc_private" });
    await sendForReview(server, player);
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const uploads = join(server.dataDir, "uploads");
    const inUploads = existsSync(uploads) ? readdirSync(uploads) : [];
    for (const name of files) {
      expect(inUploads).not.toContain(name);
      for (const path of [
        `/uploads/${name}`,
        `/verification/${name}`,
        `/uploads/../verification/${name}`,
        `/uploads/..%2Fverification%2F${name}`,
        `/api/player/verification/${name}`,
        `/sandbox/receipt/${name}`,
      ]) {
        const res = await fetch(`${server.url}${path}`, { headers: { "X-Cookie": player.jwtToken } });
        const body = new Uint8Array(await res.arrayBuffer());
        expect(res.status, path).not.toBe(200);
        expect(startsWith(body, PNG_HEAD), path).toBe(false);
      }
    }
    for (const kind of ["id_front", "id_back", "selfie"]) {
      const res = await server.call("GET", `/api/player/verification/document/${kind}`, { token: player.jwtToken });
      expect(res.status, kind).toBe(404);
    }
    // the view names the documents, never their files
    const view = (await getVerification(server, player)).body;
    expect(JSON.stringify(view)).not.toMatch(/\.(png|jpg|webp)/);
  });
});

describe("the tenant's thresholds", () => {
  it("are a config entry the sandbox checks: valid JSON of the contract's shape only", async () => {
    const refused = [
      "not json",
      JSON.stringify({ currency: "MYR", amount: 1 }),
      JSON.stringify([{ currency: "EUR", amount: 100 }]),
      JSON.stringify([{ currency: "MYR", amount: -1 }]),
      JSON.stringify([{ currency: "MYR", amount: 1.5 }]),
      JSON.stringify([{ currency: "MYR" }]),
    ];
    for (const value of refused) {
      expect(
        await server.call("POST", "/api/sandbox/config", { body: { key: "verification_thresholds", value } }),
        value,
      ).toMatchObject({ status: 400, body: "Invalid data request" });
    }
    await setConfig(server, "verification_thresholds", [{ currency: "MYR", amount: 50_000 }]);
    try {
      const player = await registerPlayer(server, { username: "kyc_threshold" });
      const view: VerificationView = (await getVerification(server, player)).body;
      // a currency the setting leaves out keeps the contract's default
      expect(view.thresholds).toEqual([
        { currency: "MYR", amount: 50_000 },
        { currency: "USDT", amount: 200_000_000 },
      ]);
    } finally {
      await setConfig(server, "verification_thresholds", [
        { currency: "MYR", amount: 100_000 },
        { currency: "USDT", amount: 200_000_000 },
      ]);
    }
  });
});
