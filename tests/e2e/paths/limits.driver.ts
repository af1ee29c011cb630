import { expect } from "@playwright/test";
import { limitsModel } from "../../../machines/limits.model.ts";
import { limitChange, type SetLimitAnswer } from "../../../src/api/contract/responsible.ts";
import type { DriveContext, Step, UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, openSignedIn, sessionToken } from "./players.ts";

/**
 * The limits statechart in the sheet of the daily deposit limit on /play_responsibly, as a new player who has
 * deposited RM 150 today and set a daily deposit limit of RM 200 (RM 50 left), as the model starts. The server
 * decides the outcome: a lower limit applies at once, a raise or a removal waits 24 hours; a path whose answer
 * says otherwise is not drivable. A change lost to the network is aborted at the network.
 */

/** The model's daily deposit limit, set through the API as another device of the player's would. */
const dailyLimit = 20000;

/** The value the path reviewed last before step `index` (undefined: none yet). */
function reviewedBefore(steps: Step[], index: number): number | null | undefined {
  const review = steps
    .slice(0, index)
    .filter((step) => step.event.type === "limits.review")
    .at(-1);
  return review ? (review.event.value as number | null) : undefined;
}

const dialog = (ctx: DriveContext) => ctx.page.getByRole("dialog", { name: "Deposit limit per day" });
const field = (ctx: DriveContext) => dialog(ctx).getByLabel("New limit (MYR)");

export const limitsDriver: UiDriver = {
  model: limitsModel,
  machineId: "limits",
  requests: { setLimit: /\/api\/player\/responsible\/limit$/ },
  undrivable(step, index, steps) {
    if (step.event.type !== "xstate.done.actor.setLimit") return null;
    const answer = step.event.output as SetLimitAnswer;
    const value = reviewedBefore(steps, index);
    const change = value === undefined ? "same" : limitChange(dailyLimit, value);
    if (answer.outcome === "pending" && change !== "increase") {
      return "the server applies a lower limit at once: only a raise or a removal waits 24 hours";
    }
    if (answer.outcome !== "pending" && change === "increase") {
      return "the server keeps a raise or a removal waiting 24 hours: it never applies at once";
    }
    return null;
  },
  async arrange(ctx) {
    const player = await arrangePlayer({ myr: 150 });
    await openSignedIn(ctx.page, player, "/account");
    const set = await e2eApi.call("POST", "/api/player/responsible/limit", {
      token: await sessionToken(ctx.page),
      body: { key: "deposit_day", value: dailyLimit },
    });
    if (set.status !== 200) throw new Error(`setting the limit failed: ${set.status} ${JSON.stringify(set.body)}`);
  },
  async start({ page }) {
    await page.getByRole("link", { name: "Play responsibly", exact: true }).click();
    const row = page.getByRole("button", { name: /^Deposit limit per day/ });
    await expect(row).toContainText("RM 50.00 left");
    await row.click();
  },
  events: {
    async "limits.review"(ctx, step) {
      const value = step.event.value as number | null;
      if (value === null) {
        await dialog(ctx).getByRole("button", { name: "Remove limit" }).click();
        return;
      }
      await field(ctx).fill(String(value / 100));
      await dialog(ctx).getByRole("button", { name: "Review" }).click();
    },
    async "limits.edit"(ctx) {
      await dialog(ctx).getByRole("button", { name: "Change" }).click();
    },
    async "limits.confirm"(ctx) {
      await dialog(ctx).getByRole("button", { name: "Confirm" }).click();
    },
    async "limits.retry"(ctx) {
      await dialog(ctx).getByRole("button", { name: "Try again" }).click();
    },
  },
  states: {
    async editing(ctx) {
      await expect(field(ctx)).toBeEditable();
      await expect(dialog(ctx).getByRole("button", { name: "Remove limit" })).toBeEnabled();
      const last = ctx.steps[ctx.index];
      if (last?.event.type === "limits.review") {
        // a value the rules refuse stays in the form with the reason
        await expect(field(ctx)).toHaveAccessibleDescription("Enter a whole amount, without cents");
      }
    },
    async confirming(ctx) {
      const value = reviewedBefore(ctx.steps, ctx.index + 1);
      const text = dialog(ctx).getByRole("status");
      if (value !== undefined && limitChange(dailyLimit, value) === "increase") {
        await expect(text).toContainText("24 hours from now. Until then RM 200.00 stays.");
      } else {
        await expect(text).toContainText("applies now.");
      }
      await expect(dialog(ctx).getByRole("button", { name: "Confirm" })).toBeEnabled();
    },
    async saving(ctx) {
      await expect(dialog(ctx).getByRole("button", { name: "Confirm" })).toHaveAttribute("aria-busy", "true");
    },
    async saved(ctx) {
      await expect(dialog(ctx).getByRole("status")).toContainText("Saved. Your limit is RM 180.00");
      await dialog(ctx).getByRole("button", { name: "Done" }).click();
      // the screen reads the view again: the new limit and what is left of it
      await expect(ctx.page.getByRole("button", { name: /^Deposit limit per day/ })).toContainText("RM 30.00 left");
    },
    async pendingIncrease(ctx) {
      // (text, not a pattern: an amount's space is a no-break space, which only text matching treats as a space)
      const value = reviewedBefore(ctx.steps, ctx.index + 1);
      const waiting = value === null || value === undefined ? "No limit" : `RM ${(value / 100).toFixed(2)}`;
      await expect(dialog(ctx).getByRole("status")).toContainText(value === null ? "is removed from" : "starts from");
      await expect(dialog(ctx).getByRole("status")).toContainText("Until then RM 200.00 stays.");
      await dialog(ctx).getByRole("button", { name: "Done" }).click();
      // the waiting change shows on the row with its start
      await expect(ctx.page.getByRole("button", { name: /^Deposit limit per day/ })).toContainText(`${waiting} from`);
    },
    async refused(ctx) {
      await expect(dialog(ctx).getByRole("button", { name: "Try again" })).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
  },
};
