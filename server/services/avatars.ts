/**
 * Avatars are stored resized: the upload's type is decided from its bytes, its declared dimensions are
 * read from the header and refused when absurd (a decompression bomb: a few kilobytes can declare a
 * gigapixel image), then it is decoded and a fresh square (avatarRules.side, a centred crop) is written:
 * PNG for PNG and GIF (they may hold transparency), JPEG for JPEG. Nothing of the upload but its pixels
 * survives (no metadata, no trailing bytes, no second format hidden in the file).
 *
 * Decoding is pure JavaScript (jimp, about 4 s for a 24-megapixel photo), so it runs in a worker thread
 * (avatar-worker.ts) and the event loop stays free for everyone else meanwhile; the byte sniffing and
 * the header check stay here, before anything is handed over. Resizes run one at a time, so two large
 * uploads never hold two decoded bitmaps (up to 200 MB each) at once, and one that outlives
 * resizeTimeLimitMs is stopped (its worker terminated) and refused.
 */
import { Worker } from "node:worker_threads";
import { avatarRules } from "../../src/api/contract/user.ts";
import { fail } from "../errors.ts";
import type { ResizeAnswer, ResizeJob } from "./avatar-worker.ts";
import { detectImage, type ImageKind } from "./uploads.ts";

export type Dimensions = { width: number; height: number };

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height and width. */
function jpegDimensions(bytes: Uint8Array): Dimensions | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan data or end before any frame
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** The dimensions an image declares in its header, or null when the header is missing or cut short. */
export function declaredDimensions(bytes: Uint8Array, kind: ImageKind): Dimensions | null {
  switch (kind.ext) {
    case "png":
      // IHDR is the first chunk: width and height at 16 and 20.
      return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case "gif":
      return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
    case "jpg":
      return jpegDimensions(bytes);
    default:
      return null;
  }
}

/** One resize at a time (each can hold a decoded bitmap of up to maxMegapixels × 4 bytes). */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/** A resize that outlives this is stopped (its worker terminated) and the upload refused. */
export const resizeTimeLimitMs = 20_000;
/** The worker is kept this long after a job for the next one (starting it costs about a second). */
const idleMs = 60_000;

/**
 * The pool of one: a worker started on the first job, kept while jobs come (unreferenced when idle, so
 * it never holds the process open), ended after idleMs without a job, on a time limit or on a crash.
 */
let worker: Worker | null = null;
let idleTimer: NodeJS.Timeout | undefined;

/** Ends a worker; resolved once it has stopped (so a stopped job's bitmap is gone before the next job). */
async function endWorker(ended: Worker): Promise<void> {
  if (worker === ended) worker = null;
  await ended.terminate();
}

function resizeInWorker(job: ResizeJob, timeLimitMs: number): Promise<Uint8Array | "timeout" | null> {
  clearTimeout(idleTimer);
  const current = worker ?? new Worker(new URL("./avatar-worker.ts", import.meta.url));
  worker = current;
  current.ref();
  return new Promise<Uint8Array | "timeout" | null>((resolve) => {
    const done = (result: Uint8Array | "timeout" | null, end: boolean) => {
      clearTimeout(limit);
      current.off("message", onMessage).off("error", onFailure).off("exit", onFailure);
      if (end) {
        void endWorker(current).then(() => resolve(result));
        return;
      }
      current.unref();
      idleTimer = setTimeout(() => void endWorker(current), idleMs).unref();
      resolve(result);
    };
    const onMessage = (answer: ResizeAnswer) => done(answer.bytes ? new Uint8Array(answer.bytes) : null, false);
    const onFailure = () => done(null, true);
    const limit = setTimeout(() => done("timeout", true), timeLimitMs);
    current.on("message", onMessage).once("error", onFailure).once("exit", onFailure);
    current.postMessage(job, [job.bytes]);
  });
}

/**
 * The stored avatar for an upload: 415 "Unsupported file type" unless PNG, JPEG or GIF by its bytes,
 * 413 "Image dimensions are too large" past avatarRules.maxMegapixels (before decoding), 400 "Image
 * could not be read" when it does not decode, 422 "Image took too long to process" past the time limit.
 * The checks run here; the decode and resize run in the worker (server/services/avatar-worker.ts), so
 * the event loop stays free for other requests meanwhile. The upload's bytes are handed over (the
 * caller's buffer is detached).
 */
export async function resizeAvatar(
  bytes: Uint8Array<ArrayBuffer>,
  timeLimitMs = resizeTimeLimitMs,
): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const kind = detectImage(bytes);
  if (!kind || !(avatarRules.mimeTypes as readonly string[]).includes(kind.mime)) fail(415, "Unsupported file type");
  const size = declaredDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) fail(400, "Image could not be read");
  if (size.width * size.height > avatarRules.maxMegapixels * 1_000_000) fail(413, "Image dimensions are too large");
  const output: ImageKind = kind.ext === "jpg" ? kind : { ext: "png", mime: "image/png" };
  // The upload's own buffer when it is all upload, else a copy of just its bytes: that is what is transferred.
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  const encoded = await oneAtATime(() =>
    resizeInWorker(
      {
        bytes: owned,
        output: output.ext === "jpg" ? "jpg" : "png",
        side: avatarRules.side,
        maxMegapixels: avatarRules.maxMegapixels,
      },
      timeLimitMs,
    ),
  );
  if (encoded === "timeout") fail(422, "Image took too long to process");
  if (!encoded) fail(400, "Image could not be read");
  return { bytes: encoded, kind: output };
}
