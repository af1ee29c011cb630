import { expect, type Page, type Route } from "@playwright/test";
import { heartbeatMs } from "../../../machines/play-session.machine.ts";
import { playSessionModel } from "../../../machines/play-session.model.ts";
import type { Game, Provider } from "../../../src/api/contract/games.ts";
import { MYR, newKey } from "../../server/support/wallet.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { catalogueOf } from "../support/lobby.ts";
import type { DriveContext, Step, UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn, sessionToken } from "./players.ts";

/**
 * The play-session statechart on /play_game, as a new player with RM 50 in the game's provider account (so the
 * balance is offered back when the game closes). The game's launch is held until the path starts the session
 * clock. The server's time is the sandbox clock: it moves on 15 minutes for a reality check the path wants (a
 * 15-minute interval is set first) and past a session limit set for the path; the app's 60 s heartbeat timer is
 * Playwright's clock. "No game is open" is made real by the player's other device ending the session first.
 */

type Arranged = { game: Game; provider: Provider };
const arrangedOf = (ctx: DriveContext) => ctx.data.arranged as Arranged;

const realityCheckMinutes = 15;
/** A little past a minute mark on the server, so a due check or a reached limit is surely counted. */
const marginSeconds = 5;

const isVariant = (step: Step, type: string, variant: string) => step.event.type === type && step.variant === variant;
const realityCheckDue = (step: Step) => isVariant(step, "xstate.done.actor.heartbeat", "reality check due");
const limitReached = (step: Step) => step.variant === "play time limit reached";

/**
 * The day's session limit a path needs, in minutes: enough for every reality check before the limit is reached
 * (15 minutes each), and two more; null when the path never reaches it.
 */
function sessionLimitOf(steps: Step[]): number | null {
  const reached = steps.findIndex(limitReached);
  if (reached < 0) return null;
  return steps.slice(0, reached).filter(realityCheckDue).length * realityCheckMinutes + 2;
}

