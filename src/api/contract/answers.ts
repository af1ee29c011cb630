import { ChatMessage, ChatPage, ConversationList, MutedList } from "./chat.ts";
import { CheckInClaimAnswer, CheckInStatus } from "./check-in.ts";
import { Ok } from "./common.ts";
import { ConfigEntry, ConfigList } from "./config.ts";
import { AnnouncementPage, ContentPage, EventDetail, EventPage, PostDetail, PostPage } from "./content.ts";
import { EventStreamReady, PlayerEvent } from "./events.ts";
import {
  Friend,
  FriendList,
  FriendRequest,
  FriendRequestList,
  FriendSearchResult,
  FriendTransferInfo,
} from "./friends.ts";
import { Catalogue, GameAccount, GameAccountList, LaunchAnswer } from "./games.ts";
import { Gift, GiftList, RedeemAnswer, RedemptionPage } from "./gifts.ts";
import { Mail, MailPage, MailUnread } from "./mail.ts";
import { OtpRequestAnswer, OtpVerifyAnswer, SmsList } from "./otp.ts";
import { RebatePage } from "./rebates.ts";
import { PlaySession, ResponsibleView, SetLimitAnswer } from "./responsible.ts";
import {
  LoginAnswer,
  PasskeyList,
  PasskeyOptions,
  RecoveryCodes,
  SecurityOverview,
  SignInList,
  TwoStepSetup,
  TwoStepStatus,
} from "./security.ts";
import { Statement } from "./statement.ts";
import { SessionCheck, Theme } from "./tenant.ts";
import { CheckPinAnswer, ReferralList, ReferralUser, UpdatePasswordAnswer, User } from "./user.ts";
import { VerificationView } from "./verification.ts";
import { VipInfo, VipJobAnswer } from "./vip.ts";
import {
  BankAccount,
  BankAccountList,
  BankList,
  DepositOptions,
  GameRecordPage,
  Transaction,
  TransactionPage,
  TurnoverPage,
  Wallet,
  WithdrawInfo,
} from "./wallet.ts";

/**
 * Every answer of the player API by name. The app names the answer it expects
 * (`request("User", …)`) and the answer worker checks it against this schema,
 * so arktype never runs on the main thread.
 */
export const answers = {
  Ok,
  ConfigEntry,
  ConfigList,
  OtpRequestAnswer,
  OtpVerifyAnswer,
  SmsList,
  SessionCheck,
  Theme,
  User,
  UpdatePasswordAnswer,
  CheckPinAnswer,
  ReferralList,
  ReferralUser,
  Wallet,
  BankList,
  BankAccount,
  BankAccountList,
  DepositOptions,
  Transaction,
  TransactionPage,
  WithdrawInfo,
  GameRecordPage,
  TurnoverPage,
  PlayerEvent,
  EventStreamReady,
  Catalogue,
  GameAccount,
  GameAccountList,
  LaunchAnswer,
  RebatePage,
  VipInfo,
  VipJobAnswer,
  CheckInStatus,
  CheckInClaimAnswer,
  EventPage,
  EventDetail,
  AnnouncementPage,
  PostPage,
  PostDetail,
  ContentPage,
  ChatMessage,
  ChatPage,
  ConversationList,
  MutedList,
  Mail,
  MailPage,
  MailUnread,
  FriendSearchResult,
  FriendRequest,
  FriendRequestList,
  Friend,
  FriendList,
  FriendTransferInfo,
  Gift,
  GiftList,
  RedeemAnswer,
  RedemptionPage,
  ResponsibleView,
  SetLimitAnswer,
  PlaySession,
  VerificationView,
  LoginAnswer,
  PasskeyOptions,
  PasskeyList,
  TwoStepStatus,
  TwoStepSetup,
  RecoveryCodes,
  SignInList,
  SecurityOverview,
  Statement,
} as const;

export type AnswerName = keyof typeof answers;
export type AnswerOf<K extends AnswerName> = (typeof answers)[K]["infer"];
