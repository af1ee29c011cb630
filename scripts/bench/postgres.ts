/**
 * A throwaway PostgreSQL for the bench: Debian's server binaries (/usr/lib/postgresql/<version>/bin),
 * a cluster in a temporary folder, listening on 127.0.0.1 on a free port with its socket in that folder.
 * initdb refuses root, so as root the cluster belongs to the `postgres` user. `stop()` stops the server
 * and removes the folder; it is safe to call twice, and the bench calls it on failure too.
 * `stopServer()` and `startServer()` stop and start the same cluster (same data, port and socket folder):
 * the chaos run's database outage (scripts/chaos.ts).
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Postgres = {
  url: string;
  version: string;
  /** The postmaster's process id (its backends are its children), null when it is not running. */
  pid: () => number | null;
  /** Stops the server (`pg_ctl stop -m fast`: open connections are cut) and keeps its data; resolves once it is down. */
  stopServer: () => Promise<void>;
  /** Starts the stopped server again on the same port; resolves once it accepts connections. */
  startServer: () => Promise<void>;
  /** Whether the server is running (as far as this process started and stopped it). */
  running: () => boolean;
  stop: () => void;
};

/** The newest installed server's bin folder, or null when PostgreSQL is not installed. */
export function findPostgres(): { bin: string; version: string } | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? { bin: join(root, versions[0], "bin"), version: versions[0] } : null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(found: { bin: string; version: string }): Promise<Postgres> {
  const folder = mkdtempSync(join(tmpdir(), "player-bench-pg-"));
  const data = join(folder, "data");
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()) : null;
  const group = asRoot ? Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()) : null;
  if (owner !== null && group !== null) chownSync(folder, owner, group);
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", join(found.bin, tool), ...args]] : [join(found.bin, tool), args];
  const run = (tool: string, args: string[]) => {
    const [file, full] = command(tool, args);
    execFileSync(file, full, { stdio: ["ignore", "pipe", "pipe"], cwd: folder });
  };
  /** The same without blocking this process's event loop (the chaos run's clients keep running meanwhile). */
  const runAsync = (tool: string, args: string[]) =>
    new Promise<void>((done, failed) => {
      const [file, full] = command(tool, args);
      execFile(file, full, { cwd: folder }, (error, _stdout, stderr) =>
        error ? failed(new Error(`${tool} failed: ${stderr || error.message}`)) : done(),
      );
    });
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"]);
      } catch {
        // already gone: the folder goes anyway
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    run("initdb", ["-D", data, "-U", "bench", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c max_connections=100`;
    const startArgs = ["start", "-D", data, "-w", "-t", "30", "-l", join(folder, "server.log"), "-o", options];
    const startServer = async () => {
      if (started) return;
      started = true;
      await runAsync("pg_ctl", startArgs);
    };
    const stopServer = async () => {
      if (!started) return;
      await runAsync("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "30"]);
      started = false;
    };
    started = true;
    run("pg_ctl", startArgs);
    const pid = () => {
      try {
        return Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]) || null;
      } catch {
        return null;
      }
    };
    return {
      url: `postgres://bench@127.0.0.1:${port}/postgres`,
      version: found.version,
      pid,
      stopServer,
      startServer,
      running: () => started,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
