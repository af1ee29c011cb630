/** The JPEG walk of services/image-limits.ts: segments, start-of-frame dimensions and sampling, scans. */
import { Budget, u16be } from "./image-bytes.ts";
import type { ImageLimits, ImageScan } from "./image-facts.ts";

/** Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function scanJpeg(b: Uint8Array, limits: ImageLimits): ImageScan {
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
