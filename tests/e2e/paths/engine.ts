import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { createActor } from "xstate";
import type { PathModel } from "../../../machines/path-model.ts";
import {
  candidatePaths,
  coverageOf,
  eventsOf,
  greedyCover,
  type ListedPath,
  listedPaths,
  type PathStep,
  playwrightCommand,
  stateName,
  stepLines,
  stepWords,
  transitionsOf,
} from "../../../machines/path-plan.ts";
import { transitionName } from "../../../machines/transition-name.ts";
import { inspectionChannel } from "../../../src/lib/inspection-channel.ts";

/**
 * Model-based path tests through the real UI. The paths are the listed paths of
 * machines/path-plan.ts (the same the Vitest path tests walk), titled by their names; a
 * driver says how a player performs each event (fill, tap, a sandbox action, a second device)
 * and what the player sees in each state. The requests of the machine's invoked
 * actors are held at the network until the path says the server answers, so
 * in-flight states can be seen and asserted; the answer itself comes from the
 * reference API. The app runs with ?inspect, and every step also checks the
 * running actor's state as the visualiser would see it.
 */

/** A step of a path: its event (with the variant's name), the states before and after, the transitions. */
export type Step = PathStep;

export type DriveContext = {
  page: Page;
  /** The path being walked (its events; the actor's start is the driver's `start`), and the step being performed. */
  steps: Step[];
  index: number;
  /** Per-path scratch space for drivers (the arranged player, a typed phone...). */
  data: Record<string, unknown>;
  /** How many snapshots the machine's actor has reported so far (a self-transition reports one too). */
  snapshots: () => Promise<number>;
  /** Lets one held request of an invoked actor go through (continue), or fail it at the network (abort). */
  release: (actorId: string, how: "continue" | "abort") => Promise<Request>;
};

export type UiDriver = {
  model: PathModel;
  /** The id of the machine as the live inspection reports it. */
  machineId: string;
  /** The URL patterns of the requests each invoked actor makes. */
  requests: Record<string, RegExp>;
  /** Makes the server and the page what the path needs (through the API, logging in), before any request is held. */
  arrange?: (ctx: DriveContext) => Promise<void>;
  /** Opens the screen where the machine starts; from here the actor's requests are held. */
  start: (ctx: DriveContext) => Promise<void>;
  /** How each event type is performed. Done and error events of held actors are released by default. */
  events: Record<string, (ctx: DriveContext, step: Step) => Promise<void>>;
  /** What the player sees in each state, by state name (`codeSent.{cooldown.coolingDown, code.entering}`). */
  states: Record<string, (ctx: DriveContext) => Promise<void>>;
  /** Why a step cannot be driven from the UI, or null when it can. */
  undrivable?: (step: Step, index: number, steps: Step[]) => string | null;
  /** States in which the app has left for another page (no inspection there). */
  leavesApp?: string[];
  /** A time limit for one path when it needs more than the default. */
  timeout?: (steps: Step[]) => number;
  /**
   * The paths move the sandbox clock by more than a minute (minutes of play): they run in workers whose servers no
   * other spec uses (tests/e2e/paths-own-clock.spec.ts), so the other specs keep today.
   */
  movesClock?: boolean;
};

/** A UI path test: a listed path, or a top-up that takes what undrivable listed paths would have. */
export type UiPath = { path: ListedPath; driver: UiDriver; steps: Step[]; listed: boolean };

export type UiPlan = {
  machine: string;
  /** The tests, titled by the paths' names: listed paths first, then top-ups. */
  paths: UiPath[];
  /** Listed paths with no UI test, with the first reason. */
  undrivable: { path: ListedPath; why: string }[];
  /** Transitions of the machine the UI paths take / total, and why each other one is not. */
  transitions: { reached: number; total: number; missing: { transition: string; why: string }[] };
  states: { reached: number; total: number; missing: string[] };
};

/** Why a path cannot be walked through the UI (its model has no driver, or a step cannot be driven), or null. */
function blockerOf(path: ListedPath, drivers: UiDriver[]): { driver: UiDriver | null; why: string | null } {
  const driver = drivers.find((d) => d.model.name === path.model) ?? null;
  if (!driver) return { driver, why: `no UI driver starts the machine as ${path.model} does` };
  const steps = eventsOf(path);
  for (const [index, step] of steps.entries()) {
    const why = driver.undrivable?.(step, index, steps) ?? null;
    if (why) return { driver, why };
  }
  return { driver, why: null };
}

/**
 * The UI tests of one machine: each listed path (machines/path-plan.ts) a driver can drive,
 * then, for what the undrivable listed paths would have taken, the fewest drivable candidates
 * that take it (top-ups, named in the same scheme). What no drivable path takes is listed with
 * the reason.
 */
