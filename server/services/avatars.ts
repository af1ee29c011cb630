/**
 * Avatars are stored resized: the upload's type is decided from its bytes, then its whole structure is
 * walked without decoding anything (image-limits.ts: every PNG chunk, GIF frame, JPEG segment; declared
 * dimensions, frame counts, and compressed data out of proportion to the declared size are refused),
 * then it is decoded and a fresh square (avatarRules.side, a centred crop) is written: PNG for PNG and
 * GIF (they may hold transparency), JPEG for JPEG. Nothing of the upload but its pixels survives (no
 * metadata, no trailing bytes, no second format hidden in the file). Verification documents go through
 * the same worker and queue (`reencodeImage`, kept whole within a side: verification-files.ts).
 *
 * Decoding is pure JavaScript (jimp, about 4 s for a 24-megapixel photo), so it only ever runs in a
 * worker thread (avatar-worker.ts): the event loop stays free for everyone else meanwhile. The worker
 * has heap limits (resourceLimits), but the decoded bitmaps and inflated data are ArrayBuffers, which
 * live outside the heap and are not counted by them: what bounds memory is the walk before decoding
 * (at most avatarRules.maxMegapixels, 4 bytes a pixel) and, for PNG, the worker inflating the data once
 * with its output counted and capped at the exact size the header needs before the decoder sees it.
 *
 * Resizes run one at a time (two never hold two bitmaps at once) in a bounded queue: at most
 * resizeQueueRules.waiting wait behind the running one, and one more is answered 503 "Server is busy,
 * try again in a moment" with Retry-After at once, instead of waiting behind everyone. A resize that
 * outlives resizeTimeLimitMs is stopped (its worker terminated) and refused.
 */
import { Worker } from "node:worker_threads";
import { avatarRules } from "../../src/api/contract/user.ts";
import { fail } from "../errors.ts";
import type { ResizeAnswer, ResizeJob } from "./avatar-worker.ts";
import { refusalOf, scanImage } from "./image-limits.ts";
import { detectImage, type ImageKind, uploadImageLimits } from "./uploads.ts";

/**
 * The avatar's type (415 "Unsupported file type" unless PNG, JPEG or GIF by its bytes) once its structure
 * has been walked: 413 "Image dimensions are too large" past the limits, 400 "Image could not be read"
 * when it breaks its format, ends early, or carries more data than its declared size can need.
 */
export function checkAvatar(bytes: Uint8Array): ImageKind {
  const kind = detectImage(bytes);
  if (!kind || !(avatarRules.mimeTypes as readonly string[]).includes(kind.mime)) fail(415, "Unsupported file type");
  const scan = scanImage(bytes, kind.ext, uploadImageLimits);
  if (!scan.ok) {
    const { status, key } = refusalOf(scan.problem);
    fail(status, key);
  }
  return kind;
}

/** Resizes that may wait behind the running one; the next is answered 503, to come back after Retry-After. */
export const resizeQueueRules = { waiting: 4, retryAfterSeconds: 5 } as const;

export type JobQueue = {
  /** Runs `work` when the jobs before it are done; 503 at once when `waiting` jobs already wait. */
  run: <T>(work: () => Promise<T>) => Promise<T>;
  /** 503 when a job given now would be refused (before a caller counts it against the player's rate). */
  assertRoom: () => void;
  /** Jobs running or waiting. */
  readonly size: number;
};

/** A queue running one job at a time, with at most `waiting` jobs waiting. */
export function createJobQueue(waiting: number, retryAfterSeconds: number): JobQueue {
  let running = false;
  const queued: (() => void)[] = [];
  const next = () => {
    const start = queued.shift();
    if (start) start();
    else running = false;
  };
  const assertRoom = () => {
    if (running && queued.length >= waiting) {
      fail(503, "Server is busy, try again in a moment", { "Retry-After": String(retryAfterSeconds) });
    }
  };
  return {
    run<T>(work: () => Promise<T>) {
      assertRoom();
      return new Promise<T>((resolve, reject) => {
        const start = () => void Promise.resolve().then(work).then(resolve, reject).finally(next);
        if (running) {
          queued.push(start);
        } else {
          running = true;
          start();
        }
      });
    },
    assertRoom,
    get size() {
      return (running ? 1 : 0) + queued.length;
    },
  };
}

