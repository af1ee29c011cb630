import { Jimp } from "jimp";
import { resizeAvatar } from "../server/services/avatars.ts";
const w = 6000, h = 4000;
const img = new Jimp({ width: w, height: h, color: 0x336699ff });
const d = img.bitmap.data;
let seed = 1;
for (let i = 0; i < d.length; i += 4) { seed = (seed * 1103515245 + 12345) & 0x7fffffff; const n = seed & 63; d[i] = ((i / 4) % w) * 255 / w + n; d[i+1] = Math.floor(i / 4 / w) * 255 / h + n; d[i+2] = n * 3; }
const t0 = performance.now();
const jpg = await img.getBuffer("image/jpeg", { quality: 90 });
console.log("made", jpg.length, "bytes in", Math.round(performance.now() - t0), "ms");
const t1 = performance.now();
const out = await resizeAvatar(new Uint8Array(jpg));
console.log("resized to", out.bytes.length, out.kind.ext, "in", Math.round(performance.now() - t1), "ms");
