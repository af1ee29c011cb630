/**
 * PNG bytes built by hand for the image tests (tests/unit/image-limits.test.ts, tests/server/image-bombs.test.ts):
 * chunks with their CRC, a PNG of given header fields and IDAT parts, and the zlib stream of many MiB of zeros
 * (a decompression bomb) made in milliseconds.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export const MiB = 1024 * 1024;

/** One chunk: length, type, data, CRC-32 of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([head, typed, crc]);
}

/** A PNG: the signature, IHDR (8-bit RGBA unless told), one IDAT per part, IEND. */
export function pngBytes(
  opts: { width: number; height: number; colour?: number; depth?: number; interlaced?: boolean },
  idat: Uint8Array | Uint8Array[],
): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(opts.width, 0);
  ihdr.writeUInt32BE(opts.height, 4);
  ihdr[8] = opts.depth ?? 8;
  ihdr[9] = opts.colour ?? 6;
  ihdr[12] = opts.interlaced ? 1 : 0;
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", ihdr),
      ...(Array.isArray(idat) ? idat : [idat]).map((part) => pngChunk("IDAT", part)),
      pngChunk("IEND", new Uint8Array(0)),
    ]),
  );
}

/**
 * zlib(b'\0' × mib MiB, level 9) in milliseconds, not the seconds deflating it all would take: one MiB
 * deflated once (full flush: byte-aligned, not final, nothing referenced before it) and repeated, then
 * a final empty block and the Adler-32 of the zeros.
 */
export function zlibZeros(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mib * MiB) % 65521) * 0x10000 + 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mib }, () => block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}
