import { expect } from "@playwright/test";
import { stateName } from "../../../machines/path-plan.ts";
import { restoredSessionModel, sessionModel } from "../../../machines/session.model.ts";
import { loginAs, registerPlayer, type UserAnswer } from "../../support/api.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import {
  addVirtualAuthenticator,
  arrangePasskey,
  holdPasskey,
  type VirtualAuthenticator,
} from "../support/passkeys.ts";
import { freshPhone, verifyPhone } from "../support/sandbox.ts";
import { type DriveContext, nextStep, type UiDriver } from "./engine.ts";
import { arrangePlayer, e2eApi, freshUsername, messageOf, openSignedIn } from "./players.ts";
import { twoStepEvents, twoStepPlayerFor, twoStepStates, watchLoginAnswers } from "./two-step-login.ts";

/** Where the app keeps the session (src/flows/session-storage.ts). */
const sessionKey = "persist:root";

type Player = UserAnswer & { password: string };
const playerOf = (ctx: DriveContext) => ctx.data.player as Player;

/** The same player logs in on another device: the server ends this tab's session (single active session). */
async function logInElsewhere(ctx: DriveContext): Promise<void> {
  const player = playerOf(ctx);
  await loginAs(e2eApi, player.username, player.password);
}

/** What the login screen shows after the last step: the server's answer or the session notice. */
async function expectLastMessage(ctx: DriveContext): Promise<void> {
  const event = ctx.steps[ctx.index]?.event;
  if (!event) return;
  if (event.type === "xstate.error.actor.passkeyLogin") {
    // a closed prompt is no error: a calm note, no alert
    await expect(ctx.page.getByRole("status").filter({ hasText: "No passkey was used." })).toBeVisible();
    await expect(ctx.page.getByRole("alert")).toHaveCount(0);
    return;
  }
  const message = event.type === "session.unauthorized" ? (event.messageKey as string) : messageOf(event);
  if (message) await expect(ctx.page.getByText(message).first()).toBeVisible();
  if (event.type === "session.unauthorized") await expectNoAxeViolations(ctx.page, "/login (session ended notice)");
  if (event.type === "session.dismissNotice") await expect(ctx.page.getByRole("alert")).toHaveCount(0);
}

async function expectSignedIn(ctx: DriveContext): Promise<void> {
  await expect(ctx.page.getByRole("navigation").getByRole("link", { name: "Account" })).toBeVisible();
}

const checkSessionPath = /\/api\/tenant\/user\/check-session/;

/**
 * For a path that signs in with a passkey: the player gets one (through the API) and the tab a virtual
 * authenticator holding it (tests/e2e/support/passkeys.ts), which answers the browser's prompt by itself.
 */
async function arrangePasskeyIfUsed(ctx: DriveContext): Promise<void> {
  if (!ctx.steps.some((step) => step.event.type === "session.passkeyLogin")) return;
  const player = playerOf(ctx);
  const { jwtToken } = await loginAs(e2eApi, player.username, player.password);
  const credential = await arrangePasskey(e2eApi, jwtToken);
  const authenticator = await addVirtualAuthenticator(ctx.page);
  ctx.data.passkey = { authenticator, credential };
}
const passkeyOf = (ctx: DriveContext) =>
  ctx.data.passkey as { authenticator: VirtualAuthenticator; credential: Parameters<typeof holdPasskey>[1] };

