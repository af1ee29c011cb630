/**
 * Uploads (avatars: png, jpeg, webp, gif; deposit receipts: png, jpeg, webp, pdf). The type is
 * decided by magic bytes, never by the name or header.
 */
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { receiptMimeTypes } from "../../src/api/contract/wallet.ts";
import { newId } from "./ids.ts";

export type ImageKind = { ext: "png" | "jpg" | "webp" | "gif"; mime: string };
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
