/** The GIF walk of services/image-limits.ts: logical screen, colour tables, extensions, image descriptors and their LZW data. */
import { Budget, fourcc, u16le } from "./image-bytes.ts";
import type { ImageLimits, ImageScan } from "./image-facts.ts";

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

export function scanGif(b: Uint8Array, limits: ImageLimits): ImageScan {
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
