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
import type { ImageFormat, ImageLimits, ImageScan } from "./image-facts.ts";
import { scanGif } from "./image-gif.ts";
import { scanJpeg } from "./image-jpeg.ts";
import { scanPng } from "./image-png.ts";
import { scanWebp } from "./image-webp.ts";

export {
  type ImageFacts,
  type ImageFormat,
  type ImageLimits,
  type ImageProblem,
  type ImageScan,
  limitsForMegapixels,
  refusalOf,
} from "./image-facts.ts";
export { ADAM7, pngImageData, pngInflatedBytes } from "./image-png.ts";

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
