import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "../support/chromium.ts";
import { arrangePlayer, openSignedIn } from "./paths/players.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 16: /home loads without long tasks. A cold load of the lobby, signed in, until its catalogue shows:
 *
 * - no task of the page's main thread takes more than 50 ms of CPU. Measured as the CPU time of each task (the trace's
 *   `tdur` of `RunTask`), not its wall time: on a CI machine whose two cores are shared, a task that waits for the
 *   CPU lasts longer on the clock (200 ms for 2 ms of work was seen), and CPU throttling only multiplies that noise,
 *   while a task's CPU time stays put from run to run (±3 ms here). 50 ms of CPU on a CI core is far above what the
 *   lobby needs now (about 25 ms for its longest task on the machine this was written on) and far below what it took
 *   while the screens built the contract's schemas on the main thread (70 to 100 ms);
 * - the contract's schema library (arktype) is not evaluated on the main thread: answers are checked in a worker
 *   (src/api/answer-check.ts), and nothing /home shows needs a schema.
 *
 * It opens a browser of its own: the layout guard of the other specs checks the screen from inside the page, and its
 * checks would be measured as the lobby's.
 */

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** Longest tasks of the renderer's main thread, longest first: CPU time and wall time, in ms. */
function mainThreadTasks(events: TraceEvent[]): { cpu: number; wall: number }[] {
  const main = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter((event) => event.ph === "X" && event.name === "RunTask" && main.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ cpu: (event.tdur ?? 0) / 1000, wall: (event.dur ?? 0) / 1000 }))
    .sort((a, b) => b.cpu - a.cpu);
}

/**
 * The yardstick: a fixed piece of work (sorting and serialising 30,000 numbers) run as one task of the page's main
 * thread, its CPU time measured from the same trace events. The lobby's longest task is judged against it, so a
 * slower or busier machine (a slower core, its caches shared with a second suite) raises the limit by as much as
 * it slows the yardstick, and a lobby that really builds a long task still fails: its task grows, the yardstick
 * does not.
 */
// taken on the 2-core machine the limit was set on (14.5–15.2 ms in three runs with a second suite running)
const YARDSTICK_MS = 14;
/** The longest task the lobby may take, in CPU ms, on a machine whose yardstick takes YARDSTICK_MS. */
const LONG_TASK_MS = 50;
async function yardstick(browser: Browser, page: Page): Promise<number> {
  await browser.startTracing(page, { categories: ["disabled-by-default-devtools.timeline", "__metadata"] });
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        setTimeout(() => {
          let seed = 7;
          const numbers = Array.from({ length: 30_000 }, () => {
            seed = (seed * 16_807) % 2_147_483_647;
            return seed / 2_147_483_647;
          });
          numbers.sort((a, b) => a - b);
          (window as unknown as { yardstick?: number }).yardstick = JSON.stringify(numbers).length;
          done();
        }, 0),
      ),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return mainThreadTasks(trace.traceEvents)[0]?.cpu ?? 0;
}

/** One cold load of the lobby in a browser of its own: its main thread's tasks and the scripts it compiled. */
async function coldLobbyLoad(baseURL: string, player: Awaited<ReturnType<typeof arrangePlayer>>) {
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, locale: "en-US" });
    const page = await context.newPage();
    // the scripts the page's main thread compiles (a worker's are not reported here)
    const cdp = await context.newCDPSession(page);
    const scripts: { id: string; url: string }[] = [];
    cdp.on("Debugger.scriptParsed", (script) => {
      if (script.url.startsWith(`${baseURL}/`)) scripts.push({ id: script.scriptId, url: script.url });
    });
    await cdp.send("Debugger.enable");
    await browser.startTracing(page, { categories: ["disabled-by-default-devtools.timeline", "__metadata"] });
    await openSignedIn(page, player);
    await expect(page.getByRole("heading", { name: "New games" })).toBeVisible();
    await expect(page.locator(".user-card__held-amount")).toHaveText(/RM/);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const withArktype: string[] = [];
    for (const script of scripts) {
      const { scriptSource } = await cdp.send("Debugger.getScriptSource", { scriptId: script.id });
      // a property name of every arktype node, kept by the minifier
      if (scriptSource.includes("arkKind")) withArktype.push(script.url);
    }
    return {
      tasks: mainThreadTasks(trace.traceEvents),
      scripts: scripts.length,
      withArktype,
      yardstick: await yardstick(browser, page),
    };
  } finally {
    await browser.close();
  }
}

/**
 * A single task now and then takes 100-200 ms of CPU on a shared 2-core machine whatever the page does (seen once in
 * three identical cold loads, the other two near 25 ms): a collection or the machine taking the core's caches. So up
 * to three cold loads are made, and the lobby passes when one of them has no long task; a lobby that really builds a
 * long task (as when the screens built schemas on the main thread: 70-100 ms every time) fails all three.
 */
const COLD_LOADS = 3;

test("the lobby loads without a long task, and without the schema library on the main thread", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const player = await arrangePlayer();
  const seen: string[] = [];
  let passed = false;
  for (let load = 0; load < COLD_LOADS && !passed; load += 1) {
    const { tasks, scripts, withArktype, yardstick } = await coldLobbyLoad(baseURL ?? "", player);
    expect(tasks.length, "the trace holds the main thread's tasks").toBeGreaterThan(100);
    expect(scripts, "the page's scripts were seen").toBeGreaterThan(5);
    expect(withArktype, "scripts evaluated on the main thread that carry arktype").toEqual([]);
    expect(yardstick, "the yardstick's task was found in its trace").toBeGreaterThan(0);
    // 50 ms on a machine as fast as the one the yardstick was taken on; more, in proportion, on a slower one
    const allowed = LONG_TASK_MS * Math.max(1, yardstick / YARDSTICK_MS);
    const longest = tasks.slice(0, 5).map((task) => `${task.cpu.toFixed(1)} ms CPU (${task.wall.toFixed(0)} ms wall)`);
    seen.push(
      `load ${load + 1}: ${longest.join(", ")}; yardstick ${yardstick.toFixed(1)} ms, allowed ${allowed.toFixed(0)} ms`,
    );
    passed = (tasks[0]?.cpu ?? 0) <= allowed;
  }
  test.info().annotations.push({ type: "longest main-thread tasks", description: seen.join("; ") });
  expect(passed, `longest tasks: ${seen.join("; ")}`).toBe(true);
});
