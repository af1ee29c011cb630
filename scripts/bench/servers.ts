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

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null; at: number };
/** One line the process wrote, with when (ms since the epoch) and where. */
export type LogLine = { at: number; stream: "stdout" | "stderr"; text: string };

export type Instance = {
  base: string;
  port: number;
  pid: number;
  /** SIGTERM, then SIGKILL after 5 s; removes its data folder when it made it. */
  stop: () => Promise<void>;
  /** Sends a signal now (the chaos run's `kill -9` and graceful restart). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves when the process has exited, however. */
  exited: Promise<ExitInfo>;
  alive: () => boolean;
  /** With `keepLines`: the last lines it wrote to stdout and stderr (at least `keptLines`), oldest first; else none. */
  lines: () => LogLine[];
};

/** Lines of output kept per instance with `keepLines` (the oldest go first). */
const keptLines = 20_000;

/**
 * Starts one API process; resolves with its port once it says it listens. Once it listens, what it writes (a JSON
 * line per request) is read and dropped: a pipe left full would stall the API. With `keepLines` (the chaos run's
 * report) the last lines are kept instead.
 */
export function startInstance(env: Record<string, string>, options: { keepLines?: boolean } = {}): Promise<Instance> {
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
  const lines: LogLine[] = [];
  const partial = { stdout: "", stderr: "" };
  const collect = (stream: "stdout" | "stderr", chunk: Buffer) => {
    if (!options.keepLines) return;
    const text = partial[stream] + chunk.toString();
    const parts = text.split("\n");
    partial[stream] = parts.pop() ?? "";
    const at = Date.now();
    for (const line of parts) if (line.trim() !== "") lines.push({ at, stream, text: line });
    if (lines.length > 2 * keptLines) lines.splice(0, lines.length - keptLines);
  };
  const exited = new Promise<ExitInfo>((done) =>
    child.once("exit", (code, signal) => done({ code, signal, at: Date.now() })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
  };
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
    // the start line (on either stream: the structured logger writes it as JSON); the output before it is kept
    // for the error message, after it only `lines` (with keepLines)
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
        resolve({
          base: `http://127.0.0.1:${port}`,
          port,
          pid: child.pid ?? 0,
          stop,
          kill,
          exited,
          alive,
          lines: () => [...lines],
        });
      }
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      collect("stdout", chunk);
      onData(chunk);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      collect("stderr", chunk);
      onData(chunk);
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
