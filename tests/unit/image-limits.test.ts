/**
 * The structural walk of images before decoding (server/services/image-limits.ts): real images pass
 * with their facts, bombs are refused by what they declare, and any bytes at all get an answer, never
 * an exception.
 */
import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { Jimp } from "jimp";
import { describe, expect, it } from "vitest";
import {
  ADAM7,
  type ImageFormat,
  limitsForMegapixels,
  pngImageData,
  pngInflatedBytes,
  scanImage,
} from "../../server/services/image-limits.ts";
import { uploadImageLimits } from "../../server/services/uploads.ts";
import { avatarRules } from "../../src/api/contract/user.ts";
import { pngChunk as chunk, MiB, pngBytes as png, zlibZeros } from "../support/png-bytes.ts";

const limits = limitsForMegapixels(50);

/** Raw Adam7 data of a width × height RGBA image: every pass's rows, filter byte 0, the pixels. */
function adam7Raw(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const lines = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns === 0) continue;
    for (let y = 0; y < lines; y++) rows.push(Buffer.concat([Buffer.from([0]), Buffer.alloc(columns * 4, 0x80)]));
  }
  return Buffer.concat(rows);
}

/** GIF89a: a logical screen, a 2-colour global table, then the given blocks, then (unless told) the trailer. */
function gif(screen: [number, number], blocks: number[][], trailer = true): Uint8Array {
  const lsd = [screen[0] & 0xff, screen[0] >> 8, screen[1] & 0xff, screen[1] >> 8, 0x80, 0, 0];
  return Uint8Array.from([
    ...Buffer.from("GIF89a"),
    ...lsd,
    ...[0, 0, 0, 255, 255, 255],
    ...blocks.flat(),
    ...(trailer ? [0x3b] : []),
  ]);
}
/** An image descriptor and a minimal LZW stream (clear, end). */
const frame = (width: number, height: number, data: number[] = [0x01, 0x2c]) => [
  0x2c,
  0,
  0,
  0,
  0,
  width & 0xff,
  width >> 8,
  height & 0xff,
  height >> 8,
  0,
  2,
  ...data,
  0,
];

/** A JPEG's frame header (SOFn) for the given size and components. */
const sof = (marker: number, width: number, height: number, components = 3) => [
  0xff,
  marker,
  0,
  8 + 3 * components,
  8,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  components,
  ...Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]).flat(),
];
const sos = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0x12, 0x34, 0xff, 0x00, 0x56];
const jpeg = (...segments: number[][]) => Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xd9]);

function riff(chunks: Buffer[]): Uint8Array {
  const body = Buffer.concat([Buffer.from("WEBP"), ...chunks]);
  const head = Buffer.alloc(8);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return new Uint8Array(Buffer.concat([head, body]));
}
function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}
const u24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const vp8 = (width: number, height: number) =>
  webpChunk(
    "VP8 ",
    Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8]),
  );
const vp8x = (width: number, height: number, flags = 0) =>
  webpChunk("VP8X", Buffer.from([flags, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)]));
const anmf = (width: number, height: number) =>
  webpChunk(
    "ANMF",
    Buffer.concat([
      Buffer.from([...u24(0), ...u24(0), ...u24(width - 1), ...u24(height - 1), ...u24(100), 0]),
      vp8(width, height),
    ]),
  );

const real = async (mime: "image/png" | "image/jpeg" | "image/gif", width = 300, height = 200) => {
  const image = new Jimp({ width, height, color: 0x2266ddff });
  for (let i = 0; i < image.bitmap.data.length; i += 7) image.bitmap.data[i] = (i * 31) & 0xff;
  return new Uint8Array(await image.getBuffer(mime));
};

describe("limits", () => {
  it("derive from the contract's avatarRules.maxMegapixels: 4 bytes a pixel decoded, 5 inflated", () => {
    expect(uploadImageLimits).toEqual(limitsForMegapixels(avatarRules.maxMegapixels));
    expect(limits).toMatchObject({
      maxPixels: 50_000_000,
      maxDecodedBytes: 200_000_000,
      maxInflatedBytes: 250_000_000,
    });
  });
});

