/** Readers of integers and four-character codes in image bytes, and the frame and decoded-size budget every format's walk counts against. */
import type { ImageLimits, ImageProblem } from "./image-facts.ts";

export const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
export const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
export const u24le = (b: Uint8Array, at: number) => u16le(b, at) + (b[at + 2] ?? 0) * 0x10000;
export const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
export const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
export const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0);

/** Counts frames and decoded bytes against the limits; answers the first excess, or null. */
export class Budget {
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
