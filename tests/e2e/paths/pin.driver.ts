import { expect } from "@playwright/test";
import { stateName } from "../../../machines/path-plan.ts";
import { pinModel } from "../../../machines/pin.model.ts";
import type { CheckPinAnswer } from "../../../src/api/contract/user.ts";
import { justLoaded } from "../../../src/flows/just-loaded.ts";
import { sendCodeAndReadOtp } from "../support/sandbox.ts";
import { type DriveContext, nextStep, type Step, type UiDriver } from "./engine.ts";
import {
  arrangePlayer,
  e2eApi,
  expectLastServerMessage,
  lockPinThroughApi,
  messageOf,
  openSignedIn,
  sessionToken,
  setPinThroughApi,
} from "./players.ts";

/**
 * The PIN statechart on /profile/reset_pin. The player is what the path's first status
 * answer says (no PIN, PIN 123456, or PIN checks locked by five wrong PINs through the
 * API). A refusal the path asks for is made real: a wrong current PIN, or what another
 * device of the player does meanwhile (sets a PIN, types five wrong ones).
 */
const locked = "PIN is locked, try again later";

/** What the path's first status answer says; the player is arranged so. */
function arranged(steps: Step[]): CheckPinAnswer {
  const first = steps.find((step) => step.event.type === "xstate.done.actor.checkPin");
  return (first?.event.output ?? { has_pin: false, locked_until: null }) as CheckPinAnswer;
}

/** The player's PIN on the server before step `index`: as arranged, then as the path's answers change it. */
function serverBefore(steps: Step[], index: number): { pin: boolean; locked: boolean } {
  const first = arranged(steps);
  const server = { pin: first.has_pin, locked: first.locked_until !== null };
  for (const step of steps.slice(0, index)) {
    const message = messageOf(step.event);
    // a first PIN refused as incorrect: another device had set one
    if (message === "Incorrect PIN") server.pin = true;
    if (message === locked) Object.assign(server, { pin: true, locked: true });
    // a reset code refused: another device used it to reset the PIN
    if (message === "Invalid or expired OTP") Object.assign(server, { pin: true, locked: false });
    if (step.event.type === "xstate.done.actor.updatePin" || step.event.type === "xstate.done.actor.resetPin")
      Object.assign(server, { pin: true, locked: false });
  }
  return server;
}

const saveButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Save PIN" });

