import { expect, type Page, type Request, type Route, test } from "@playwright/test";
import { createActor, type EventObject } from "xstate";
import type { PathModel } from "../../../machines/path-model.ts";
import { inspectionChannel } from "../../../src/lib/inspection-channel.ts";
import {
  coverageOf,
  describeTransition,
  eventLabel,
  generatePaths,
  type Path,
  stateName,
  stepsOf,
  transitionsOf,
  walkPath,
} from "../../support/paths.ts";

/**
 * Model-based path tests through the real UI. The paths come from the same
 * graph as the Vitest path tests (tests/support/paths.ts); a driver says how a
 * player performs each event (fill, tap, a sandbox action, a second device) and
 * what the player sees in each state. The requests of the machine's invoked
 * actors are held at the network until the path says the server answers, so
 * in-flight states can be seen and asserted; the answer itself comes from the
 * reference API. The app runs with ?inspect, and every step also checks the
 * running actor's state as the visualiser would see it.
 */

export type Step = { event: EventObject & Record<string, unknown>; from: unknown; to: unknown };

export type DriveContext = {
  page: Page;
  /** The path being walked, and the index of the step being performed. */
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
};

export type UiPlan = {
  driver: UiDriver;
  paths: { name: string; steps: Step[] }[];
  /** Transitions of the machine, reached by the UI paths / total. */
  transitions: { reached: number; total: number; missing: { transition: string; why: string }[] };
  states: { reached: number; total: number; missing: string[] };
  /** Transitions the UI paths take (describeTransition names). */
  taken: Set<string>;
  /** Generated paths left out because a step cannot be driven, with the first reason. */
  undrivablePaths: { name: string; why: string }[];
};

function toSteps(model: PathModel, path: Path): Step[] {
  const initial = createActor(model.machine, { input: model.input }).getSnapshot().value;
  let from: unknown = initial;
  return stepsOf(path).map((step) => {
    const out = { event: step.event as Step["event"], from, to: step.state.value };
    from = step.state.value;
    return out;
  });
}

/**
 * The UI paths of a machine: of the generated paths that can be driven from the
 * UI, the fewest (greedily) that together take every transition they can reach.
 * Transitions only undrivable paths take are listed with the reason.
 */
