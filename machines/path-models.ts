import { bankAccountModel } from "./bank-account.model.ts";
import { checkInModel } from "./check-in.model.ts";
import { depositModel, depositReceiptModel } from "./deposit.model.ts";
import { forgotPasswordModel } from "./forgot-password.model.ts";
import { friendRequestModel } from "./friend-request.model.ts";
import { giftRedemptionModel } from "./gift-redemption.model.ts";
import { limitsModel } from "./limits.model.ts";
import { otpModel } from "./otp.model.ts";
import type { PathModel } from "./path-model.ts";
import { pinModel } from "./pin.model.ts";
import { playSessionModel } from "./play-session.model.ts";
import { registerModel } from "./register.model.ts";
import { restoredSessionModel, sessionModel } from "./session.model.ts";
import { injectedThemeBootModel, themeBootModel } from "./theme-boot.model.ts";
import { transferModel } from "./transfer.model.ts";
import { verificationModel } from "./verification.model.ts";
import { withdrawModel } from "./withdraw.model.ts";

/** Every machine of machines/ with its path model. A new machine adds its model here. */
export const pathModels: PathModel[] = [
  sessionModel,
  restoredSessionModel,
  themeBootModel,
  injectedThemeBootModel,
  otpModel,
  registerModel,
  forgotPasswordModel,
  depositModel,
  depositReceiptModel,
  withdrawModel,
  bankAccountModel,
  pinModel,
  transferModel,
  friendRequestModel,
  checkInModel,
  giftRedemptionModel,
  limitsModel,
  verificationModel,
  playSessionModel,
];