/** Moves the server's clock on. */
async function advanceServer(seconds: number): Promise<void> {
  const res = await e2eApi.call("POST", "/api/sandbox/clock", { body: { advance_seconds: seconds } });
  if (res.status !== 200) throw new Error(`sandbox clock: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Moves the server's clock on so that the session has been played `seconds` since it started (the clock moved
 * by the path so far is counted; the real seconds of the path are a few more).
 */
async function playedAtLeast(ctx: DriveContext, seconds: number): Promise<void> {
  const moved = (ctx.data.moved as number | undefined) ?? 0;
  if (seconds > moved) await advanceServer(seconds - moved);
  ctx.data.moved = Math.max(moved, seconds);
}

/** The player's other device ends the open session: the next question about it answers "No game is open". */
async function endSessionElsewhere(ctx: DriveContext): Promise<void> {
  const res = await e2eApi.call("POST", "/api/player/responsible/play/stop", {
    body: {},
    token: await sessionToken(ctx.page),
  });
  if (res.status !== 200) throw new Error(`stop elsewhere failed: ${res.status} ${JSON.stringify(res.body)}`);
}

async function asPlayer(ctx: DriveContext, path: string, body: object): Promise<void> {
  const res = await e2eApi.call("POST", path, { body, token: await sessionToken(ctx.page) });
  if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Holds the game's launch until `release`: the session clock starts when the launch is in. */
async function holdLaunch(page: Page): Promise<() => Promise<void>> {
  let open = false;
  const held: Route[] = [];
  const waiting: ((route: Route) => void)[] = [];
  await page.route(/\/api\/player\/games\/launch$/, (route) => {
    if (open || route.request().method() === "OPTIONS") return route.continue();
    const waiter = waiting.shift();
    if (waiter) waiter(route);
    else held.push(route);
  });
  return async () => {
    const route = held.shift() ?? (await new Promise<Route>((resolve) => waiting.push(resolve)));
    open = true;
    await route.continue();
  };
}

const frame = (page: Page) => page.locator("iframe.play-game__frame");
const realityCheck = (page: Page) => page.getByRole("dialog", { name: "Reality check" });
const bringBack = (page: Page) => page.getByRole("dialog", { name: "Bring your balance back?" });

/** The game is on: its frame, and nothing over it. */
async function expectGameOn(page: Page): Promise<void> {
  await expect(frame(page)).toBeVisible();
  await expect(realityCheck(page)).toHaveCount(0);
}

/** The game has closed: no frame; its RM 50 is offered back (with the reason, when one is given). */
async function expectGameClosed(ctx: DriveContext, reason?: string): Promise<void> {
  const { page } = ctx;
  await expect(frame(page)).toHaveCount(0);
  await expect(realityCheck(page)).toHaveCount(0);
  const dialog = bringBack(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(new RegExp(`You have RM\\s?50\\.00 in ${arrangedOf(ctx).provider.name}\\.`));
  if (reason) await expect(dialog).toContainText(reason);
  // Escape stays on the screen that says the game closed (no frame comes back); Go back offers the balance again
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(frame(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(dialog).toBeVisible();
}

export const playSessionDriver: UiDriver = {
  model: playSessionModel,
  machineId: "playSession",
  movesClock: true,
  requests: {
    heartbeat: /\/api\/player\/responsible\/play$/,
    keepPlaying: /\/api\/player\/responsible\/play\/keep$/,
    stopPlaying: /\/api\/player\/responsible\/play\/stop$/,
  },
  undrivable(step, index) {
    if (step.event.type === "playSession.start" && index > 0) {
      return "the screen starts the session clock once per launch; only opening the game again launches it again";
    }
    return null;
  },
  async arrange(ctx) {
    const { page } = ctx;
    // the app's heartbeat timer is Playwright's clock
    await page.clock.install();
    const player = await arrangePlayer({ pin: true, myr: 100 });
    await openSignedIn(page, player);
    const catalogue = await catalogueOf(page);
    const provider = catalogue.providers.find((p) => !p.maintenance);
    const game = catalogue.games.find((item) => item.provider_code === provider?.code);
    if (!provider || !game) throw new Error("no open provider with a game");
    ctx.data.arranged = { game, provider } satisfies Arranged;
    await asPlayer(ctx, "/api/player/games/transfer", {
      from: "wallet",
      to: provider.code,
      amount: MYR(50),
      pin: "123456",
      idempotency_key: newKey(),
    });
    if (ctx.steps.some(realityCheckDue)) {
      await asPlayer(ctx, "/api/player/responsible/reality_check", { minutes: realityCheckMinutes });
    }
    const limit = sessionLimitOf(ctx.steps);
    if (limit !== null) await asPlayer(ctx, "/api/player/responsible/limit", { key: "session_day", value: limit });
    ctx.data.releaseLaunch = await holdLaunch(page);
  },
  async start(ctx) {
    await ctx.page.goto(`/play_game?game=${arrangedOf(ctx).game._id}`);
  },
  events: {
    async "playSession.start"(ctx) {
      // the launch is in: the screen shows the game and starts the session clock
      await (ctx.data.releaseLaunch as () => Promise<void>)();
      ctx.data.launched = true;
    },
    async "xstate.done.actor.heartbeat"(ctx, step) {
      if (step.variant === "reality check due") {
        const checks = ctx.steps.slice(0, ctx.index + 1).filter(realityCheckDue).length;
        await playedAtLeast(ctx, checks * realityCheckMinutes * 60 + marginSeconds);
      }
      if (limitReached(step)) await playedAtLeast(ctx, (sessionLimitOf(ctx.steps) ?? 0) * 60 + marginSeconds);
      await ctx.release("heartbeat", "continue");
    },
    async "xstate.error.actor.heartbeat"(ctx, step) {
      if (messageOf(step.event) === "No game is open") {
        await endSessionElsewhere(ctx);
        await ctx.release("heartbeat", "continue");
      } else {
        await ctx.release("heartbeat", "abort");
      }
    },
    async "xstate.after.heartbeatInterval.playSession.watching.playing"(ctx) {
      await ctx.page.clock.fastForward(heartbeatMs);
    },
    async "playSession.keep"(ctx) {
      await realityCheck(ctx.page).getByRole("button", { name: "Keep playing" }).click();
    },
    async "playSession.stop"(ctx) {
      await realityCheck(ctx.page).getByRole("button", { name: "Stop playing" }).click();
    },
    async "playSession.setLimits"(ctx) {
      await realityCheck(ctx.page).getByRole("button", { name: "Set limits" }).click();
    },
    async "xstate.done.actor.keepPlaying"(ctx, step) {
      if (limitReached(step)) await playedAtLeast(ctx, (sessionLimitOf(ctx.steps) ?? 0) * 60 + marginSeconds);
      await ctx.release("keepPlaying", "continue");
    },
    async "xstate.error.actor.keepPlaying"(ctx, step) {
      if (messageOf(step.event) === "No game is open") {
        await endSessionElsewhere(ctx);
        await ctx.release("keepPlaying", "continue");
      } else {
        await ctx.release("keepPlaying", "abort");
      }
    },
  },
  states: {
    async idle(ctx) {
      const { page } = ctx;
      await expect(realityCheck(page)).toHaveCount(0);
      // before the launch is in: the game is being opened; after "No game is open": the game stays as it was
      if (ctx.data.launched) await expect(frame(page)).toBeVisible();
      else await expect(page.getByRole("status", { name: "Opening the game" })).toBeVisible();
    },
    "watching.checking": (ctx) => expectGameOn(ctx.page),
    async "watching.playing"(ctx) {
      await expectGameOn(ctx.page);
    },
    async "realityCheck.asking"(ctx) {
      const { page } = ctx;
      const dialog = realityCheck(page);
      await expect(dialog).toBeVisible();
      // time played this session (the server's clock moved on 15 minutes), and its net result (no round played)
      await expect(dialog.getByText("Time played this session").locator("xpath=following-sibling::dd")).toHaveText(
        /^1[5-9] min$/,
      );
      await expect(dialog.getByText("Net result this session").locator("xpath=following-sibling::dd")).toHaveText(
        /^RM\s?0\.00$/,
      );
      for (const name of ["Keep playing", "Stop playing", "Set limits"]) {
        await expect(dialog.getByRole("button", { name })).toBeEnabled();
      }
      // the game cannot cover it: what is at the dialog's centre is the dialog
      const onTop = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop, "the reality check is on top of the game").toBe(true);
      await expectLastServerMessage(ctx);
      if (!ctx.data.scanned) {
        ctx.data.scanned = true;
        await expectNoAxeViolations(page, "/play_game, reality check");
      }
    },
    async "realityCheck.keeping"({ page }) {
      await expect(realityCheck(page).getByRole("button", { name: "Keep playing" })).toHaveAttribute(
        "aria-busy",
        "true",
      );
    },
    async stopping(ctx) {
      const choice = ctx.steps[ctx.index]?.event.type === "playSession.setLimits" ? "Set limits" : "Stop playing";
      await expect(realityCheck(ctx.page).getByRole("button", { name: choice })).toHaveAttribute("aria-busy", "true");
    },
    async stopped(ctx) {
      const { page } = ctx;
      await expectGameClosed(ctx);
      // the balance comes home, and the player leaves the game
      await bringBack(page).getByRole("button", { name: "Bring back" }).click();
      await expect(page.getByText(/RM\s?50\.00 is back in your wallet/)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/games/detail/${arrangedOf(ctx).game._id}$`));
    },
    async stoppedForLimits(ctx) {
      const { page } = ctx;
      await expectGameClosed(ctx);
      // the balance stays in the game, and the player's limits open
      await bringBack(page).getByRole("button", { name: "Keep in game" }).click();
      await expect(page).toHaveURL(/\/play_responsibly$/);
    },
    async limitReached(ctx) {
      const { page } = ctx;
      const reason = "Your daily play time limit is reached";
      await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
      await expectGameClosed(ctx, reason);
      await bringBack(page).getByRole("button", { name: "Bring back" }).click();
      await expect(page).toHaveURL(new RegExp(`/games/detail/${arrangedOf(ctx).game._id}$`));
    },
  },
};
