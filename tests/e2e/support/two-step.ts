/**
 * An authenticator app in the test: the codes of a two-step secret, computed with otpauth at the e2e server's clock
 * (the sandbox's, which only moves forward), each code handed out once, as the server accepts each step once.
 */
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import type { Caller } from "../../support/api.ts";

const STEP_MS = 30_000;

export class AuthenticatorApp {
  /** The last step whose code this app handed out (the server accepted or refused it). */
  private lastStep = Number.NEGATIVE_INFINITY;
  private readonly totp: TOTP;
  private readonly api: Caller;

  constructor(secret: string, api: Caller) {
    this.api = api;
    this.totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  }

  /**
   * A code the server has not accepted yet: the current step's, else the next step's (within the server's drift
   * window; either stays good for at least 30 s); when both were handed out, the sandbox clock moves a step on.
   */
  async code(): Promise<string> {
    for (;;) {
      const now = await serverNow(this.api);
      const step = Math.floor(now / STEP_MS);
      const next = [step, step + 1].find((candidate) => candidate > this.lastStep);
      if (next !== undefined) {
        this.lastStep = next;
        return this.totp.generate({ timestamp: next * STEP_MS });
      }
      const moved = await this.api.call("POST", "/api/sandbox/clock", { body: { advance_seconds: 30 } });
      if (moved.status !== 200) throw new Error(`the sandbox clock did not move: ${moved.status}`);
    }
  }

  /** A 6-digit code that is none of the codes the server would accept now. */
  async wrongCode(): Promise<string> {
    const now = await serverNow(this.api);
    const near = [-2, -1, 0, 1, 2].map((d) => this.totp.generate({ timestamp: now + d * STEP_MS }));
    return ["000000", "111111", "222222"].find((code) => !near.includes(code)) ?? "333333";
  }
}

/** The e2e server's clock now (ms). */
export async function serverNow(api: Caller): Promise<number> {
  const res = await api.call<{ now: string }>("GET", "/api/sandbox/clock");
  if (res.status !== 200) throw new Error(`GET /api/sandbox/clock failed: ${res.status}`);
  return new Date(res.body.now).getTime();
}

/** Turns two-step sign-in on for a signed-in player through the API; answers their app and recovery codes. */
export async function enrolTwoStepThroughApi(
  api: Caller,
  token: string,
): Promise<{ app: AuthenticatorApp; recoveryCodes: string[] }> {
  const setup = await api.call<{ secret: string }>("POST", "/api/player/security/two_step/setup", {
    body: {},
    token,
  });
  if (setup.status !== 200) throw new Error(`two-step setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const app = new AuthenticatorApp(setup.body.secret, api);
  const enabled = await api.call<{ recovery_codes: string[] }>("POST", "/api/player/security/two_step/enable", {
    body: { code: await app.code() },
    token,
  });
  if (enabled.status !== 200) {
    throw new Error(`two-step enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  }
  return { app, recoveryCodes: enabled.body.recovery_codes };
}

/** The setup key /security/two_step shows (in groups of four), as the player would type it into their app. */
export async function shownSecret(page: Page): Promise<string> {
  const text = await page.getByTestId("two-step-secret").textContent();
  const secret = (text ?? "").replace(/\s/g, "");
  if (!/^[A-Z2-7]{16,}$/.test(secret)) throw new Error(`no setup key on the screen: "${text}"`);
  return secret;
}
