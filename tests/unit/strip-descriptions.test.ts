// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { machineFile, stripDescriptions } from "../../scripts/strip-descriptions.ts";

/** The players' build drops the machines' descriptions (scripts/strip-descriptions.ts); nothing else may change. */
const folder = join(import.meta.dirname, "..", "..", "machines");
const files = readdirSync(folder).filter((name) => name.endsWith(".machine.ts"));

describe("descriptions stripped from the players' build", () => {
  it("applies to the machine files only", () => {
    expect(machineFile.test(join(folder, "withdraw.machine.ts"))).toBe(true);
    expect(machineFile.test(join(folder, "withdraw.model.ts"))).toBe(false);
    expect(machineFile.test("/repo/src/routes/withdraw.tsx")).toBe(false);
  });

  for (const name of files) {
    it(`${name}: no description left, every other property kept`, async () => {
      const source = readFileSync(join(folder, name), "utf8");
      const stripped = await stripDescriptions(source, join(folder, name));
      expect(stripped).not.toMatch(/\bdescription\s*:/);
      // what is left is the same machine: the same states, targets, guards, actions and invokes
      const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
      for (const key of [/\btarget\s*:/g, /\bguard\s*:/g, /\bactions\s*:/g, /\binvoke\s*:/g, /\bon\s*:/g])
        expect(count(stripped, key), String(key)).toBe(count(source, key));
    });
  }

  it("a description written as a joined string goes too, and nothing around it", async () => {
    const code = [
      'const machine = { states: { a: { description: "one " + "two", on: { go: { target: "b", description: `x` } } },',
      '  b: { type: "final", "description": "end" } } };',
    ].join("\n");
    const stripped = await stripDescriptions(code, "/repo/machines/x.machine.ts");
    expect(stripped).not.toContain("description");
    expect(stripped).toContain('target: "b"');
    expect(stripped).toContain('type: "final"');
  });
});
