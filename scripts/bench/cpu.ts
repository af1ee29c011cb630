/**
 * CPU time spent by processes (Linux /proc), so a load's figure can be split into what the API
 * processes, the database and the load generator itself each cost per request: on a small or busy
 * machine the requests/s say how much CPU was free, CPU ms per request does not depend on it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

let ticks: number | null = null;
const ticksPerSecond = () => {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
};

type Stat = { ppid: number; own: number; children: number };

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces: the fields after it start past the last ")"
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const field = (n: number) => Number(fields[n - 3] ?? 0);
    return { ppid: field(4), own: field(14) + field(15), children: field(16) + field(17) };
  } catch {
    return null;
  }
}

/** CPU seconds of these processes so far (their own time only). */
export function cpuOf(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.own ?? 0), 0) / ticksPerSecond();
}

/**
 * CPU seconds of a process tree (PostgreSQL: the postmaster, its live backends and the ones that have
 * ended, which the postmaster has waited for).
 */
export function cpuOfTree(root: number): number {
  const top = stat(root);
  if (!top) return 0;
  let total = top.own + top.children;
  if (existsSync("/proc")) {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      const child = stat(Number(entry));
      if (child?.ppid === root) total += child.own;
    }
  }
  return total / ticksPerSecond();
}

/** This process's CPU seconds (the load generator and driver-direct loops run here). */
export const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
