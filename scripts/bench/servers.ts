/**
 * API instances for the bench, each a child process (`node server/main.ts`): one process is one core,
 * so two instances in one Node process would measure nothing, and the load generator (autocannon, in
 * the bench's own process) must not share an event loop with the server it measures.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Instance = { base: string; port: number; pid: number; stop: () => Promise<void> };

/** Starts one API process; resolves with its port once it says it listens. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "player-bench-api-"));
  const ownsDataDir = env.DATA_DIR === undefined;
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      SANDBOX: "1",
      STATIC_DIR: "dist",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise<Instance>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the API did not start within 60 s:\n${output}`));
    }, 60_000);
    // once it listens, what the API writes (a JSON line per request) is read and dropped: a pipe left full would
    // stall the API, and kept it would grow for the whole run
    let listening = false;
    const onData = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = /Player API on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        listening = true;
        output = "";
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({ base: `http://127.0.0.1:${port}`, port, pid: child.pid ?? 0, stop });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      if (!listening) output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code}) before it listened:\n${output}`));
    });
  });
}

/** `count` instances on one database, started one after the other (the first migrates and seeds). */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instance[]> {
  const shared = { JWT_SECRET: randomBytes(32).toString("hex"), ...env };
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < count; i++) instances.push(await startInstance(shared));
  } catch (error) {
    await stopAll(instances);
    throw error;
  }
  return instances;
}

export async function stopAll(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.stop()));
}
