/**
 * The image re-encode, off the main thread (server/services/avatars.ts starts it): jimp is pure
 * JavaScript and a large photo takes seconds to decode, which on the main thread would hold every
 * other request for as long. One job a message: the upload's bytes (a transferred ArrayBuffer), its
 * type, the output format, the shape (an avatar's square, `cover`; a verification document kept whole
 * within a side, `inside`) and the limits; the answer is the encoded image (transferred back) or
 * `null` when the bytes do not decode or decode past the limits.
 *
 * The main thread has already sniffed the type and walked the file's structure (image-limits.ts); the
 * walk is repeated here (it is cheap) for the PNG data's exact inflated size. A PNG's data is then
 * inflated once, counted and thrown away as it streams, and refused at the first byte past that size:
 * jimp's PNG decoder (pngjs) inflates an interlaced image without any cap, so it only ever sees data
 * known to inflate to what the header declares. The main thread terminates this worker when a job
 * outlives its time limit.
 */
import { parentPort } from "node:worker_threads";
import { createInflate } from "node:zlib";
import { Jimp, ResizeStrategy } from "jimp";
import { type ImageFormat, type ImageLimits, pngImageData, scanImage } from "./image-limits.ts";

export type ResizeJob = {
  bytes: ArrayBuffer;
  input: ImageFormat;
  output: "jpg" | "png";
  /** `cover`: a centred square of `side` (avatars); `inside`: the whole image, scaled down to fit within `side`. */
  fit: "cover" | "inside";
  side: number;
  /** JPEG quality (1–100). */
  quality: number;
  limits: ImageLimits;
};
export type ResizeAnswer = { bytes: ArrayBuffer | null };

/** Whether zlib data inflates to at most `limit` bytes: counted as it streams (64 KB at a time), never held. */
function inflatesWithin(parts: Uint8Array[], limit: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 64 * 1024 });
    let total = 0;
    let answered = false;
    const answer = (ok: boolean) => {
      if (answered) return;
      answered = true;
      inflate.destroy();
      resolve(ok);
    };
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) answer(false);
    });
    inflate.on("end", () => answer(true));
    inflate.on("error", () => answer(false));
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

async function resize({ bytes, input, output, fit, side, quality, limits }: ResizeJob): Promise<ArrayBuffer | null> {
  const view = new Uint8Array(bytes);
  const scan = scanImage(view, input, limits);
  if (!scan.ok) return null;
  if (scan.facts.inflatedBytes !== null && !(await inflatesWithin(pngImageData(view), scan.facts.inflatedBytes))) {
    return null;
  }
  let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
  try {
    image = await Jimp.fromBuffer(Buffer.from(bytes), {
      "image/jpeg": { maxResolutionInMP: limits.maxPixels / 1_000_000, maxMemoryUsageInMB: 1024 },
    });
  } catch {
    return null;
  }
  // The structure may lie in ways the walk cannot see: what decoded counts.
  if (image.bitmap.width * image.bitmap.height > limits.maxPixels) return null;
  const { width, height } = image.bitmap;
  // cover: the square's side on the shorter edge; inside: the longer edge at most `side` (never enlarged)
  const scale = fit === "cover" ? Math.max(side / width, side / height) : Math.min(1, side / width, side / height);
  // A large photo is first brought near the target with the cheap nearest-neighbour pass, then finished
  // with the smooth default: the same look at a fraction of the time.
  if (scale < 0.25) {
    const floor = fit === "cover" ? side : 1;
    image.resize({
      w: Math.max(floor, Math.round(width * scale * 4)),
      h: Math.max(floor, Math.round(height * scale * 4)),
      mode: ResizeStrategy.NEAREST_NEIGHBOR,
    });
  }
  if (fit === "cover") {
    image.cover({ w: side, h: side });
  } else if (scale < 1) {
    image.resize({ w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) });
  }
  const encoded =
    output === "jpg" ? await image.getBuffer("image/jpeg", { quality }) : await image.getBuffer("image/png");
  // A copy of its own (a small Buffer may sit in Node's shared pool), so it can be transferred whole.
  return new Uint8Array(encoded).buffer;
}

parentPort?.on("message", async (job: ResizeJob) => {
  let bytes: ArrayBuffer | null;
  try {
    bytes = await resize(job);
  } catch {
    bytes = null;
  }
  const answer: ResizeAnswer = { bytes };
  parentPort?.postMessage(answer, bytes ? [bytes] : []);
});
