/**
 * What an image costs to decode, read from its structure before anything is decoded or inflated.
 *
 * A small file can declare a huge image, or carry compressed data that inflates far past what its
 * header declares (a decompression bomb: 509 KB of PNG declaring 1 × 1 pixels inflates to 512 MB; a
 * 35-byte GIF with a 1 × 1 screen holds a 16,000 × 16,000 frame). So every chunk, frame and segment
 * of the file is walked, reading declared sizes and lengths only:
 *
 * - PNG: every chunk by its length; IHDR's width, height, bit depth, colour type (→ channels) and
 *   interlacing give the exact size the image data (IDAT) must inflate to, Adam7 passes included;
 *   compressed data of more than that size × 1.125 + 1 KB is refused (deflate never needs much more
 *   than the raw size: stored blocks add 5 bytes per 64 KB, fixed codes at most 9 bits a byte), and so
 *   is a raw size past maxInflatedBytes. Animated PNG frames (fcTL) count as frames, their data too.
 * - GIF: the logical screen, the colour tables, every extension and its sub-blocks, every image
 *   descriptor: each frame's width × height, the frame count, and each frame's LZW data against its
 *   pixels (12-bit codes: at most 1.5 bytes a pixel, allowed 2 bytes + 1 KB).
 * - JPEG: every segment up to the end of the image; every start-of-frame's dimensions, components and
 *   sampling factors; the number of scans (each scan of a progressive JPEG is a pass over the image).
 * - WebP: the VP8X canvas, every VP8/VP8L bitstream's dimensions, every animation frame (ANMF).
 *
 * The decoded size counted is width × height × 4 bytes (RGBA, what the decoder hands back) per frame,
 * plus the canvas. Pure and total: any bytes give an answer, never an exception.
 */
/** The image formats walked (the extension uploads.ts decides from the bytes). */
export type ImageFormat = "png" | "jpg" | "webp" | "gif";

export type ImageLimits = {
  /** Most pixels of the canvas and of any one frame. */
  maxPixels: number;
  /** Most bytes the canvas and all frames decode to (4 a pixel). */
  maxDecodedBytes: number;
  /**
   * Most bytes a PNG's data may inflate to: 5 a pixel, room for 8-bit RGBA and its filter bytes at
   * maxPixels (a 16-bit RGBA image, 8 bytes a pixel, may have 5/8 of maxPixels).
   */
  maxInflatedBytes: number;
  /**
   * Most frames (GIF images, APNG and WebP animation frames, JPEG frames). Each costs its decoder some
   * bookkeeping even when small; their pixels are bounded by maxDecodedBytes.
   */
  maxFrames: number;
  /** Most JPEG scans. */
  maxScans: number;
};

/** The limits for images of at most `megapixels` (the contract's avatarRules.maxMegapixels). */
export function limitsForMegapixels(megapixels: number): ImageLimits {
  const maxPixels = megapixels * 1_000_000;
  return { maxPixels, maxDecodedBytes: maxPixels * 4, maxInflatedBytes: maxPixels * 5, maxFrames: 1000, maxScans: 100 };
}

/**
 * Why an image is refused: it declares more than the limits ("too-large"), carries more compressed
 * data than its declared size can need ("too-much-data"), breaks its format ("unreadable"), or ends
 * before its end marker ("cut-short"). The first two are proof of excess; the last two only say the
 * walk could not finish.
 */
export type ImageProblem = "too-large" | "too-much-data" | "unreadable" | "cut-short";

export type ImageFacts = {
  /** The canvas (PNG IHDR, GIF logical screen, JPEG's first frame, WebP canvas). */
  width: number;
  height: number;
  frames: number;
  /** Bytes the canvas and frames decode to, at 4 a pixel. */
  decodedBytes: number;
  /** PNG: exactly what the image data (IDAT) inflates to; null for other formats. */
  inflatedBytes: number | null;
};

export type ImageScan = { ok: true; facts: ImageFacts } | { ok: false; problem: ImageProblem };

/** The catalogue's answer for a problem: 413 for declared excess, 400 for everything else. */
export function refusalOf(
  problem: ImageProblem,
): { status: 413; key: "Image dimensions are too large" } | { status: 400; key: "Image could not be read" } {
  return problem === "too-large"
    ? { status: 413, key: "Image dimensions are too large" }
    : { status: 400, key: "Image could not be read" };
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) + (b[at + 2] ?? 0) * 0x10000;
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0);

/** Counts frames and decoded bytes against the limits; answers the first excess, or null. */
class Budget {
  frames = 0;
  decodedBytes = 0;
  readonly limits: ImageLimits;
  constructor(limits: ImageLimits) {
    this.limits = limits;
  }

  /** The canvas: decoded once, whatever the frames. */
  canvas(width: number, height: number): ImageProblem | null {
    return this.add(width, height, false);
  }

  frame(width: number, height: number): ImageProblem | null {
    return this.add(width, height, true);
  }

