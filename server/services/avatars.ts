/**
 * Avatars are stored resized: the upload's type is decided from its bytes, its declared dimensions are
 * read from the header and refused when absurd (a decompression bomb: a few kilobytes can declare a
 * gigapixel image), then it is decoded and a fresh square (avatarRules.side, a centred crop) is written:
 * PNG for PNG and GIF (they may hold transparency), JPEG for JPEG. Nothing of the upload but its pixels
 * survives (no metadata, no trailing bytes, no second format hidden in the file).
 *
 * Decoding is pure JavaScript (jimp) and holds the event loop while it runs (about a second for a
 * 12-megapixel photo): resizes run one at a time, so two large uploads never hold two decoded
 * bitmaps (up to 200 MB each) at once.
 */
import { Jimp, ResizeStrategy } from "jimp";
import { avatarRules } from "../../src/api/contract/user.ts";
import { fail } from "../errors.ts";
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

/**
 * The stored avatar for an upload: 415 "Unsupported file type" unless PNG, JPEG or GIF by its bytes,
 * 413 "Image dimensions are too large" past avatarRules.maxMegapixels (before decoding), 400 "Image
 * could not be read" when it does not decode.
 */
export async function resizeAvatar(bytes: Uint8Array): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  const kind = detectImage(bytes);
  if (!kind || !(avatarRules.mimeTypes as readonly string[]).includes(kind.mime)) fail(415, "Unsupported file type");
  const size = declaredDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) fail(400, "Image could not be read");
  if (size.width * size.height > avatarRules.maxMegapixels * 1_000_000) fail(413, "Image dimensions are too large");
  const output: ImageKind = kind.ext === "jpg" ? kind : { ext: "png", mime: "image/png" };
  const encoded = await oneAtATime(async () => {
    let image: Awaited<ReturnType<typeof Jimp.fromBuffer>>;
    try {
      image = await Jimp.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
        "image/jpeg": { maxResolutionInMP: avatarRules.maxMegapixels, maxMemoryUsageInMB: 1024 },
      });
    } catch {
      return null;
    }
    // The header may lie: what decoded counts.
    if (image.bitmap.width * image.bitmap.height > avatarRules.maxMegapixels * 1_000_000) return null;
    const side = avatarRules.side;
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
    return output.ext === "jpg" ? image.getBuffer("image/jpeg", { quality: 85 }) : image.getBuffer("image/png");
  });
  if (!encoded) fail(400, "Image could not be read");
  return { bytes: new Uint8Array(encoded), kind: output };
}