export function planMachineUi(models: PathModel[], drivers: UiDriver[]): UiPlan {
  const machine = models[0]?.machine;
  if (!machine) throw new Error("no models");
  const listed = listedPaths(models);
  const paths: UiPath[] = [];
  const undrivable: UiPlan["undrivable"] = [];
  for (const path of listed) {
    const { driver, why } = blockerOf(path, drivers);
    if (driver && !why) paths.push({ path, driver, steps: eventsOf(path), listed: true });
    else undrivable.push({ path, why: why ?? "no driver" });
  }
  const listedNames = new Set(listed.map((path) => path.name));
  const candidates = candidatePaths(models).map((path) => ({ path, ...blockerOf(path, drivers) }));
  const drivable = candidates.filter((c) => c.driver && !c.why && !listedNames.has(c.path.name));
  const covered = new Set(
    paths.flatMap(({ path }) => [
      ...path.states.map((id) => `state ${id}`),
      ...path.transitions.map((t) => `transition ${t}`),
    ]),
  );
  for (const path of greedyCover(
    drivable.map((c) => c.path),
    covered,
  )) {
    const driver = drivable.find((c) => c.path === path)?.driver;
    if (driver) paths.push({ path, driver, steps: eventsOf(path), listed: false });
  }
  const coverage = coverageOf(
    machine,
    paths.map(({ path }) => path),
  );
  const taken = new Set(paths.flatMap(({ path }) => path.transitions));
  const missing = transitionsOf(machine)
    .map(transitionName)
    .filter((t) => !taken.has(t))
    .map((transition) => ({
      transition,
      why:
        candidates.find((c) => c.why && c.path.transitions.includes(transition))?.why ?? "no generated path takes it",
    }));
  return {
    machine: machine.id,
    paths,
    undrivable,
    transitions: { reached: coverage.transitions.reached, total: coverage.transitions.total, missing },
    states: coverage.states,
  };
}

/** A readable listing of a plan, as `npm run paths -- <machine> --ui` prints it. */
export function describePlan(plan: UiPlan, full: boolean): string[] {
  const topUps = plan.paths.filter((p) => !p.listed).length;
  const lines = [
    `${plan.machine}: ${plan.paths.length} UI paths (${plan.paths.length - topUps} listed, ${topUps} UI-only); ` +
      `transitions ${plan.transitions.reached}/${plan.transitions.total}, states ${plan.states.reached}/${plan.states.total}`,
  ];
  for (const { transition, why } of plan.transitions.missing)
    lines.push(`not drivable: ${transition}`, `  because ${why}`);
  if (!full) return lines;
  for (const { path, listed } of plan.paths) {
    lines.push("", `# ${path.name}${listed ? "" : "  [UI-only: tops up what an undrivable listed path takes]"}`);
    lines.push(...stepLines(path), `ui: ${playwrightCommand(path)}`);
  }
  if (plan.undrivable.length > 0) {
    lines.push("", `${plan.undrivable.length} listed paths cannot be driven from the UI:`);
    for (const { path, why } of plan.undrivable) lines.push(`- ${path.name}`, `  because ${why}`);
  }
  return lines;
}

declare global {
  interface Window {
    __flows?: Record<string, { value: unknown; seq: number }>;
  }
}

/**
 * Collects the app's live inspection messages in the page, as the visualiser tab would.
 * The init script runs in the page: the channel's name goes in as its argument (a module
 * variable of this file does not exist there).
 */
async function listenToInspection(page: Page): Promise<void> {
  await page.addInitScript((channel: string) => {
    sessionStorage.setItem("player-app:inspect", "1");
    const flows: Record<string, { value: unknown; seq: number }> = {};
    window.__flows = flows;
    let seq = 0;
    new BroadcastChannel(channel).onmessage = (message) => {
      const data = message.data as { machine: string; value: unknown };
      seq += 1;
      flows[data.machine] = { value: data.value, seq };
    };
  }, inspectionChannel);
}

type Gate = { pattern: RegExp; held: Route[]; waiting: ((route: Route) => void)[] };

type Holder = {
  /** From now on every matching request waits for the path; those let through before have all finished. */
  hold: () => Promise<void>;
  release: DriveContext["release"];
};

/**
 * Holds every request of the machine's invoked actors until the path releases it. The gates are in place from
 * before `arrange`, letting requests through until `hold()`: a screen opened while arranging (the home screen
 * reads the game accounts too) may have a matching request in flight, and the query client would hand the
 * flow that answer instead of asking again, so the first step would find its request never made. `hold()`
 * waits until every request let through has finished.
 */
