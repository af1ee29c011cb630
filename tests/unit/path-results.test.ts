// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fetchPathResults, parsePathResults } from "../../src/visualiser/path-results.ts";
import { recordPathResults } from "../support/path-results.ts";

/** The paths' last results file: each runner merges its runs without clobbering the other's; readers keep what is well-formed. */
const pass = { status: "pass", at: "2026-11-28T09:00:00.000Z" } as const;
const fail = { status: "fail", at: "2026-11-28T10:00:00.000Z" } as const;

describe("recordPathResults", () => {
  it("merges a runner's runs, keeping the other runner's and the paths not run", () => {
    const dir = mkdtempSync(join(tmpdir(), "path-results-"));
    const file = join(dir, "nested", "path-results.json");
    recordPathResults("ui", [{ name: "b ⇒ x", run: fail }], file);
    recordPathResults(
      "vitest",
      [
        { name: "a ⇒ x", run: pass },
        { name: "b ⇒ x", run: pass },
      ],
      file,
    );
    recordPathResults("vitest", [{ name: "a ⇒ x", run: fail }], file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      "a ⇒ x": { vitest: fail },
      "b ⇒ x": { vitest: pass, ui: fail },
    });
    // written whole under a temporary name, then renamed: nothing left beside it
    expect(readdirSync(join(dir, "nested"))).toEqual(["path-results.json"]);
  });

  it("starts over from a broken file, and writes nothing for no runs", () => {
    const dir = mkdtempSync(join(tmpdir(), "path-results-"));
    const file = join(dir, "path-results.json");
    recordPathResults("ui", [], file);
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(file, "{ half a file");
    recordPathResults("ui", [{ name: "a ⇒ x", run: pass }], file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ "a ⇒ x": { ui: pass } });
  });
});

describe("parsePathResults", () => {
  it("keeps well-formed runs and drops the rest", () => {
    expect(
      parsePathResults({
        "a ⇒ x": { vitest: pass, ui: { status: "maybe", at: pass.at } },
        "b ⇒ x": { vitest: { status: "pass", at: "not a date" } },
        "c ⇒ x": "passed",
        "d ⇒ x": { ui: fail, extra: 1 },
      }),
    ).toEqual({ "a ⇒ x": { vitest: pass }, "d ⇒ x": { ui: fail } });
    expect(parsePathResults(null)).toEqual({});
    expect(parsePathResults([pass])).toEqual({});
  });

  it("fetches none when the API has none or cannot be reached", async () => {
    const answer = (body: string, status: number) => () => Promise.resolve(new Response(body, { status }));
    expect(await fetchPathResults(answer("Not Found", 404) as unknown as typeof fetch)).toEqual({});
    expect(await fetchPathResults(answer("<html>", 200) as unknown as typeof fetch)).toEqual({});
    expect(await fetchPathResults((() => Promise.reject(new Error("offline"))) as unknown as typeof fetch)).toEqual({});
    expect(
      await fetchPathResults(answer(JSON.stringify({ "a ⇒ x": { vitest: pass } }), 200) as unknown as typeof fetch),
    ).toEqual({ "a ⇒ x": { vitest: pass } });
  });
});
