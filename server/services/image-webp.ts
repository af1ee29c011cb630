/** The WebP walk of services/image-limits.ts: the VP8X canvas, VP8/VP8L bitstreams, animation frames. */
import { Budget, fourcc, u16le, u24le, u32le } from "./image-bytes.ts";
import type { ImageLimits, ImageProblem, ImageScan } from "./image-facts.ts";

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

export function scanWebp(b: Uint8Array, limits: ImageLimits): ImageScan {
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
