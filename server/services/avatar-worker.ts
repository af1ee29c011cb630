/**
 * The avatar resize, off the main thread (server/services/avatars.ts starts it): jimp is pure
 * JavaScript and a large photo takes seconds to decode, which on the main thread would hold every
 * other request for as long. One job a message: the upload's bytes (a transferred ArrayBuffer), the
 * output format and the limits; the answer is the encoded square (transferred back) or `null` when the
 * bytes do not decode or decode past the limit. The main thread has already sniffed the type and
 * checked the declared dimensions; it terminates this worker when a job outlives its time limit.
 */
import { parentPort } from "node:worker_threads";
import { Jimp, ResizeStrategy } from "jimp";

export type ResizeJob = { bytes: ArrayBuffer; output: "jpg" | "png"; side: number; maxMegapixels: number };
export type ResizeAnswer = { bytes: ArrayBuffer | null };

async function resize({ bytes, output, side, maxMegapixels }: ResizeJob): Promise<ArrayBuffer | null> {
  let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
  try {
    image = await Jimp.fromBuffer(Buffer.from(bytes), {
      "image/jpeg": { maxResolutionInMP: maxMegapixels, maxMemoryUsageInMB: 1024 },
    });
  } catch {
    return null;
  }
  // The header may lie: what decoded counts.
  if (image.bitmap.width * image.bitmap.height > maxMegapixels * 1_000_000) return null;
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