describe("PNG", () => {
  it("passes a real PNG with its exact inflated size, and its image data inflates to exactly that", async () => {
    const bytes = await real("image/png");
    const scan = scanImage(bytes, "png", limits);
    expect(scan).toEqual({
      ok: true,
      facts: { width: 300, height: 200, frames: 1, decodedBytes: 240_000, inflatedBytes: 200 * (1 + 300 * 4) },
    });
    expect(inflateSync(Buffer.concat(pngImageData(bytes))).length).toBe(200 * (1 + 300 * 4));
  });

  it("counts Adam7's seven passes exactly (an interlaced PNG that decodes)", async () => {
    for (const [width, height] of [
      [1, 1],
      [3, 2],
      [13, 7],
      [64, 33],
    ] as const) {
      const raw = adam7Raw(width, height);
      expect(pngInflatedBytes(width, height, 32, true)).toBe(raw.length);
      const bytes = png({ width, height, interlaced: true }, deflateSync(raw));
      const scan = scanImage(bytes, "png", limits);
      expect(scan.ok && scan.facts.inflatedBytes).toBe(raw.length);
      const decoded = await Jimp.fromBuffer(Buffer.from(bytes));
      expect([decoded.bitmap.width, decoded.bitmap.height]).toEqual([width, height]);
    }
    // 1 × 1: only the first pass, one row of a filter byte and 4 bytes
    expect(pngInflatedBytes(1, 1, 32, true)).toBe(5);
    // 1 bit a pixel packs 8 pixels a byte: 9 pixels are 2 bytes a row
    expect(pngInflatedBytes(9, 2, 1, false)).toBe(2 * 3);
  });

  it("refuses the decompression bomb: 512 MiB of zeros in half a megabyte, declaring 1 × 1 (interlaced)", () => {
    // the builder's stream is real zlib: 4 MiB of zeros inflate from it, checksum and all
    expect(inflateSync(zlibZeros(4)).equals(Buffer.alloc(4 * MiB))).toBe(true);
    const idat = zlibZeros(512);
    expect(idat.length).toBeLessThan(600 * 1024);
    expect(scanImage(png({ width: 1, height: 1, interlaced: true }, idat), "png", limits)).toEqual({
      ok: false,
      problem: "too-much-data",
    });
    // The same data split over many IDAT chunks counts the same, each of them well within the bound.
    const parts = Array.from({ length: Math.ceil(idat.length / 1000) }, (_, i) =>
      idat.subarray(i * 1000, i * 1000 + 1000),
    );
    const split = png({ width: 1, height: 1, interlaced: true }, parts);
    expect(scanImage(split, "png", limits)).toEqual({ ok: false, problem: "too-much-data" });
    expect(Buffer.concat(pngImageData(split)).equals(idat)).toBe(true);
  });

  it("allows deflate's worst case (fixed codes, 9 bits a byte) and no more", () => {
    const raw = 200 * (1 + 300 * 4);
    const fits = new Uint8Array(Math.floor((raw * 9) / 8) + 1024);
    expect(scanImage(png({ width: 300, height: 200 }, fits), "png", limits)).toMatchObject({ ok: true });
    const over = new Uint8Array(fits.length + 1);
    expect(scanImage(png({ width: 300, height: 200 }, over), "png", limits)).toEqual({
      ok: false,
      problem: "too-much-data",
    });
  });

  it("refuses declared sizes past the limits before anything else", () => {
    expect(scanImage(png({ width: 60_000, height: 60_000 }, new Uint8Array(10)), "png", limits)).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(scanImage(png({ width: 0x7fffffff, height: 0x7fffffff }, new Uint8Array(1)), "png", limits)).toMatchObject({
      ok: false,
    });
    // 16-bit RGBA is 8 bytes a pixel: 40 megapixels inflate past 5 bytes a pixel of 50
    expect(scanImage(png({ width: 8000, height: 5000, depth: 16 }, new Uint8Array(10)), "png", limits)).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(scanImage(png({ width: 7000, height: 7000 }, new Uint8Array(10)), "png", limits)).toMatchObject({
      ok: true,
    });
  });

  it("refuses broken headers and a PNG cut short", async () => {
    expect(scanImage(png({ width: 4, height: 4, depth: 7 }, new Uint8Array(10)), "png", limits)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    expect(scanImage(png({ width: 4, height: 4, colour: 5 }, new Uint8Array(10)), "png", limits)).toMatchObject({
      problem: "unreadable",
    });
    const bytes = await real("image/png");
    expect(scanImage(bytes.subarray(0, bytes.length - 12), "png", limits)).toEqual({ ok: false, problem: "cut-short" });
    expect(scanImage(bytes.subarray(0, 20), "png", limits)).toEqual({ ok: false, problem: "cut-short" });
  });

  it("counts animation frames (APNG fcTL) against the frame and size limits", () => {
    const fctl = (width: number, height: number) => {
      const data = Buffer.alloc(26);
      data.writeUInt32BE(width, 4);
      data.writeUInt32BE(height, 8);
      return chunk("fcTL", data);
    };
    const base = png({ width: 5000, height: 5000 }, new Uint8Array(10));
    const withFrames = (n: number) =>
      new Uint8Array(
        Buffer.concat([base.subarray(0, 33), ...Array.from({ length: n }, () => fctl(5000, 5000)), base.subarray(33)]),
      );
    expect(scanImage(withFrames(1), "png", limits)).toMatchObject({ ok: true, facts: { frames: 1 } });
    // canvas 25 MP + 25 MP frames: decoded past 50 megapixels × 4 bytes
    expect(scanImage(withFrames(2), "png", limits)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("GIF", () => {
  it("passes a real GIF, and one without its trailer", async () => {
    const bytes = await real("image/gif");
    expect(scanImage(bytes, "gif", limits)).toMatchObject({ ok: true, facts: { width: 300, height: 200, frames: 1 } });
    expect(scanImage(gif([1, 1], [frame(1, 1)], false), "gif", limits)).toMatchObject({ ok: true });
  });

  it("refuses the frame bomb: a 16,000 × 16,000 frame in a 1 × 1 screen, in 34 bytes", () => {
    const bomb = gif([1, 1], [frame(16_000, 16_000)]);
    expect(bomb.length).toBeLessThan(40);
    expect(scanImage(bomb, "gif", limits)).toEqual({ ok: false, problem: "too-large" });
    expect(scanImage(gif([1, 1], [frame(65_535, 65_535)]), "gif", limits)).toEqual({ ok: false, problem: "too-large" });
  });

  it("refuses frames whose total decoded size or count passes the limits, behind extensions too", () => {
    const control = [0x21, 0xf9, 4, 0, 0, 0, 0, 0];
    // 7,000 × 7,000 is allowed once; a second makes 98 megapixels
    expect(scanImage(gif([1, 1], [control, frame(7000, 7000)]), "gif", limits)).toMatchObject({ ok: true });
    expect(scanImage(gif([1, 1], [control, frame(7000, 7000), control, frame(7000, 7000)]), "gif", limits)).toEqual({
      ok: false,
      problem: "too-large",
    });
    const many = Array.from({ length: limits.maxFrames + 1 }, () => frame(1, 1));
    expect(scanImage(gif([1, 1], many), "gif", limits)).toEqual({ ok: false, problem: "too-large" });
    expect(scanImage(gif([1, 1], many.slice(1)), "gif", limits)).toMatchObject({ ok: true });
  });

  it("refuses LZW data out of proportion to the frame, bad blocks and a GIF cut inside a block", () => {
    const data = Array.from({ length: 12 }, () => [255, ...new Array(255).fill(0)]).flat();
    expect(scanImage(gif([1, 1], [frame(1, 1, data)]), "gif", limits)).toEqual({ ok: false, problem: "too-much-data" });
    expect(scanImage(gif([1, 1], [[0x99]]), "gif", limits)).toEqual({ ok: false, problem: "unreadable" });
    expect(scanImage(gif([1, 1], [frame(1, 1)]).subarray(0, 25), "gif", limits)).toEqual({
      ok: false,
      problem: "cut-short",
    });
    expect(scanImage(gif([0, 0], [frame(1, 1)]), "gif", limits)).toEqual({ ok: false, problem: "unreadable" });
  });
});

describe("JPEG", () => {
  it("passes a real JPEG", async () => {
    const bytes = await real("image/jpeg");
    expect(scanImage(bytes, "jpg", limits)).toMatchObject({ ok: true, facts: { width: 300, height: 200, frames: 1 } });
  });

  it("reads every frame header: a huge one, a second one, a DNL height, odd components", () => {
    expect(scanImage(jpeg(sof(0xc0, 100, 100), sos), "jpg", limits)).toMatchObject({ ok: true });
    expect(scanImage(jpeg(sof(0xc2, 65_000, 65_000), sos), "jpg", limits)).toEqual({ ok: false, problem: "too-large" });
    expect(
      scanImage(jpeg(sof(0xc0, 100, 100), sof(0xc5, 7000, 7000), sof(0xc5, 7000, 7000), sos), "jpg", limits),
    ).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(scanImage(jpeg(sof(0xc0, 100, 0), sos), "jpg", limits)).toEqual({ ok: false, problem: "unreadable" });
    expect(scanImage(jpeg(sof(0xc0, 100, 100, 5), sos), "jpg", limits)).toEqual({ ok: false, problem: "unreadable" });
    expect(scanImage(jpeg(sos), "jpg", limits)).toEqual({ ok: false, problem: "unreadable" });
  });

  it("counts the scans of a progressive JPEG", () => {
    const scans = (n: number) => jpeg(sof(0xc2, 100, 100), ...Array.from({ length: n }, () => sos));
    expect(scanImage(scans(limits.maxScans), "jpg", limits)).toMatchObject({ ok: true });
    expect(scanImage(scans(limits.maxScans + 1), "jpg", limits)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("WebP", () => {
  it("reads a lossy, a lossless and an extended (VP8X) image", () => {
    expect(scanImage(riff([vp8(16, 16)]), "webp", limits)).toMatchObject({
      ok: true,
      facts: { width: 16, height: 16 },
    });
    const vp8l = webpChunk("VP8L", Buffer.from([0x2f, ...[99, 0xc0, 0x18, 0]]));
    expect(scanImage(riff([vp8l]), "webp", limits)).toMatchObject({ ok: true, facts: { width: 100, height: 100 } });
    expect(scanImage(riff([vp8x(16, 16), vp8(16, 16)]), "webp", limits)).toMatchObject({ ok: true });
  });

  it("refuses a huge canvas or bitstream, too many or too large frames", () => {
    expect(scanImage(riff([vp8x(16_000_000, 16_000_000), vp8(16, 16)]), "webp", limits)).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(scanImage(riff([vp8(16_383, 16_383)]), "webp", limits)).toEqual({ ok: false, problem: "too-large" });
    expect(scanImage(riff([vp8x(4000, 4000, 0x02), anmf(4000, 4000), anmf(4000, 4000)]), "webp", limits)).toMatchObject(
      {
        ok: true,
        facts: { frames: 2 },
      },
    );
    const frames = (n: number) => riff([vp8x(4000, 4000, 0x02), ...Array.from({ length: n }, () => anmf(4000, 4000))]);
    expect(scanImage(frames(3), "webp", limits)).toEqual({ ok: false, problem: "too-large" });
    expect(scanImage(riff([vp8x(100, 100, 0x02), anmf(200, 200)]), "webp", limits)).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});

describe("any bytes (fuzz)", () => {
  const problems = ["too-large", "too-much-data", "unreadable", "cut-short"];
  const answers = (bytes: Uint8Array, kind: ImageFormat) => {
    const scan = scanImage(bytes, kind, limits);
    return scan.ok ? scan.facts.decodedBytes <= limits.maxDecodedBytes : problems.includes(scan.problem);
  };
  const kinds: ImageFormat[] = ["png", "gif", "jpg", "webp"];

  it("answers ok or refused for random bytes behind each format's head, never throws", () => {
    const heads: Record<ImageFormat, number[]> = {
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82],
      gif: [...Buffer.from("GIF89a")],
      jpg: [0xff, 0xd8, 0xff],
      webp: [...Buffer.from("RIFF"), 0xff, 0, 0, 0, ...Buffer.from("WEBP")],
    };
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.uint8Array({ maxLength: 512 }), (kind, tail) =>
        answers(Uint8Array.from([...heads[kind], ...tail]), kind),
      ),
      { numRuns: 2000, seed: 20_260_101 },
    );
  });

  it("answers for real images cut anywhere or with bytes changed, never throws", async () => {
    const samples: [ImageFormat, Uint8Array][] = [
      ["png", await real("image/png", 40, 30)],
      ["gif", await real("image/gif", 40, 30)],
      ["jpg", await real("image/jpeg", 40, 30)],
      ["png", png({ width: 13, height: 7, interlaced: true }, deflateSync(adam7Raw(13, 7)))],
      ["webp", riff([vp8x(64, 64, 0x02), anmf(64, 64), anmf(32, 32)])],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        ([kind, sample], cut, changes) => {
          const bytes = sample.slice(0, cut % (sample.length + 1));
          for (const [at, value] of changes) if (bytes.length > 0) bytes[at % bytes.length] = value;
          return answers(bytes, kind);
        },
      ),
      { numRuns: 3000, seed: 20_260_102 },
    );
  });

  it("answers for any bytes of any kind", () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.uint8Array({ maxLength: 256 }), (kind, bytes) => answers(bytes, kind)),
      { numRuns: 1000, seed: 20_260_103 },
    );
  });
});
