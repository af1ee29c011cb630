/**
 * The app's background is one colour wherever it is written: the stylesheet's `--bg`, the splash of index.html (its
 * inline `html { background }`) and the manifest's `background_color` (src/lib/app-colors.ts), so an installed app's
 * launch screen, the splash and the app are the same colour.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appBackground } from "../../src/lib/app-colors.ts";

const read = (path: string) => readFileSync(join(import.meta.dirname, "../..", path), "utf8");

describe("the app's background colour", () => {
  it("is the stylesheet's --bg and the splash's background", () => {
    expect(read("src/styles/tokens.css")).toContain(`--bg: ${appBackground};`);
    const splash = read("index.html");
    expect(splash).toContain(`html { background: ${appBackground};`);
    expect(splash).toContain(
      `.splash { position: fixed; inset: 0; display: grid; place-items: center; background: ${appBackground}; }`,
    );
  });
});