/** The one queue of avatar resizes (tests fill it with held jobs to see the 503). */
export const resizeQueue = createJobQueue(resizeQueueRules.waiting, resizeQueueRules.retryAfterSeconds);

/**
 * A resize that outlives this is stopped (its worker terminated) and the upload refused. Decoding time
 * follows the pixels, not the file's size: a 5 MB JPEG can declare 40 megapixels, which takes about
 * 8–11 s on a development machine, so the limit keeps room for a slower server. Bombs never get here
 * (refused by the walk, in microseconds).
 */
export const resizeTimeLimitMs = 20_000;
/** The worker is kept this long after a job for the next one (starting it costs about a second). */
const idleMs = 60_000;
/**
 * The worker's V8 heap. jimp keeps pixels in Buffers, outside this heap and not counted by it (bounded by
 * the walk instead); the heap holds its objects, which for a JPEG is about 8 bytes a pixel (jpeg-js keeps
 * one small array per 8 × 8 block): a 42-megapixel photo needs most of this, a runaway decoder hits it
 * and the upload is refused. (Measured: that photo takes about 8 s and 1.4 GB of memory in all; jpeg-js
 * gives up on 50 megapixels at its own 1 GB budget, so JPEGs stop short of avatarRules.maxMegapixels.)
 */
const workerResourceLimits = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

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
  const current =
    worker ?? new Worker(new URL("./avatar-worker.ts", import.meta.url), { resourceLimits: workerResourceLimits });
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
    // a crash, or the heap limit reached (ERR_WORKER_OUT_OF_MEMORY): the upload is refused as unreadable
    const onFailure = () => done(null, true);
    const limit = setTimeout(() => done("timeout", true), timeLimitMs);
    current.on("message", onMessage).once("error", onFailure).once("exit", onFailure);
    current.postMessage(job, [job.bytes]);
  });
}

/** How a re-encoded image is shaped (the worker's `fit`, `side` and JPEG `quality`). */
export type ImageShape = Pick<ResizeJob, "fit" | "side" | "quality">;

/**
 * Decodes an image that passed its walk (checkAvatar, verification-files.ts checkDocument) and encodes it
 * afresh in the worker, in `shape`: PNG for PNG and GIF, JPEG for JPEG, nothing of the upload but its
 * pixels. 503 "Server is busy, try again in a moment" when the queue is full, 400 "Image could not be
 * read" when it does not decode (or its PNG data inflates past its declared size), 422 "Image took too
 * long to process" past the time limit. The event loop stays free meanwhile. The upload's bytes are
 * handed over (the caller's buffer is detached).
 */
export async function reencodeImage(
  bytes: Uint8Array<ArrayBuffer>,
  kind: ImageKind,
  shape: ImageShape,
  timeLimitMs = resizeTimeLimitMs,
): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const output: ImageKind = kind.ext === "jpg" ? kind : { ext: "png", mime: "image/png" };
  // The upload's own buffer when it is all upload, else a copy of just its bytes: that is what is transferred.
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer;
  const encoded = await resizeQueue.run(() =>
    resizeInWorker(
      {
        bytes: owned,
        input: kind.ext,
        output: output.ext === "jpg" ? "jpg" : "png",
        ...shape,
        limits: uploadImageLimits,
      },
      timeLimitMs,
    ),
  );
  if (encoded === "timeout") fail(422, "Image took too long to process");
  if (!encoded) fail(400, "Image could not be read");
  return { bytes: encoded, kind: output };
}

/**
 * The stored avatar for an upload: checkAvatar's answers (415, 413, 400) before anything is queued, then
 * reencodeImage's (503, 400, 422) for a centred square of avatarRules.side.
 */
export async function resizeAvatar(
  bytes: Uint8Array<ArrayBuffer>,
  timeLimitMs = resizeTimeLimitMs,
): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const kind = checkAvatar(bytes);
  return reencodeImage(bytes, kind, { fit: "cover", side: avatarRules.side, quality: 85 }, timeLimitMs);
}