export const sessionDriver: UiDriver = {
  model: sessionModel,
  machineId: "session",
  requests: {
    login: /\/api\/player\/user\/login$/,
    // the challenge, then (after the browser's prompt) the passkey sign-in
    passkeyLogin: /\/api\/player\/user\/passkey\/(options|login)$/,
    loginTwoStep: /\/api\/player\/user\/login\/two_step$/,
    loadConfig: /\/api\/player\/config\/getPlayerBoConfig/,
    checkSession: checkSessionPath,
  },
  undrivable(step, index, steps) {
    if (step.event.type !== "session.dismissNotice") return null;
    // The login screen offers Dismiss only while it shows a notice (a session ended by the server).
    let notice = false;
    for (const earlier of steps.slice(0, index)) {
      const type = earlier.event.type;
      const ended =
        type === "session.unauthorized" ||
        (type === "xstate.error.actor.checkSession" && (earlier.event.error as { status: number }).status === 401);
      if (ended) notice = true;
      if (type === "session.login" || type === "session.signedIn" || type === "session.dismissNotice") notice = false;
    }
    return notice && stateName(step.from) === "signedOut.idle"
      ? null
      : "the login screen offers Dismiss only while it shows a notice";
  },
  async arrange(ctx) {
    // The page's clock is Playwright's, so the 60 s freshness delay can be fast-forwarded.
    await ctx.page.clock.install();
    ctx.data.player = await arrangePlayer();
    await arrangePasskeyIfUsed(ctx);
    watchLoginAnswers(ctx);
  },
  async start(ctx) {
    await ctx.page.goto("/login");
  },
  events: {
    async "session.login"(ctx) {
      const player = (await twoStepPlayerFor(ctx)) ?? playerOf(ctx);
      const refused = messageOf(nextStep(ctx)?.event ?? {}) === "Invalid username or password";
      await ctx.page.getByLabel("Username").fill(player.username);
      await ctx.page.getByLabel("Password", { exact: true }).fill(refused ? "Wrong-password1" : player.password);
      await ctx.page.getByRole("button", { name: "Log in" }).click();
    },
    async "session.passkeyLogin"(ctx) {
      // The player closes the prompt: the browser answers as it does then (NotAllowedError) when the authenticator
      // holds no passkey for the site. Otherwise it holds the player's.
      const { authenticator, credential } = passkeyOf(ctx);
      if (nextStep(ctx)?.event.type === "xstate.error.actor.passkeyLogin") {
        await authenticator.cdp.send("WebAuthn.clearCredentials", { authenticatorId: authenticator.authenticatorId });
      } else {
        await holdPasskey(authenticator, credential);
      }
      await ctx.page.getByRole("button", { name: "Sign in with a passkey" }).click();
    },
    async "xstate.done.actor.passkeyLogin"(ctx) {
      // the challenge; the virtual authenticator answers the prompt; the sign-in
      await ctx.release("passkeyLogin", "continue");
      const signIn = await ctx.release("passkeyLogin", "continue");
      expect(signIn.url()).toMatch(/\/passkey\/login$/);
    },
    async "xstate.error.actor.passkeyLogin"(ctx) {
      // the challenge; the prompt then ends without a passkey, and no sign-in is sent
      await ctx.release("passkeyLogin", "continue");
    },
    async "session.signedIn"(ctx) {
      // A new player registers (phone verified by OTP); the register flow hands them to the session.
      const { page } = ctx;
      const username = freshUsername();
      await page.getByRole("link", { name: "Create an account" }).click();
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Password", { exact: true }).fill("Secret123");
      await page.getByLabel("Confirm password").fill("Secret123");
      await page.getByLabel("Full name").fill("Path Tester");
      ctx.data.player = { ...playerOf(ctx), username, password: "Secret123" };
      // the right code completes registering, without another press
      await verifyPhone(page, freshPhone());
    },
    async "xstate.error.actor.checkSession"(ctx, step) {
      const error = step.event.error as { status: number };
      if (error.status === 401) {
        await logInElsewhere(ctx);
        await ctx.release("checkSession", "continue");
      } else {
        await ctx.release("checkSession", "abort");
      }
    },
    async "session.unauthorized"(ctx) {
      // Logged in elsewhere, then any call of this tab is answered 401: open the wallet. The event stream
      // may tell the tab first (its session ended), and the tab bar is gone before the tap lands: either way
      // the tab learns it, so a tap that finds no tab bar any more is no failure.
      await logInElsewhere(ctx);
      const wallet = ctx.page.getByRole("navigation").getByRole("link", { name: "Wallet" });
      await wallet.click({ timeout: 5_000 }).catch(async (error: unknown) => {
        if (await wallet.isVisible()) throw error;
      });
    },
    ...twoStepEvents,
    async "session.dismissNotice"(ctx) {
      await ctx.page.getByRole("button", { name: "Dismiss" }).click();
    },
    async "session.logout"(ctx, step) {
      await ctx.page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
      await ctx.page.getByRole("button", { name: "Log out" }).click();
      // The check the signed-in app sent is still held: it fails at the network now, so its late answer (a 401 for
      // the session just ended) never reaches the session of whoever signs in next.
      if (stateName(step.from) === "signedIn.checking") await ctx.release("checkSession", "abort");
    },
    async "session.userUpdated"(ctx) {
      // A friend joins with the player's referral code (on the server): the stream's `downline` event
      // reads the user again, and so does the player's pull on the home card; the fresh user replaces
      // the stored one (whichever comes first).
      const { page } = ctx;
      const seen = await ctx.snapshots();
      const code = await page.evaluate(
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? "{}") as { user?: { referral_code?: string } }).user?.referral_code,
        sessionKey,
      );
      if (!code) throw new Error("the stored session has no referral code");
      await registerPlayer(e2eApi, { username: freshUsername(), referral_code: code });
      await page.getByRole("navigation").getByRole("link", { name: "Home" }).click();
      await page.getByRole("button", { name: "Refresh balance" }).click();
      await expect.poll(ctx.snapshots, { message: "the session should take the fresh user" }).toBeGreaterThan(seen);
    },
    async "session.tokenRenewed"(ctx) {
      // The player changes their password on /profile/change_password: this tab takes the answered token.
      const { page } = ctx;
      const player = playerOf(ctx);
      const seen = await ctx.snapshots();
      await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
      await page.getByRole("link", { name: "Change password" }).click();
      const next = player.password === "Renewed123" ? "Renewed456" : "Renewed123";
      await page.getByLabel("Current password").fill(player.password);
      await page.getByLabel("New password", { exact: true }).fill(next);
      await page.getByLabel("Confirm new password").fill(next);
      await page.getByRole("button", { name: "Change password" }).click();
      ctx.data.player = { ...player, password: next };
      await expect.poll(ctx.snapshots, { message: "the session should take the new token" }).toBeGreaterThan(seen);
      await expect(page.getByRole("status").filter({ hasText: "Your password is changed." })).toBeVisible();
    },
    async "xstate.after.sessionFreshness.session.signedIn.fresh"(ctx) {
      await ctx.page.clock.fastForward(61_000);
    },
    async "session.visible"(ctx) {
      // The player comes back to the tab.
      await ctx.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    },
  },
  states: {
    async "signedOut.idle"(ctx) {
      await expect(ctx.page).toHaveURL(/\/login$/);
      await expect(ctx.page.getByRole("button", { name: "Log in" })).toBeEnabled();
      await expectLastMessage(ctx);
    },
    async "signedOut.passkeySigningIn"({ page }) {
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveAttribute("aria-busy", "true");
      await expect(page.getByRole("button", { name: "Log in" })).toBeDisabled();
    },
    async "signedOut.loggingIn"({ page }) {
      await expect(page.getByRole("button", { name: "Log in" })).toHaveAttribute("aria-busy", "true");
    },
    async "signedOut.loadingConfig"(ctx) {
      // Logging in: still busy on the login screen (on its code step after a code); registering: on the register screen.
      const labels: Record<string, string> = {
        "session.signedIn": "Register",
        "xstate.done.actor.loginTwoStep": "Verify",
      };
      const busy = labels[ctx.steps[ctx.index]?.event.type ?? ""] ?? "Log in";
      await expect(ctx.page.getByRole("button", { name: busy })).toHaveAttribute("aria-busy", "true");
    },
    ...twoStepStates,
    "signedIn.checking": expectSignedIn,
    "signedIn.fresh": expectSignedIn,
    "signedIn.stale": expectSignedIn,
  },
};

/** The app opened again with a session kept from before: it starts by checking it with the server. */
export const restoredSessionDriver: UiDriver = {
  ...sessionDriver,
  model: restoredSessionModel,
  async arrange(ctx) {
    await ctx.page.clock.install();
    const player = await arrangePlayer();
    ctx.data.player = player;
    await arrangePasskeyIfUsed(ctx);
    watchLoginAnswers(ctx);
    // The app opened signed in checks the session at once: wait for that answer, so the check is not still to be
    // sent when the path starts holding requests (held then, it belongs to the page the reload throws away, and
    // the path's "network error" would fail it instead of the check of the page that counts).
    const checked = ctx.page.waitForResponse(checkSessionPath);
    await openSignedIn(ctx.page, player);
    await checked;
  },
  async start(ctx) {
    // The player comes back later: the app opens with the session it kept.
    await ctx.page.reload();
  },
};
