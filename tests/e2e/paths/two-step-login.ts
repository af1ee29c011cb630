/**
 * The session driver's two-step sign-in (session.driver.ts): a player with two-step sign-in on (turned on through
 * the API, their authenticator app computed in the test), the code step of the login screen, and the challenge
 * ended from elsewhere for the path whose code comes too late.
 */
import { expect } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { type AuthenticatorApp, enrolTwoStepThroughApi } from "../support/two-step.ts";
import { type DriveContext, nextStep, type Step } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf } from "./players.ts";

type TwoStepPlayer = Awaited<ReturnType<typeof arrangePlayer>> & { app: AuthenticatorApp };

const challengeOver = "This request has expired. Please start again";

/** Keeps the challenge id the login screen's password step was answered (the driver ends it through the API). */
export function watchLoginAnswers(ctx: DriveContext): void {
  ctx.page.on("response", async (response) => {
    if (!/\/api\/player\/user\/login$/.test(response.url()) || response.status() !== 200) return;
    const body = (await response.json().catch(() => null)) as { two_step?: boolean; challenge_id?: string } | null;
    if (body?.two_step) ctx.data.challengeId = body.challenge_id;
  });
}

/**
 * When the password about to be typed must be answered with a challenge: a player with two-step sign-in on (the
 * same one for the whole path), who is from now on the path's player. Null otherwise.
 */
export async function twoStepPlayerFor(ctx: DriveContext): Promise<TwoStepPlayer | null> {
  const next = nextStep(ctx)?.event;
  const codeNeeded =
    next?.type === "xstate.done.actor.login" &&
    typeof next.output === "object" &&
    next.output !== null &&
    "two_step" in next.output;
  if (!codeNeeded) return null;
  let player = ctx.data.twoStepPlayer as TwoStepPlayer | undefined;
  if (!player) {
    const arranged = await arrangePlayer();
    const { app } = await enrolTwoStepThroughApi(e2eApi, arranged.jwtToken);
    player = { ...arranged, app };
    ctx.data.twoStepPlayer = player;
  }
  ctx.data.player = player;
  return player;
}

const twoStepPlayer = (ctx: DriveContext) => ctx.data.twoStepPlayer as TwoStepPlayer;

export const twoStepEvents: Record<string, (ctx: DriveContext, step: Step) => Promise<void>> = {
  async "session.submitCode"(ctx) {
    const { app } = twoStepPlayer(ctx);
    const wrong = messageOf(nextStep(ctx)?.event ?? {}) === "Invalid code";
    await ctx.page.getByLabel("Code", { exact: true }).fill(wrong ? await app.wrongCode() : await app.code());
    await ctx.page.getByRole("button", { name: "Verify" }).click();
  },
  async "xstate.error.actor.loginTwoStep"(ctx, step) {
    if (messageOf(step.event) === challengeOver) {
      // the sign-in's five attempts are used up from elsewhere (five wrong codes) while this code is on its way
      const { app } = twoStepPlayer(ctx);
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await e2eApi.call("POST", "/api/player/user/login/two_step", {
          body: { challenge_id: ctx.data.challengeId, code: await app.wrongCode() },
        });
        expect(res.body).toBe("Invalid code");
      }
    }
    await ctx.release("loginTwoStep", "continue");
  },
  async "session.cancelTwoStep"(ctx) {
    await ctx.page.getByRole("button", { name: "Back" }).click();
    // back at the password, the username still typed
    await expect(ctx.page.getByLabel("Username")).toHaveValue(twoStepPlayer(ctx).username);
  },
};

export const twoStepStates: Record<string, (ctx: DriveContext) => Promise<void>> = {
  async "signedOut.twoStep"(ctx) {
    const { page } = ctx;
    await expect(page.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible();
    await expect(page.getByText("Enter the 6-digit code from your authenticator app")).toBeVisible();
    await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("autocomplete", "one-time-code");
    await expect(page.getByRole("button", { name: "Verify" })).toBeEnabled();
    await expectLastServerMessage(ctx);
    if (messageOf(ctx.steps[ctx.index]?.event ?? {})) await expectNoAxeViolations(page, "/login (code step, refused)");
  },
  async "signedOut.verifyingCode"({ page }) {
    await expect(page.getByRole("button", { name: "Verify" })).toHaveAttribute("aria-busy", "true");
  },
};