export const pinDriver: UiDriver = {
  model: pinModel,
  machineId: "pin",
  requests: {
    checkPin: /\/api\/player\/user\/checkPin/,
    updatePin: /\/api\/player\/user\/updatePin/,
    resetPin: /\/api\/player\/user\/resetPin/,
  },
  undrivable(step, index, steps) {
    const server = serverBefore(steps, index);
    if (step.event.type === "xstate.done.actor.checkPin") {
      const status = step.event.output as CheckPinAnswer;
      if (status.has_pin !== server.pin) return "the reference API keeps a PIN once it is set";
      if ((status.locked_until !== null) !== server.locked) return "the reference API keeps a PIN lock for 15 minutes";
    }
    if (step.event.type === "xstate.done.actor.updatePin") {
      if (server.locked) return "the reference API refuses every PIN change while PIN checks are locked";
      if (steps[index - 1]?.from === "setting" && server.pin)
        return "the reference API refuses a first PIN once one is set";
    }
    if (
      step.event.type === "xstate.done.actor.otp" &&
      steps.slice(0, index).some((s) => s.event.type === step.event.type)
    )
      return "the reference API sends one reset code per phone a minute";
    if (step.event.type === "xstate.error.actor.resetPin" && messageOf(step.event) === "PINs do not match")
      return "the form checks that the PINs match before sending them";
    if (messageOf(step.event) === "Incorrect PIN" && server.locked) {
      return "the reference API answers a locked PIN as locked, not as incorrect";
    }
    return null;
  },
  async arrange(ctx) {
    const status = arranged(ctx.steps);
    const player = await arrangePlayer({ pin: status.has_pin });
    if (status.locked_until !== null) await lockPinThroughApi(player.jwtToken);
    ctx.data.player = player;
    // the page's clock is Playwright's (time flows as usual), so a path can let the cached PIN status go stale
    await ctx.page.clock.install();
    await openSignedIn(ctx.page, player, "/account");
  },
  async start({ page }) {
    await page.getByRole("link", { name: "Reset PIN" }).click();
  },
  events: {
    async "pin.save"(ctx, step) {
      const { page } = ctx;
      const server = serverBefore(ctx.steps, ctx.index);
      const answer = messageOf(nextStep(ctx)?.event ?? {});
      // what the path says the server answers, made real through the API (another device of the player)
      if (answer === locked && !server.locked) {
        const token = await sessionToken(page);
        if (!server.pin) await setPinThroughApi(token);
        await lockPinThroughApi(token);
      } else if (answer === "Incorrect PIN" && step.from === "setting" && !server.pin) {
        await setPinThroughApi(await sessionToken(page));
      }
      if (step.from === "changing") {
        await page.getByLabel("Current PIN").fill(answer === "Incorrect PIN" ? "000000" : "123456");
      }
      await page.getByLabel("New PIN", { exact: true }).fill("246810");
      await page.getByLabel("Confirm new PIN").fill("246810");
      await saveButton(ctx).click();
    },
    async "pin.retry"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "pin.forgot"({ page }, step) {
      const name =
        stateName(step.from) === "locked" ? "Reset PIN with a code by SMS" : "Forgot PIN? Reset it with an OTP";
      await page.getByRole("button", { name }).click();
    },
    async "xstate.done.actor.otp"(ctx) {
      // The code goes to the registered phone (shown, not editable); the player reads the SMS and types it.
      const { page } = ctx;
      const player = ctx.data.player as { contactNo: string };
      await expect(page.getByLabel("Phone number")).toHaveValue(`+${player.contactNo}`);
      const code = await sendCodeAndReadOtp(page, player.contactNo);
      ctx.data.code = code;
      await page.getByLabel("Verification code (OTP)").fill(code);
    },
    async "pin.reset"(ctx) {
      const { page } = ctx;
      if (messageOf(nextStep(ctx)?.event ?? {}) === "Invalid or expired OTP") {
        // another device of the player used the code meanwhile
        const token = await sessionToken(page);
        const body = { otp: ctx.data.code, new_pin: "112233", confirm_pin: "112233" };
        await e2eApi.call("PATCH", "/api/player/user/resetPin", { body, token });
      }
      await page.getByLabel("New PIN", { exact: true }).fill("135790");
      await page.getByLabel("Confirm new PIN").fill("135790");
      await saveButton(ctx).click();
    },
    async "pin.cancelReset"(ctx) {
      // The machine reads the PIN status again through the query cache, which keeps an answer fresh for
      // `justLoaded` ms: past that, the read is a request the path holds, as it says.
      await ctx.page.clock.fastForward(justLoaded + 1_000);
      await ctx.page.getByRole("button", { name: "Cancel" }).click();
    },
  },
  states: {
    async checking({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async failed({ page }) {
      await expect(page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async setting(ctx) {
      await expect(ctx.page.getByRole("heading", { name: "Set PIN" })).toBeVisible();
      await expect(ctx.page.getByLabel("New PIN", { exact: true })).toBeVisible();
      // the eye of a PIN field speaks of the PIN
      await expect(ctx.page.getByRole("button", { name: "Show PIN" })).toHaveCount(2);
      await expect(ctx.page.getByLabel("Current PIN")).toHaveCount(0);
      await expect(saveButton(ctx)).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async changing(ctx) {
      await expect(ctx.page.getByRole("heading", { name: "Reset PIN" })).toBeVisible();
      await expect(ctx.page.getByLabel("Current PIN")).toBeVisible();
      await expect(saveButton(ctx)).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async saving(ctx) {
      await expect(saveButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async locked(ctx) {
      await expect(ctx.page.getByText("PIN is locked", { exact: true })).toBeVisible();
      await expect(ctx.page.getByRole("button", { name: "Try again" })).toBeEnabled();
      const step = ctx.steps[ctx.index];
      if (step?.event.type === "xstate.done.actor.checkPin") {
        await expect(ctx.page.getByText(/Too many wrong PINs\. You can try again after/)).toBeVisible();
      } else await expectLastServerMessage(ctx);
    },
    async "forgot.verifyingPhone"(ctx) {
      await expect(ctx.page.getByLabel("Phone number")).toHaveAttribute("readonly", "");
      await expect(ctx.page.getByRole("button", { name: "Cancel" })).toBeEnabled();
      await expectLastServerMessage(ctx);
    },
    async "forgot.choosingPin"(ctx) {
      await expect(ctx.page.getByText("Phone verified")).toBeVisible();
      await expect(ctx.page.getByLabel("New PIN", { exact: true })).toBeVisible();
      await expect(ctx.page.getByLabel("Current PIN")).toHaveCount(0);
      await expectLastServerMessage(ctx);
    },
    async "forgot.resetting"(ctx) {
      await expect(saveButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async saved(ctx) {
      await expect(ctx.page.getByRole("status").filter({ hasText: "Your PIN is saved." })).toBeVisible();
      // a toast says what happened: a first PIN set, or the PIN changed
      const save = ctx.steps
        .slice(0, ctx.index + 1)
        .filter((step) => step.event.type === "pin.save")
        .at(-1);
      const reset = ctx.steps.slice(0, ctx.index + 1).some((step) => step.event.type === "pin.reset");
      const toast = save?.from === "changing" || reset ? "Your PIN is changed" : "Your PIN is set";
      await expect(ctx.page.getByText(toast, { exact: true })).toBeVisible();
    },
  },
};
