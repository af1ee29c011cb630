import { expect } from "@playwright/test";
import { otpModel } from "../../../machines/otp.model.ts";
import { stateName } from "../../../machines/path-plan.ts";
import { freshPhone, readOtp } from "../support/sandbox.ts";
import { type DriveContext, type Step, type UiDriver, upcoming } from "./engine.ts";
import { e2eApi, messageOf } from "./players.ts";

/**
 * The OTP statechart as the register screen runs it. The model's valid phone is a fresh
 * number for each path (the server limits requests per phone). Its resend countdown is the
 * server's 60 s: a path through "resendable" moves the sandbox's clock and the page's fake clock
 * 60 s forward instead of waiting for it. A code is checked
 * as its sixth digit is typed: there is no button to press.
 */
const phoneOf = (ctx: DriveContext) => {
  ctx.data.phone ??= freshPhone();
  return ctx.data.phone as string;
};

const phoneField = (ctx: DriveContext) => ctx.page.getByLabel("Phone number");
const codeField = (ctx: DriveContext) => ctx.page.getByLabel("Verification code (OTP)");

/** The message the player sees after the last step, if the step leaves one. */
async function expectLastMessage(ctx: DriveContext): Promise<void> {
  const step = ctx.steps[ctx.index];
  if (!step) return;
  let message = messageOf(step.event);
  if (step.event.type === "otp.request" && stateName(step.to) === "idle") {
    message = ctx.data.typed ? "Please enter a valid phone number" : "Please enter your phone number first";
  }
  if (message) await expect(ctx.page.getByText(message, { exact: true })).toBeVisible();
}

async function expectCodeSent(ctx: DriveContext): Promise<void> {
  await expect(codeField(ctx)).toBeVisible();
  await expect(phoneField(ctx)).toHaveValue(String(ctx.data.typed));
}

/** The six digits are being checked: the field waits, read-only, and says so. */
async function expectChecking(ctx: DriveContext): Promise<void> {
  await expect(codeField(ctx)).toHaveAttribute("readonly", "");
  await expect(ctx.page.getByRole("status").filter({ hasText: "Checking the code…" })).toBeAttached();
}

/** Whether the next verification in the path is refused by the server. */
function nextVerifyRefused(ctx: DriveContext): boolean {
  const answer = upcoming(ctx).find((step) => /^xstate\.(done|error)\.actor\.verifyOtp$/.test(step.event.type));
  return answer?.event.type === "xstate.error.actor.verifyOtp";
}

const tick = "xstate.after.second.otp.codeSent.cooldown.coolingDown";

export const otpDriver: UiDriver = {
  model: otpModel,
  machineId: "otp",
  requests: {
    requestOtp: /\/api\/player\/otp\/request$/,
    verifyOtp: /\/api\/player\/otp\/verify$/,
  },
  async start(ctx) {
    // the page's timers run on a clock the test can move (the countdown), time flows as usual otherwise
    await ctx.page.clock.install();
    await ctx.page.goto("/register");
    await expect(ctx.page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  },
  events: {
    async "otp.phoneChanged"(ctx, step) {
      // The same valid phone, written another way when the field already holds it (a change event).
      const current = await phoneField(ctx).inputValue();
      const international = `+${phoneOf(ctx)}`;
      const national = `0${phoneOf(ctx).slice(2)}`;
      const typed = step.event.contactNo
        ? current === international
          ? national
          : international
        : String(step.event.phoneInput);
      ctx.data.typed = typed;
      await phoneField(ctx).fill(typed);
    },
    async "otp.request"(ctx, step) {
      if (step.to === "requesting" && upcoming(ctx)[0]?.event.type === "xstate.error.actor.requestOtp") {
        // The same phone asked for a code a moment ago (another tab): the server says wait.
        await e2eApi.call("POST", "/api/player/otp/request", {
          body: { contact_no: phoneOf(ctx), purpose: "register" },
        });
      }
      await ctx.page.getByRole("button", { name: "Send code" }).click();
    },
    async "otp.codeChanged"(ctx, step: Step) {
      const code = String(step.event.code);
      if (code.length < 6) return codeField(ctx).fill(code);
      const real = await readOtp(ctx.page.request, phoneOf(ctx));
      // A wrong code of the right shape when the path says the server refuses it (another one each time, so
      // the field changes and is checked again).
      let typed = real;
      if (nextVerifyRefused(ctx)) {
        ctx.data.wrong = Number(ctx.data.wrong ?? 0) + 1;
        typed = String((Number(real) + Number(ctx.data.wrong)) % 1_000_000).padStart(6, "0");
      }
      await codeField(ctx).fill(typed);
    },
    async "otp.resend"(ctx) {
      await ctx.page.getByRole("button", { name: "Resend code" }).click();
    },
    async [tick](ctx, step) {
      if (JSON.stringify(step.to).includes("resendable")) {
        // The countdown runs out: the server's cooldown and the page's countdown pass without waiting.
        await e2eApi.call("POST", "/api/sandbox/clock", { body: { advance_seconds: 60 } });
        await ctx.page.clock.runFor(60_000);
        await expect(ctx.page.getByRole("button", { name: "Resend code" })).toBeVisible();
      } else {
        const before = await ctx.page.getByText(/Resend code in \d+s/).textContent();
        await expect(ctx.page.getByText(/Resend code in \d+s/)).not.toHaveText(before ?? "", { timeout: 3_000 });
      }
    },
  },
  states: {
    async idle(ctx) {
      await expect(ctx.page.getByRole("button", { name: "Send code" })).toBeEnabled();
      await expect(codeField(ctx)).toHaveCount(0);
      await expectLastMessage(ctx);
    },
    async requesting({ page }) {
      await expect(page.getByRole("button", { name: "Send code" })).toHaveAttribute("aria-busy", "true");
    },
    async "codeSent.{cooldown.coolingDown, code.entering}"(ctx) {
      await expectCodeSent(ctx);
      await expect(ctx.page.getByText(/Resend code in \d+s/)).toBeVisible();
      await expectLastMessage(ctx);
    },
    async "codeSent.{cooldown.resendable, code.entering}"(ctx) {
      await expectCodeSent(ctx);
      await expect(ctx.page.getByRole("button", { name: "Resend code" })).toBeEnabled();
      await expectLastMessage(ctx);
    },
    async "codeSent.{cooldown.coolingDown, code.verifying}"(ctx) {
      await expectChecking(ctx);
    },
    async "codeSent.{cooldown.resendable, code.verifying}"(ctx) {
      await expectChecking(ctx);
    },
    async verified(ctx) {
      await expect(ctx.page.getByText(`Phone verified: +${phoneOf(ctx)}`)).toBeVisible();
    },
  },
};
