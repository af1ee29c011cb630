import { MarkReadBody, MessagesQuery, MuteBody, ReportBody, SendMessageBody } from "./chat.ts";
import { ClaimCheckInBody } from "./check-in.ts";
import { Page } from "./common.ts";
import { GetConfigBody, SandboxConfigBody } from "./config.ts";
import { EventStreamRequest } from "./events.ts";
import { FriendSearchQuery, FriendTransferBody, SendFriendRequestBody } from "./friends.ts";
import { RedeemGiftBody } from "./gift-redeem.ts";
import { SandboxPointsBody, SandboxRedemptionDecision, SandboxStockBody } from "./gifts.ts";
import { MailQuery, MarkMailBody, SandboxMailBody, SandboxRejectBody } from "./mail.ts";
import { OtpRequestBody, OtpVerifyBody } from "./otp.ts";
import { ClaimRebateBody } from "./rebates.ts";
import { PlaySessionBody, RealityCheckBody, RestrictBody, SetLimitBody } from "./responsible.ts";
import {
  AddPasskeyBody,
  DisableTwoStepBody,
  EnableTwoStepBody,
  PasskeyLoginBody,
  TwoStepLoginBody,
} from "./security.ts";
import { StatementQuery } from "./statement.ts";
import {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPinBody,
  UpdateNicknameBody,
  UpdatePasswordBody,
  UpdatePinBody,
} from "./user.ts";
import { SandboxVerificationDecision } from "./verification.ts";
import { BankAccountBody, CreateDepositBody, CreateWithdrawBody, ReportQuery, TransactionQuery } from "./wallet.ts";

/**
 * Every request body and query of the player API by name, as `answers` lists the answers. Every
 * string in them is bounded (a pattern, a length, SafeText for free text) and every amount is a
 * RequestAmount; tests/unit/contract-bounds.test.ts checks each one against oversized input.
 */
export const requests = {
  LoginBody,
  RegisterBody,
  UpdatePasswordBody,
  UpdatePinBody,
  ResetPinBody,
  ForgotPasswordBody,
  UpdateNicknameBody,
  GetConfigBody,
  SandboxConfigBody,
  OtpRequestBody,
  OtpVerifyBody,
  BankAccountBody,
  CreateDepositBody,
  CreateWithdrawBody,
  TransactionQuery,
  ReportQuery,
  Page,
  EventStreamRequest,
  ClaimRebateBody,
  ClaimCheckInBody,
  MailQuery,
  MarkMailBody,
  SandboxMailBody,
  SandboxRejectBody,
  FriendSearchQuery,
  SendFriendRequestBody,
  FriendTransferBody,
  SendMessageBody,
  MessagesQuery,
  MarkReadBody,
  MuteBody,
  ReportBody,
  RedeemGiftBody,
  SandboxRedemptionDecision,
  SandboxPointsBody,
  SandboxStockBody,
  SetLimitBody,
  RealityCheckBody,
  RestrictBody,
  PlaySessionBody,
  SandboxVerificationDecision,
  AddPasskeyBody,
  PasskeyLoginBody,
  EnableTwoStepBody,
  DisableTwoStepBody,
  TwoStepLoginBody,
  StatementQuery,
} as const;

export type RequestName = keyof typeof requests;