async function gateActorRequests(page: Page, requests: Record<string, RegExp>): Promise<Holder> {
  const gates = new Map<string, Gate>();
  let holding = false;
  const passing = new Set<Request>();
  const settled: (() => void)[] = [];
  const finish = (request: Request) => {
    if (!passing.delete(request)) return;
    if (passing.size === 0) for (const done of settled.splice(0)) done();
  };
  page.on("requestfinished", finish);
  page.on("requestfailed", finish);
  for (const [actorId, pattern] of Object.entries(requests)) {
    const gate: Gate = { pattern, held: [], waiting: [] };
    gates.set(actorId, gate);
    await page.route(pattern, (route) => {
      if (route.request().method() === "OPTIONS") return route.continue();
      if (!holding) {
        passing.add(route.request());
        return route.continue();
      }
      const waiter = gate.waiting.shift();
      if (waiter) waiter(route);
      else gate.held.push(route);
    });
  }
  const hold = async () => {
    holding = true;
    if (passing.size > 0) await new Promise<void>((done) => settled.push(done));
  };
  const release: DriveContext["release"] = async (actorId, how) => {
    const gate = gates.get(actorId);
    if (!gate) throw new Error(`no held requests for actor ${actorId}`);
    const route =
      gate.held.shift() ??
      (await Promise.race([
        new Promise<Route>((resolve) => gate.waiting.push(resolve)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the app made no request for ${actorId}`)), 20_000),
        ),
      ]));
    if (how === "abort") await route.abort("connectionfailed");
    else await route.continue();
    return route.request();
  };
  return { hold, release };
}

async function expectState(ctx: DriveContext, driver: UiDriver, value: unknown): Promise<void> {
  const name = stateName(value);
  if (!driver.leavesApp?.includes(name)) {
    await expect
      .poll(
        async () => {
          const seen = await ctx.page.evaluate((id) => window.__flows?.[id]?.value ?? null, driver.machineId);
          return seen === null ? "(no actor)" : stateName(seen);
        },
        // read often: a step's state usually arrives within tens of milliseconds, and the default first
        // intervals (100, 250, 500 ms) would add their wait to every step of every path
        { message: `the ${driver.machineId} actor should be in ${name}`, intervals: [20, 50, 100, 250] },
      )
      .toBe(name);
  }
  const assertUi = driver.states[name];
  if (!assertUi) throw new Error(`the ${driver.machineId} driver has no UI assertion for state ${name}`);
  await test.step(`sees ${name}`, () => assertUi(ctx));
}

async function perform(ctx: DriveContext, driver: UiDriver, step: Step): Promise<void> {
  const own = driver.events[step.event.type];
  if (own) return own(ctx, step);
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type);
  if (settled?.[2] && driver.requests[settled[2]]) {
    const error = step.event.error as { status?: number } | undefined;
    await ctx.release(settled[2], settled[1] === "error" && error?.status === 0 ? "abort" : "continue");
    return;
  }
  throw new Error(`the ${driver.machineId} driver cannot perform ${step.event.type}`);
}

/** Walks one path through the UI: arrange and open, then perform each step and check where it landed. */
export async function walkUiPath(page: Page, driver: UiDriver, steps: Step[]): Promise<void> {
  await listenToInspection(page);
  const ctx: DriveContext = {
    page,
    steps,
    index: -1,
    data: {},
    snapshots: () => page.evaluate((id) => window.__flows?.[id]?.seq ?? 0, driver.machineId),
    release: () => Promise.reject(new Error("requests are held only from start()")),
  };
  const gates = await gateActorRequests(page, driver.requests);
  if (driver.arrange) await test.step("arrange", () => driver.arrange?.(ctx) ?? Promise.resolve());
  await gates.hold();
  ctx.release = gates.release;
  const initial = createActor(driver.model.machine, { input: driver.model.input }).getSnapshot().value;
  await test.step("start", () => driver.start(ctx));
  await expectState(ctx, driver, initial);
  for (const [index, step] of steps.entries()) {
    ctx.index = index;
    await test.step(`${stateName(step.from)} --${stepWords(step)}--> ${stateName(step.to)}`, async () => {
      await perform(ctx, driver, step);
      await expectState(ctx, driver, step.to);
    });
  }
}

/** The steps still to come after the one being performed. */
export function upcoming(ctx: DriveContext): Step[] {
  return ctx.steps.slice(ctx.index + 1);
}

/** The next step of the path, if any. */
export function nextStep(ctx: DriveContext): Step | undefined {
  return ctx.steps[ctx.index + 1];
}
