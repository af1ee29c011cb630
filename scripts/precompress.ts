/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible
 * built asset, so the reference API serves the smallest encoding the browser accepts
 * (serveStatic with `precompressed`) instead of compressing on the fly at a lower level.
 * A copy that is not smaller than the file is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const compressible = /\.(js|css|svg|json|txt|webmanifest)$/;

let files = 0;
let before = 0;
let after = 0;
function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    files += 1;
    before += data.length;
    after += Math.min(br.length, data.length);
  }
}
walk(dist);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
