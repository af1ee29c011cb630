import { bankAccountDriver } from "./bank-account.driver.ts";
import { checkInDriver } from "./check-in.driver.ts";
import { depositDriver, depositReceiptDriver } from "./deposit.driver.ts";
import type { UiDriver } from "./engine.ts";
import { friendRequestDriver } from "./friend-request.driver.ts";
import { giftRedemptionDriver } from "./gift-redemption.driver.ts";
import { limitsDriver } from "./limits.driver.ts";
import { otpDriver } from "./otp.driver.ts";
import { pinDriver } from "./pin.driver.ts";
import { playSessionDriver } from "./play-session.driver.ts";
import { restoredSessionDriver, sessionDriver } from "./session.driver.ts";
import { transferDriver } from "./transfer.driver.ts";
import { verificationDriver } from "./verification.driver.ts";
import { withdrawDriver } from "./withdraw.driver.ts";

/** Every statechart walked through the UI, by path model. A machine's new model adds its driver here. */
export const uiDrivers: UiDriver[] = [
  sessionDriver,
  restoredSessionDriver,
  otpDriver,
  depositDriver,
  depositReceiptDriver,
  withdrawDriver,
  bankAccountDriver,
  pinDriver,
  transferDriver,
  friendRequestDriver,
  checkInDriver,
  giftRedemptionDriver,
  limitsDriver,
  verificationDriver,
  playSessionDriver,
];

/**
 * Machines of machines/ without UI path tests, and why. The Vitest path tests cover them;
 * register and forgot-password are screens around the OTP machine, which is walked here.
 */
export const withoutUiPaths: Record<string, string> = {
  themeBoot: "it runs before any screen: its paths are the boot itself (foundation.spec.ts loads and retries it)",
  register: "its OTP part is walked as the otp machine; its own steps are in auth.spec.ts",
  forgotPassword: "its OTP part is walked as the otp machine; its own steps are in auth.spec.ts",
};
