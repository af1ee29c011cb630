/**
 * Uploads (avatars: png, jpeg, gif, stored resized by avatars.ts; deposit receipts: png, jpeg, webp,
 * pdf, stored as sent). The type is decided by magic bytes, never by the name or header. An image's
 * structure is walked before it is decoded or stored (image-limits.ts), with limits derived from the
 * contract's avatarRules.maxMegapixels; a player's uploads are counted (uploadRate).
 */
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { avatarRules } from "../../src/api/contract/user.ts";
import { receiptMimeTypes } from "../../src/api/contract/wallet.ts";
import { fail } from "../errors.ts";
import { newId } from "./ids.ts";
import { type ImageFormat, limitsForMegapixels, refusalOf, scanImage } from "./image-limits.ts";
import type { Limiter } from "./limiter.ts";

export type ImageKind = { ext: ImageFormat; mime: string };
export type UploadKind = { ext: ImageKind["ext"] | "pdf"; mime: string };

export const imageMimeByExt: Record<UploadKind["ext"], string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", mime: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { ext: "gif", mime: "image/gif" };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", mime: "image/webp" };
  }
  return null;
}

/** A deposit receipt: one of the contract's receipt types (png, jpeg or webp image, or a PDF "%PDF-"). */
export function detectReceipt(bytes: Uint8Array): UploadKind | null {
  const kind: UploadKind | null = startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])
    ? { ext: "pdf", mime: "application/pdf" }
    : detectImage(bytes);
  return kind && (receiptMimeTypes as readonly string[]).includes(kind.mime) ? kind : null;
}

/** What an uploaded image (avatar or receipt) may declare: avatarRules.maxMegapixels, 4 bytes a pixel. */
export const uploadImageLimits = limitsForMegapixels(avatarRules.maxMegapixels);

/**
 * A receipt's type (415 "Unsupported file type" unless one of the receipt types by its bytes), once an
 * image's structure has been walked: 413 "Image dimensions are too large" when it declares more than
 * uploadImageLimits (dimensions, frames, decoded size), 400 "Image could not be read" when it carries
 * more compressed data than its declared size can need. The server never decodes a receipt (the
 * operator's and the player's browsers do), so a structure the walk cannot follow to its end (cut
 * short, or off its format) is stored as before; only proof of excess is refused. PDFs are stored as sent.
 */
export function checkReceipt(bytes: Uint8Array): UploadKind {
  const kind = detectReceipt(bytes);
  if (!kind) fail(415, "Unsupported file type");
  if (kind.ext === "pdf") return kind;
  const scan = scanImage(bytes, kind.ext, uploadImageLimits);
  if (!scan.ok && (scan.problem === "too-large" || scan.problem === "too-much-data")) {
    const { status, key } = refusalOf(scan.problem);
    fail(status, key);
  }
  return kind;
}

/**
 * Uploads a player may make of each kind (avatars, receipts, verification documents) in a window, counted in the database
 * (limiter.ts, shared by every instance) once an upload has passed its checks, before it is resized or
 * stored: one more is answered 429 "Too many requests, try again later".
 */
export const uploadRate = { uploads: 10, windowMs: 10 * 60_000 } as const;

/** Counts one upload of the player's (429 past uploadRate). */
export async function countUpload(
  limiter: Limiter,
  playerId: string,
  what: "avatar" | "receipt" | "document",
): Promise<void> {
  const key = `upload-${what}:${playerId}`;
  const counts = await limiter.hit([{ key, windowMs: uploadRate.windowMs }]);
  if ((counts.get(key) ?? 0) > uploadRate.uploads) fail(429, "Too many requests, try again later");
}

/** Names of stored uploads: what /uploads/* will serve. */
export const uploadNamePattern = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|pdf)$/;

/** Stores the file and answers its public path ("/uploads/<file>"). */
export async function storeUpload(uploadsDir: string, bytes: Uint8Array, kind: UploadKind): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const name = `${newId()}.${kind.ext}`;
  await writeFile(join(uploadsDir, name), bytes);
  return `/uploads/${name}`;
}

/** Removes a previous upload (best effort); ignores anything that is not one of ours. */
export async function removeUpload(uploadsDir: string, publicPath: string | null): Promise<void> {
  const name = publicPath?.startsWith("/uploads/") ? publicPath.slice("/uploads/".length) : null;
  if (!name || !uploadNamePattern.test(name)) return;
  await unlink(join(uploadsDir, name)).catch(() => {});
}
