/**
 * The files of account verification (contract/verification.ts): the ID's front and back and a selfie,
 * JPEG, PNG or WebP by their bytes (never by name or header), at most `documentMaxBytes`.
 *
 * Before anything is decoded or stored, the whole structure is walked with the avatars' limits
 * (image-limits.ts: dimensions, frames, decoded size, compressed data out of proportion) and every
 * problem is refused, a file cut short included: an identity document is checked by a person, so it must
 * be a whole image. Then only its pixels are kept:
 *
 * - JPEG and PNG are decoded and encoded afresh in the avatars' worker (avatars.ts `reencodeImage`: the
 *   same bounded queue, time limit, heap limits and capped PNG inflation), scaled down to fit within
 *   `documentRules.side` (never enlarged, never cropped): no metadata (a photo's EXIF location), no
 *   trailing bytes, no second format hidden in the file survives.
 * - WebP has no decoder on the server (jimp has none), so it is not decoded: once walked, its RIFF
 *   container is written again with only its image chunks (VP8X with the ICC, EXIF and XMP flags
 *   cleared, ANIM, ANMF, ALPH, VP8, VP8L); metadata chunks and bytes after the container are dropped.
 *
 * Files live in DATA_DIR/verification/ (`verificationDir`), beside the uploads folder and never under
 * it: no route serves that folder to players; the sandbox operator's page reads a file through
 * routes/sandbox-verification.ts. A file's name is a random id and its format's extension.
 */
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fail } from "../errors.ts";
import { reencodeImage } from "./avatars.ts";
import { newId } from "./ids.ts";
import { fourcc, u32le } from "./image-bytes.ts";
import { refusalOf, scanImage } from "./image-limits.ts";
import { detectImage, type ImageKind, uploadImageLimits } from "./uploads.ts";

/** A stored document's longest side (an ID card at this width is about 23 pixels a millimetre) and its JPEG quality. */
export const documentRules = { side: 2048, quality: 90 } as const;

/** The folder of verification files under DATA_DIR: outside the uploads folder and the web root. */
export const verificationDir = (dataDir: string): string => join(dataDir, "verification");

/** Names of stored verification files. */
export const documentFilePattern = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

/**
 * A document's type (415 "Unsupported file type" unless JPEG, PNG or WebP by its bytes) once its structure
 * has been walked: 413 "Image dimensions are too large" past the limits, 400 "Image could not be read" when
 * it breaks its format, ends early, or carries more data than its declared size can need.
 */
export function checkDocument(bytes: Uint8Array): ImageKind {
  const kind = detectImage(bytes);
  if (!kind || kind.ext === "gif") fail(415, "Unsupported file type");
  const scan = scanImage(bytes, kind.ext, uploadImageLimits);
  if (!scan.ok) {
    const { status, key } = refusalOf(scan.problem);
    fail(status, key);
  }
  return kind;
}

/** Whether preparing this document takes a place in the worker's queue (WebP is not decoded). */
export const isDecoded = (kind: ImageKind): boolean => kind.ext !== "webp";

/**
 * What is stored of a document that passed checkDocument: JPEG and PNG re-encoded in the worker
 * (reencodeImage's 503, 400, 422), WebP with its image chunks only. The caller's buffer is handed over.
 */
export async function prepareDocument(
  bytes: Uint8Array<ArrayBuffer>,
  kind: ImageKind,
): Promise<{ bytes: Uint8Array; kind: ImageKind }> {
  if (!isDecoded(kind)) return { bytes: webpImageChunks(bytes), kind };
  return reencodeImage(bytes, kind, { fit: "inside", side: documentRules.side, quality: documentRules.quality });
}

const webpImageChunkTypes = new Set(["VP8X", "ANIM", "ANMF", "ALPH", "VP8 ", "VP8L"]);
/** VP8X flags of what is dropped: ICC profile (0x20), EXIF (0x08), XMP (0x04). */
const droppedFlags = 0x20 | 0x08 | 0x04;

/** A walked WebP written again with only its image chunks (each padded to an even length, as RIFF wants). */
export function webpImageChunks(b: Uint8Array): Uint8Array {
  const riffEnd = Math.min(b.length, 8 + u32le(b, 4));
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const length = u32le(b, at + 4);
    const end = Math.min(riffEnd, at + 8 + length);
    if (webpImageChunkTypes.has(fourcc(b, at))) {
      const chunk = new Uint8Array(8 + length + (length % 2));
      chunk.set(b.subarray(at, end));
      if (fourcc(b, at) === "VP8X") chunk[8] = (chunk[8] ?? 0) & ~droppedFlags;
      parts.push(chunk);
    }
    at += 8 + length + (length % 2);
  }
  const size = 4 + parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(8 + size);
  out.set([0x52, 0x49, 0x46, 0x46, size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24]);
  out.set([0x57, 0x45, 0x42, 0x50], 8);
  let offset = 12;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Stores a prepared document under DATA_DIR/verification and answers its file name. */
export async function storeDocument(dataDir: string, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const dir = verificationDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${newId()}.${kind.ext}`;
  await writeFile(join(dir, name), bytes);
  return name;
}

/** A stored document's bytes, or null when there is no such file (or the name is not one of ours). */
export async function readDocument(dataDir: string, file: string): Promise<Uint8Array | null> {
  if (!documentFilePattern.test(file)) return null;
  return readFile(join(verificationDir(dataDir), file)).catch(() => null);
}

/** Removes a stored document (best effort); ignores a name that is not one of ours. */
export async function removeDocument(dataDir: string, file: string | null): Promise<void> {
  if (!file || !documentFilePattern.test(file)) return;
  await unlink(join(verificationDir(dataDir), file)).catch(() => {});
}