  private add(width: number, height: number, isFrame: boolean): ImageProblem | null {
    if (width === 0 || height === 0) return "unreadable";
    // width × height of two 32-bit values may pass 2^53, but only where it is far past maxPixels anyway.
    const pixels = width * height;
    if (pixels > this.limits.maxPixels) return "too-large";
    this.decodedBytes += pixels * 4;
    if (this.decodedBytes > this.limits.maxDecodedBytes) return "too-large";
    if (isFrame) {
      this.frames += 1;
      if (this.frames > this.limits.maxFrames) return "too-large";
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------------- PNG

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

function scanPng(b: Uint8Array, limits: ImageLimits): ImageScan {
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

// ---------------------------------------------------------------------------------------------- GIF

/** Steps over data sub-blocks (a size byte, then that many bytes; a zero size ends them). */
function subBlocks(b: Uint8Array, at: number): { end: number; bytes: number } | null {
  let bytes = 0;
  let p = at;
  for (;;) {
    const size = b[p];
    if (size === undefined) return null;
    p += 1;
    if (size === 0) return { end: p, bytes };
    p += size;
    bytes += size;
    if (p > b.length) return null;
  }
}

/** A colour table's bytes from a packed field (present when its top bit is set). */
const colourTable = (packed: number) => ((packed & 0x80) !== 0 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function scanGif(b: Uint8Array, limits: ImageLimits): ImageScan {
  const head = fourcc(b, 0) + String.fromCharCode(b[4] ?? 0, b[5] ?? 0);
  if (head !== "GIF87a" && head !== "GIF89a") return { ok: false, problem: "unreadable" };
  if (b.length < 13) return { ok: false, problem: "cut-short" };
  const budget = new Budget(limits);
  const [width, height] = [u16le(b, 6), u16le(b, 8)];
  const excess = budget.canvas(width, height);
  if (excess) return { ok: false, problem: excess };
  let at = 13 + colourTable(b[10] ?? 0);
  for (;;) {
    const block = b[at];
    // The trailer, or the end of the data after a whole block: some encoders leave the trailer out.
    if (block === 0x3b || block === undefined) break;
    if (block === 0x21) {
      if (at + 2 > b.length) return { ok: false, problem: "cut-short" };
      const blocks = subBlocks(b, at + 2);
      if (!blocks) return { ok: false, problem: "cut-short" };
      at = blocks.end;
      continue;
    }
    if (block !== 0x2c) return { ok: false, problem: "unreadable" };
    if (at + 10 > b.length) return { ok: false, problem: "cut-short" };
    const [frameWidth, frameHeight] = [u16le(b, at + 5), u16le(b, at + 7)];
    const frameExcess = budget.frame(frameWidth, frameHeight);
    if (frameExcess) return { ok: false, problem: frameExcess };
    at += 10 + colourTable(b[at + 9] ?? 0);
    const minCodeSize = b[at];
    if (minCodeSize === undefined) return { ok: false, problem: "cut-short" };
    if (minCodeSize < 1 || minCodeSize > 11) return { ok: false, problem: "unreadable" };
    const blocks = subBlocks(b, at + 1);
    // what is there of the frame's data already may be too much for its pixels
    if (!blocks) {
      const present = Math.max(0, b.length - at - 1);
      return { ok: false, problem: present > frameWidth * frameHeight * 2 + 1024 ? "too-much-data" : "cut-short" };
    }
    if (blocks.bytes > frameWidth * frameHeight * 2 + 1024) return { ok: false, problem: "too-much-data" };
    at = blocks.end;
  }
  if (budget.frames === 0) return { ok: false, problem: "unreadable" };
  return {
    ok: true,
    facts: { width, height, frames: budget.frames, decodedBytes: budget.decodedBytes, inflatedBytes: null },
  };
}

// --------------------------------------------------------------------------------------------- JPEG

/** Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function scanJpeg(b: Uint8Array, limits: ImageLimits): ImageScan {
  if (b[0] !== 0xff || b[1] !== 0xd8) return { ok: false, problem: "unreadable" };
  const budget = new Budget(limits);
  let first: { width: number; height: number } | null = null;
  let scans = 0;
  let at = 2;
  for (;;) {
    if (at >= b.length) return { ok: false, problem: "cut-short" };
    if (b[at] !== 0xff) return { ok: false, problem: "unreadable" };
    while (b[at + 1] === 0xff) at += 1; // fill bytes
    const marker = b[at + 1];
    if (marker === undefined) return { ok: false, problem: "cut-short" };
    if (marker === 0xd9) break; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // TEM and RSTn have no length
      continue;
    }
    if (marker === 0x00 || marker === 0xd8) return { ok: false, problem: "unreadable" };
    if (at + 4 > b.length) return { ok: false, problem: "cut-short" };
    const length = u16be(b, at + 2);
    const end = at + 2 + length;
    if (length < 2) return { ok: false, problem: "unreadable" };
    if (end > b.length) return { ok: false, problem: "cut-short" };
    if (isStartOfFrame(marker)) {
      const [height, width, components] = [u16be(b, at + 5), u16be(b, at + 7), b[at + 9] ?? 0];
      if (components < 1 || components > 4 || length < 8 + 3 * components) return { ok: false, problem: "unreadable" };
      for (let i = 0; i < components; i++) {
        const sampling = b[at + 11 + 3 * i] ?? 0;
        const [h, v] = [sampling >> 4, sampling & 0x0f];
        if (h < 1 || h > 4 || v < 1 || v > 4) return { ok: false, problem: "unreadable" };
      }
      // A height of 0 (set later by a DNL segment) is refused: the size must be known before decoding.
      const excess = budget.frame(width, height);
      if (excess) return { ok: false, problem: excess };
      first ??= { width, height };
    }
    at = end;
    if (marker === 0xda) {
      if (!first) return { ok: false, problem: "unreadable" };
      scans += 1;
      if (scans > limits.maxScans) return { ok: false, problem: "too-large" };
      // Entropy-coded data: up to the next marker (0xFF not followed by a stuffed 0 or an RSTn).
      for (;;) {
        const ff = b.indexOf(0xff, at);
        if (ff < 0 || ff + 1 >= b.length) return { ok: false, problem: "cut-short" };
        const next = b[ff + 1] ?? 0;
        at = ff;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at = ff + 2;
      }
    }
  }
  if (!first || scans === 0) return { ok: false, problem: "unreadable" };
  return {
    ok: true,
    facts: { ...first, frames: budget.frames, decodedBytes: budget.decodedBytes, inflatedBytes: null },
  };
}

// --------------------------------------------------------------------------------------------- WebP

/** The dimensions a VP8 (lossy) or VP8L (lossless) bitstream declares, or null when it is not one. */
function bitstreamSize(b: Uint8Array, type: string, data: number, length: number) {
  if (type === "VP8 ") {
    if (length < 10 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (length < 5 || b[data] !== 0x2f) return null;
  const bits = u32le(b, data + 1);
  return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1 };
}

function scanWebp(b: Uint8Array, limits: ImageLimits): ImageScan {
  if (fourcc(b, 0) !== "RIFF" || fourcc(b, 8) !== "WEBP") return { ok: false, problem: "unreadable" };
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd < 12 + 8) return { ok: false, problem: "unreadable" };
  const budget = new Budget(limits);
  let canvas: { width: number; height: number } | null = null;
  let bitstreams = 0;
  /** Walks chunks from `start` to `end`; `frame`: inside an animation frame, its size. */
  const walk = (start: number, end: number, frame: { width: number; height: number } | null): ImageProblem | null => {
    let at = start;
    while (at < end) {
      if (at + 8 > b.length) return "cut-short";
      const type = fourcc(b, at);
      const length = u32le(b, at + 4);
      const data = at + 8;
      const next = data + length + (length % 2); // chunks are padded to an even length
      if (data + length > end) return "unreadable";
      if (data + Math.min(length, 30) > b.length) return "cut-short";
      if (type === "VP8X") {
        if (frame || canvas || at !== 12 || length < 10) return "unreadable";
        canvas = { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
        const excess = budget.canvas(canvas.width, canvas.height);
        if (excess) return excess;
      } else if (type === "VP8 " || type === "VP8L") {
        const size = bitstreamSize(b, type, data, length);
        if (!size) return "unreadable";
        bitstreams += 1;
        const bound = frame ?? canvas;
        if (bound) {
          if (size.width > bound.width || size.height > bound.height) return "unreadable";
          // an animation frame was counted by its ANMF; a still image inside VP8X is the canvas
        } else {
          if (at !== 12) return "unreadable";
          canvas = size;
          const excess = budget.canvas(size.width, size.height);
          if (excess) return excess;
        }
      } else if (type === "ANMF") {
        if (frame || !canvas || length < 16) return "unreadable";
        const size = { width: u24le(b, data + 6) + 1, height: u24le(b, data + 9) + 1 };
        if (size.width > canvas.width || size.height > canvas.height) return "unreadable";
        const excess = budget.frame(size.width, size.height);
        if (excess) return excess;
        const inner = walk(data + 16, data + length, size);
        if (inner) return inner;
      }
      if (next > b.length) return "cut-short";
      at = next;
    }
    return null;
  };
  const problem = walk(12, riffEnd, null);
  if (problem) return { ok: false, problem };
  if (!canvas || bitstreams === 0) return { ok: false, problem: "unreadable" };
  const { width, height } = canvas;
  return {
    ok: true,
    facts: {
      width,
      height,
      frames: Math.max(1, budget.frames),
      decodedBytes: budget.decodedBytes,
      inflatedBytes: null,
    },
  };
}

// ---------------------------------------------------------------------------------------------------

/**
 * Walks an image of the given kind (decided from its bytes, services/uploads.ts) and answers its facts or
 * the first problem found. Reads declared sizes and lengths only: nothing is inflated or decoded.
 */
export function scanImage(bytes: Uint8Array, kind: ImageFormat, limits: ImageLimits): ImageScan {
  switch (kind) {
    case "png":
      return scanPng(bytes, limits);
    case "gif":
      return scanGif(bytes, limits);
    case "jpg":
      return scanJpeg(bytes, limits);
    case "webp":
      return scanWebp(bytes, limits);
    default:
      return { ok: false, problem: "unreadable" };
  }
}
