/**
 * One reference API per Playwright worker: the built app (dist/) served by `server/main.ts` with a
 * fresh embedded database of its own (a copy of the migrated and seeded one, tests/support/seeded-database.ts,
 * which the global setup has built), started when the worker's first test needs it and stopped with the worker. Tests of one spec file run in order in one worker and share its server, as they shared
 * the one server before; files run in parallel workers without sharing anything.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copySeededDatabase } from "../../support/seeded-database.ts";
import { baseURL, port } from "./base-url.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const readyPath = "/api/tenant/config/theme-data/mobile";
const startTimeoutMs = 60_000;

export type WorkerServer = { baseURL: string; port: number; stop: () => Promise<void> };

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts this worker's server and waits until it answers; its output goes to test-results/e2e-servers/. */
export async function startWorkerServer(about: string): Promise<WorkerServer> {
  if (await answers(`${baseURL}${readyPath}`)) {
    throw new Error(`port ${port} already answers: another e2e run or a stale server holds it (set E2E_PORT)`);
  }
  const keepData = process.env.E2E_DATA_DIR;
  const dataDir = keepData ? join(keepData, `worker-${port}`) : mkdtempSync(join(tmpdir(), `player-e2e-${port}-`));
  if (!existsSync(join(dataDir, "pglite"))) await copySeededDatabase(dataDir);
  const logDir = join(root, "test-results", "e2e-servers");
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `server-${port}.log`));
  log.write(`e2e server for ${about} on port ${port}, data in ${dataDir}\n`);
  const child: ChildProcess = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(root, "dist"),
      FLOWS_DIR: join(root, "dist-flows"),
      SANDBOX: "1",
      // Node-side helpers (paths/players.ts) call as from their own addresses; the browser has none.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startTimeoutMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!(await answers(`${baseURL}${readyPath}`))) {
    if (gone) throw new Error(`the e2e server on port ${port} exited; see test-results/e2e-servers/server-${port}.log`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on port ${port} did not answer within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, port, stop };
}
