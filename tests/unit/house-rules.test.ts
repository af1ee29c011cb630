// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of DESIGN.md §2 are Biome's (biome.json overrides): this plants imports that
 * break them in a temporary copy of the tree and checks that lint refuses each one, naming the rule.
 */
const root = join(import.meta.dirname, "..", "..");
const biome = join(root, "node_modules", ".bin", "biome");
let copy = "";

const lint = () => {
  const run = spawnSync(biome, ["lint", "--max-diagnostics=200", "src", "machines", "server"], {
    cwd: copy,
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
};

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "house-rules-"));
  for (const folder of ["src", "machines", "server"])
    cpSync(join(root, folder), join(copy, folder), { recursive: true });
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(copy, "biome.json"), JSON.stringify(config));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("house rules in lint", () => {
  it("the tree as it is passes", () => {
    const { status, output } = lint();
    expect(output).not.toContain("noRestrictedImports");
    expect(output).not.toContain("noImportCycles");
    expect(status).toBe(0);
  });

  const planted: { file: string; source: string; rule: string; says: string }[] = [
    {
      file: "src/lib/planted-upward.ts",
      source: 'export { maxAmount } from "../api/contract/money.ts";\n',
      rule: "noRestrictedImports",
      says: "src/lib (pure helpers, the bottom layer) must not import",
    },
    {
      file: "src/ui/planted-client.ts",
      source: 'export { toApiError } from "../api/client.ts";\n',
      rule: "noRestrictedImports",
      says: "src/ui (shared presentational parts) must not import",
    },
    {
      file: "src/api/contract/planted.ts",
      source: 'export { toApiError } from "../client.ts";\n',
      rule: "noRestrictedImports",
      says: "src/api/contract (the shared contract) must not import",
    },
    {
      file: "machines/planted.ts",
      source: 'import { useState } from "react";\nexport const planted = useState;\n',
      rule: "noRestrictedImports",
      says: "machines/ (pure statecharts) must not import React",
    },
    {
      file: "server/planted.ts",
      source: 'export { refreshMoney } from "../src/flows/money.ts";\n',
      rule: "noRestrictedImports",
      says: "server/ (the reference API) must not import the app",
    },
    {
      file: "src/flows/planted-tests.ts",
      source: 'export { generatePaths } from "../../tests/support/paths.ts";\n',
      rule: "noRestrictedImports",
      says: "tests/ is test code",
    },
    {
      file: "src/flows/planted-routes.ts",
      source: 'export { Route } from "../routes/index.tsx";\n',
      rule: "noRestrictedImports",
      says: "src/flows (machines wired to the client) must not import screens",
    },
    {
      file: "src/routes/-planted-wiring.tsx",
      source: 'import { useMachine } from "@xstate/react";\nexport const planted = useMachine;\n',
      rule: "noRestrictedImports",
      says: "must not import @xstate/react to start a machine",
    },
    {
      file: "src/routes/_signedIn/(wallet)/-components/planted-other-room.ts",
      source: 'export { LobbyScreen } from "../../(games)/-components/lobby-screen.tsx";\n',
      rule: "noRestrictedImports",
      says: "Rooms by area: a part of one area's -components is not imported by another area",
    },
    {
      file: "src/routes/_signedIn/(social)/planted-wiring-in-a-room.tsx",
      source: 'import { useMachine } from "@xstate/react";\nexport const planted = useMachine;\n',
      rule: "noRestrictedImports",
      says: "must not import @xstate/react to start a machine",
    },
    {
      file: "src/lib/planted-cycle-a.ts",
      source: 'import { b } from "./planted-cycle-b.ts";\nexport const a = () => b();\n',
      rule: "noImportCycles",
      says: "This import is part of a cycle",
    },
    {
      file: "src/lib/planted-cycle-b.ts",
      source: 'import { a } from "./planted-cycle-a.ts";\nexport const b = () => a;\n',
      rule: "noImportCycles",
      says: "This import is part of a cycle",
    },
  ];

  it("refuses every planted upward import and the planted cycle, naming DESIGN.md §2", () => {
    for (const { file, source } of planted) writeFileSync(join(copy, file), source);
    const { status, output } = lint();
    expect(status).not.toBe(0);
    for (const { file, rule, says } of planted) {
      const diagnostic = output.split(/\n(?=\S+:\d+:\d+ lint\/)/).find((block) => block.startsWith(`${file}:`));
      expect(diagnostic, `${file} should be refused`).toBeDefined();
      expect(diagnostic).toContain(rule);
      expect(diagnostic).toContain(says);
      if (rule === "noRestrictedImports") expect(diagnostic).toContain("DESIGN.md §2");
    }
  });
});