export function planUiPaths(driver: UiDriver): UiPlan {
  const { model } = driver;
  const candidates = generatePaths(model).map((path) => {
    const steps = toSteps(model, path);
    const blockers = steps
      .map((step, index) => driver.undrivable?.(step, index, steps) ?? null)
      .filter((why): why is string => why !== null);
    return { path, steps, walk: walkPath(model, path), blockers };
  });
  const drivable = candidates.filter((candidate) => candidate.blockers.length === 0);
  const covered = new Set<string>();
  const chosen: typeof drivable = [];
  for (;;) {
    let best: (typeof drivable)[number] | null = null;
    let bestGain = 0;
    for (const candidate of drivable) {
      const gain = [...candidate.walk.taken].filter((t) => !covered.has(t)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && candidate.steps.length < best.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const t of best.walk.taken) covered.add(t);
  }
  const coverage = coverageOf(
    model,
    chosen.map((candidate) => candidate.walk),
  );
  const missing = transitionsOf(model.machine)
    .map(describeTransition)
    .filter((t) => !covered.has(t))
    .map((transition) => {
      const blocked = candidates.find((candidate) => candidate.walk.taken.has(transition));
      return { transition, why: blocked?.blockers[0] ?? "no generated path takes it" };
    });
  return {
    driver,
    paths: chosen.map((candidate) => ({ name: pathName(candidate.steps), steps: candidate.steps })),
    transitions: { reached: coverage.transitions.reached, total: coverage.transitions.total, missing },
    states: coverage.states,
    taken: covered,
    undrivablePaths: candidates
      .filter((candidate) => candidate.blockers.length > 0)
      .map((candidate) => ({ name: pathName(candidate.steps), why: candidate.blockers[0] as string })),
  };
}

/**
 * The UI coverage of one machine over all its drivers (a machine can start in several
 * ways, e.g. a fresh or a restored session): transitions taken / total, and for each one
 * not taken the reason no driver could take it.
 */
export function machineCoverage(plans: UiPlan[]): {
  reached: number;
  total: number;
  missing: { transition: string; why: string }[];
} {
  const machine = plans[0]?.driver.model.machine;
  if (!machine) return { reached: 0, total: 0, missing: [] };
  const taken = new Set(plans.flatMap((plan) => [...plan.taken]));
  const all = transitionsOf(machine).map(describeTransition);
  const missing = all
    .filter((t) => !taken.has(t))
    .map((transition) => ({
      transition,
      why:
        plans.flatMap((plan) => plan.transitions.missing).find((m) => m.transition === transition)?.why ??
        "no generated path takes it",
    }));
  return { reached: all.length - missing.length, total: all.length, missing };
}

function pathName(steps: Step[]): string {
  const events = steps.map((step) => shortEvent(step.event));
  return `${events.join(" → ") || "start"} ⇒ ${stateName(steps.at(-1)?.to ?? "initial")}`;
}

function shortEvent(event: EventObject): string {
  const type = event.type
    .replace(/^xstate\.(done|error)\.actor\./, "$1:")
    .replace(/^xstate\.after\.([^.]+).*/, "after:$1");
  const error = (event as { error?: { messageKey?: string; status?: number } }).error;
  if (error) return `${type}(${error.status === 0 ? "network" : error.messageKey})`;
  return type;
}

/** A readable listing of a plan, as `npm run paths -- <machine> --ui` prints it. */
export function describePlan(plan: UiPlan): string[] {
  const lines = [
    `${plan.driver.model.name}: ${plan.paths.length} UI paths; transitions ${plan.transitions.reached}/${plan.transitions.total}, states ${plan.states.reached}/${plan.states.total}`,
  ];
  for (const path of plan.paths) {
    lines.push("", `# ${path.name}`);
    for (const step of path.steps) {
      lines.push(`${stateName(step.from)} --${eventLabel(step.event)}--> ${stateName(step.to)}`);
    }
  }
  if (plan.undrivablePaths.length > 0) {
    lines.push("", `${plan.undrivablePaths.length} generated paths cannot be driven from the UI:`);
    for (const path of plan.undrivablePaths) lines.push(`- ${path.name}`, `  because ${path.why}`);
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

/** Holds every request of the machine's invoked actors until the path releases it. */
async function holdActorRequests(page: Page, requests: Record<string, RegExp>): Promise<DriveContext["release"]> {
  const gates = new Map<string, Gate>();
  for (const [actorId, pattern] of Object.entries(requests)) {
    const gate: Gate = { pattern, held: [], waiting: [] };
    gates.set(actorId, gate);
    await page.route(pattern, (route) => {
      if (route.request().method() === "OPTIONS") return route.continue();
      const waiter = gate.waiting.shift();
      if (waiter) waiter(route);
      else gate.held.push(route);
    });
  }
  return async (actorId, how) => {
    const gate = gates.get(actorId);
    if (!gate) throw new Error(`no held requests for actor ${actorId}`);
    const route =
      gate.held.shift() ??
      (await Promise.race([
        new Promise<Route>((resolve) => gate.waiting.push(resolve)),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the app made no request for ${actorId}`)), 15_000),
        ),
      ]));
    if (how === "abort") await route.abort("connectionfailed");
    else await route.continue();
    return route.request();
  };
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
  if (driver.arrange) await test.step("arrange", () => driver.arrange?.(ctx) ?? Promise.resolve());
  ctx.release = await holdActorRequests(page, driver.requests);
  const initial = createActor(driver.model.machine, { input: driver.model.input }).getSnapshot().value;
  await test.step("start", () => driver.start(ctx));
  await expectState(ctx, driver, initial);
  for (const [index, step] of steps.entries()) {
    ctx.index = index;
    await test.step(`${stateName(step.from)} --${shortEvent(step.event)}--> ${stateName(step.to)}`, async () => {
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
