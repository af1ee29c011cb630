/** What an image scan answers: the limits it checks, the facts it finds, the problems it refuses for (services/image-limits.ts). */

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
