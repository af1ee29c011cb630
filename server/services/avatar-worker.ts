/**
 * The avatar resize, off the main thread (server/services/avatars.ts starts it): jimp is pure
 * JavaScript and a large photo takes seconds to decode, which on the main thread would hold every
 * other request for as long. One job a message: the upload's bytes (a transferred ArrayBuffer), its
 * type, the output format and the limits; the answer is the encoded square (transferred back) or
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
  side: number;
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

async function resize({ bytes, input, output, side, limits }: ResizeJob): Promise<ArrayBuffer | null> {
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
  // A large photo is first brought near the target with the cheap nearest-neighbour pass, then finished
  // with the smooth default: the same look at a fraction of the time.
  const scale = Math.max(side / image.bitmap.width, side / image.bitmap.height);
  if (scale < 0.25) {
    image.resize({
      w: Math.max(side, Math.round(image.bitmap.width * scale * 4)),
      h: Math.max(side, Math.round(image.bitmap.height * scale * 4)),
      mode: ResizeStrategy.NEAREST_NEIGHBOR,
    });
  }
  image.cover({ w: side, h: side });
  const encoded =
    output === "jpg" ? await image.getBuffer("image/jpeg", { quality: 85 }) : await image.getBuffer("image/png");
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
