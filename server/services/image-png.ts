/** The PNG walk of services/image-limits.ts: chunks, IHDR, Adam7, APNG frames, the inflate bound of the image data. */
import { Budget, fourcc, u32be } from "./image-bytes.ts";
import type { ImageLimits, ImageProblem, ImageScan } from "./image-facts.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Channels by colour type, and the bit depths each allows (PNG §11.2.2). */
const pngColourTypes: Record<number, { channels: number; depths: readonly number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's seven passes: first column, first row, column step, row step. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Bytes of `rows` filtered scanlines of `columns` pixels: a filter byte and the packed pixels each. */
function scanlineBytes(columns: number, rows: number, bitsPerPixel: number): number {
  if (columns <= 0 || rows <= 0) return 0;
  return rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
}

/**
 * Exactly what a PNG image's data inflates to: its scanlines, or with Adam7 the scanlines of each of the
 * seven reduced images (an empty pass has none, not even filter bytes). Call with at most maxPixels.
 */
export function pngInflatedBytes(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  if (!interlaced) return scanlineBytes(width, height, bitsPerPixel);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    total += scanlineBytes(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy), bitsPerPixel);
  }
  return total;
}

/** The deflate data a raw size can need at most: raw × 1.125 + 1 KB (integers: compared × 8). */
const fitsDeflateBound = (compressed: number, raw: number) => compressed * 8 <= raw * 9 + 8 * 1024;

type PngHeader = { width: number; height: number; bitsPerPixel: number; interlaced: boolean };

function pngHeader(b: Uint8Array, at: number): PngHeader | null {
  const width = u32be(b, at);
  const height = u32be(b, at + 4);
  const depth = b[at + 8] ?? 0;
  const colour = pngColourTypes[b[at + 9] ?? 255];
  const [compression, filter, interlace] = [b[at + 10], b[at + 11], b[at + 12]];
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return null;
  if (!colour?.depths.includes(depth) || compression !== 0 || filter !== 0) return null;
  if (interlace !== 0 && interlace !== 1) return null;
  return { width, height, bitsPerPixel: colour.channels * depth, interlaced: interlace === 1 };
}

export function scanPng(b: Uint8Array, limits: ImageLimits): ImageScan {
  if (!PNG_SIGNATURE.every((byte, i) => b[i] === byte)) return { ok: false, problem: "unreadable" };
  const budget = new Budget(limits);
  let header: PngHeader | null = null;
  /** What the image data must inflate to, and what the data of all animation frames may. */
  let imageRaw = 0;
  let framesRaw = 0;
  let compressed = 0;
  let sawImageData = false;
  let problem: ImageProblem | null = null;
  let at = 8;
  for (;;) {
    if (at + 8 > b.length) {
      problem = "cut-short";
      break;
    }
    const length = u32be(b, at);
    const type = fourcc(b, at + 4);
    const data = at + 8;
    const end = data + length + 4; // the chunk's CRC follows its data
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) {
      problem = "unreadable";
      break;
    }
    const present = Math.max(0, Math.min(length, b.length - data));
    if (!header) {
      if (type !== "IHDR" || length !== 13) {
        problem = "unreadable";
        break;
      }
      if (end > b.length) {
        problem = "cut-short";
        break;
      }
      header = pngHeader(b, data);
      if (!header) {
        problem = "unreadable";
        break;
      }
      const excess = budget.canvas(header.width, header.height);
      if (excess) return { ok: false, problem: excess };
      imageRaw = pngInflatedBytes(header.width, header.height, header.bitsPerPixel, header.interlaced);
      if (imageRaw > limits.maxInflatedBytes) return { ok: false, problem: "too-large" };
    } else if (type === "IHDR") {
      problem = "unreadable";
      break;
    } else if (type === "IDAT") {
      compressed += present;
      sawImageData = true;
    } else if (type === "fdAT") {
      compressed += Math.max(0, present - 4); // after its sequence number
    } else if (type === "fcTL") {
      // An animation frame's control: its own width and height (APNG), decoded by browsers.
      if (length !== 26 || end > b.length) {
        problem = end > b.length ? "cut-short" : "unreadable";
        break;
      }
      const [width, height] = [u32be(b, data + 4), u32be(b, data + 8)];
      if (width > header.width || height > header.height) {
        problem = "unreadable";
        break;
      }
      const excess = budget.frame(width, height);
      if (excess) return { ok: false, problem: excess };
      framesRaw += pngInflatedBytes(width, height, header.bitsPerPixel, header.interlaced);
      if (imageRaw + framesRaw > limits.maxInflatedBytes) return { ok: false, problem: "too-large" };
    }
    if (end > b.length) {
      problem = "cut-short";
      break;
    }
    if (type === "IEND") break;
    at = end;
  }
  // Checked on whatever data was read, even when the walk stopped early: too much is too much.
  if (header && !fitsDeflateBound(compressed, imageRaw + framesRaw)) return { ok: false, problem: "too-much-data" };
  if (problem || !header || !sawImageData) return { ok: false, problem: problem ?? "unreadable" };
  return {
    ok: true,
    facts: {
      width: header.width,
      height: header.height,
      frames: Math.max(1, budget.frames),
      decodedBytes: budget.decodedBytes,
      inflatedBytes: imageRaw,
    },
  };
}

/** The image data of a PNG (its IDAT chunks' data, in order): what its decoder inflates. Call on a scanned PNG. */
export function pngImageData(b: Uint8Array): Uint8Array[] {
  const parts: Uint8Array[] = [];
  let at = 8;
  while (at + 8 <= b.length) {
    const length = u32be(b, at);
    const type = fourcc(b, at + 4);
    if (type === "IDAT") parts.push(b.subarray(at + 8, Math.min(b.length, at + 8 + length)));
    if (type === "IEND") break;
    at += 12 + length;
  }
  return parts;
}
