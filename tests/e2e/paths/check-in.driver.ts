import { expect } from "@playwright/test";
import { checkInModel } from "../../../machines/check-in.model.ts";
import type { CheckInStatus } from "../../../src/api/contract/check-in.ts";
import { newKey } from "../../server/support/wallet.ts";
import { type DriveContext, nextStep, type Step, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn, sessionToken } from "./players.ts";

/**
 * The check-in statechart on /daily_check_in, as a new player. Today claimed before the screen opens, or a
 * refusal the path asks for ("Already checked in today"), is made real by a claim of the player's other device
 * through the API just before; a claim lost to the network is aborted at the network, so it never reached the
 * server. The next 00:00 GMT+8 (`untilReset`) is hours away in real time: the Vitest path tests take it.
 */
const alreadyClaimed = "Already checked in today";

/** Whether the server holds today's claim before step `index`: as the first status says, then as the path goes. */
function claimedBefore(steps: Step[], index: number): boolean {
  const first = steps.find((step) => step.event.type === "xstate.done.actor.loadCheckIn");
  let claimed = (first?.event.output as CheckInStatus | undefined)?.claimed_today ?? false;
  for (const step of steps.slice(0, index)) {
    if (step.event.type === "xstate.done.actor.claimCheckIn" || messageOf(step.event) === alreadyClaimed)
      claimed = true;
  }
  return claimed;
}

/** The other device's claim, with the player's current session. */
async function claimElsewhere(ctx: DriveContext): Promise<void> {
  const res = await e2eApi.call("POST", "/api/player/checkin/claim", {
    token: await sessionToken(ctx.page),
    body: { idempotency_key: newKey() },
  });
  if (res.status !== 200) throw new Error(`claim failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const checkInButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Check in", exact: true });

export const checkInDriver: UiDriver = {
  model: checkInModel,
  machineId: "checkIn",
  requests: {
    loadCheckIn: /\/api\/player\/checkin\/getCheckIn/,
    claimCheckIn: /\/api\/player\/checkin\/claim/,
  },
  undrivable(step, index, steps) {
    if (step.event.type.startsWith("xstate.after.untilReset")) {
      return "the next 00:00 GMT+8 is hours away in real time (the Vitest path tests take it)";
    }
    if (step.event.type === "xstate.done.actor.loadCheckIn") {
      const status = step.event.output as CheckInStatus;
      if (index > 0 && status.claimed_today !== claimedBefore(steps, index)) {
        return "the reference API keeps today's check-in for the whole day";
      }
    }
    return null;
  },
  async arrange(ctx) {
    const player = await arrangePlayer();
    ctx.data.player = player;
    await openSignedIn(ctx.page, player);
    if (claimedBefore(ctx.steps, 1)) await claimElsewhere(ctx);
  },
  async start({ page }) {
    await page.getByRole("link", { name: "Check-in", exact: true }).click();
  },
  events: {
    async "checkIn.claim"(ctx) {
      if (messageOf(nextStep(ctx)?.event ?? {}) === alreadyClaimed) await claimElsewhere(ctx);
      await checkInButton(ctx).click();
    },
    async "checkIn.retry"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
  },
  states: {
    async loading({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async refused({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async loadFailed({ page }) {
      await expect(page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async "ready.unclaimed"(ctx) {
      await expect(checkInButton(ctx)).toBeEnabled();
      await expect(ctx.page.getByTestId("check-in-countdown")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    },
    async "ready.claimed"(ctx) {
      await expect(ctx.page.getByText("You have checked in today")).toBeVisible();
      await expect(checkInButton(ctx)).toHaveCount(0);
      await expectLastServerMessage(ctx);
    },
    async claiming(ctx) {
      await expect(checkInButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async failed(ctx) {
      await expect(ctx.page.getByRole("button", { name: "Try again" })).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
  },
};
