import { type } from "arktype";
import { MinorUnits, SafeLines, SafeText } from "./common.ts";
import { GiftText, Points } from "./gifts.ts";
import { Currency } from "./money.ts";
import { VipUpgradeParams } from "./vip.ts";

/**
 * Mail: the player's inbox from the operator. A `system` mail is sent on an event (a deposit approved, a
 * withdrawal rejected, a friend request received) and carries a template and its parameters, so the app words it
 * in the player's language; an `operator` mail carries the title and body the operator wrote, shown as written
 * (as text, never as HTML). A mail is unread until opened or marked read; a deleted mail is gone from the inbox.
 */

const MailId = type("string.uuid");

// ---------- system mails: a template and its parameters ----------

export const mailTemplates = [
  "deposit_approved",
  "withdrawal_rejected",
  "friend_request",
  "vip_upgrade",
  "gift_redemption",
  "verification_approved",
  "verification_rejected",
  "new_sign_in",
] as const;
export const MailTemplate = type.enumerated(...mailTemplates);
export type MailTemplate = typeof MailTemplate.infer;

/** What a mail about a deposit or a withdrawal names: the transaction it links to, its amount and reference. */
const TransactionParams = type({
  transaction_id: "string.uuid",
  amount: MinorUnits,
  currency: Currency,
  reference: "0 < string <= 32",
});

export const DepositApprovedParams = TransactionParams;
export type DepositApprovedParams = typeof DepositApprovedParams.infer;

/** `reason`: what the operator wrote when rejecting (null when they gave none). */
export const WithdrawalRejectedParams = TransactionParams.merge({ reason: "string <= 200 | null" });
export type WithdrawalRejectedParams = typeof WithdrawalRejectedParams.infer;

/** Who asked: the sender's nickname (or username) and member UID. */
export const FriendRequestParams = type({ nickname: "0 < string <= 32", member_uid: /^\d{8}$/ });
export type FriendRequestParams = typeof FriendRequestParams.infer;

/** The operator decided on a gift redemption: the gift, its new status and its points (given back when rejected). */
export const GiftRedemptionParams = type({
  redemption_id: "string.uuid",
  gift_name: GiftText,
  status: "'approved' | 'delivered' | 'rejected'",
  point: Points,
});
export type GiftRedemptionParams = typeof GiftRedemptionParams.infer;

/** The operator approved the player's account verification (contract/verification.ts): nothing to name. */
export const VerificationApprovedParams = type({});
export type VerificationApprovedParams = typeof VerificationApprovedParams.infer;

/** The operator rejected the player's account verification, with their reason. */
export const VerificationRejectedParams = type({ reason: "0 < string <= 200" });
export type VerificationRejectedParams = typeof VerificationRejectedParams.infer;

/**
 * A sign-in from a device and browser this player had not signed in from before (contract/security.ts): what
 * the history shows of it, so the player can tell whether it was them ("This wasn't me" leads to change password).
 */
export const NewSignInParams = type({
  at: "string <= 40",
  device: "string <= 40",
  browser: "string <= 40",
  ip: "string <= 64",
  method: "'password' | 'passkey' | 'code' | 'recovery_code'",
});
export type NewSignInParams = typeof NewSignInParams.infer;

/** The parameters each template takes. */
export type MailParams = {
  deposit_approved: DepositApprovedParams;
  withdrawal_rejected: WithdrawalRejectedParams;
  friend_request: FriendRequestParams;
  vip_upgrade: VipUpgradeParams;
  gift_redemption: GiftRedemptionParams;
  verification_approved: VerificationApprovedParams;
  verification_rejected: VerificationRejectedParams;
  new_sign_in: NewSignInParams;
};

// ---------- the mail as answered ----------

const MailBase = type({
  _id: MailId,
  /** When the player opened it or marked it read; null while unread. */
  read_at: "string | null",
  created_at: "string",
});

export const DepositApprovedMail = MailBase.merge({
  kind: "'system'",
  template: "'deposit_approved'",
  params: DepositApprovedParams,
});
export const WithdrawalRejectedMail = MailBase.merge({
  kind: "'system'",
  template: "'withdrawal_rejected'",
  params: WithdrawalRejectedParams,
});
export const FriendRequestMail = MailBase.merge({
  kind: "'system'",
  template: "'friend_request'",
  params: FriendRequestParams,
});
/** The daily VIP job moved the player up a tier (vip.ts). */
export const VipUpgradeMail = MailBase.merge({
  kind: "'system'",
  template: "'vip_upgrade'",
  params: VipUpgradeParams,
});
export const GiftRedemptionMail = MailBase.merge({
  kind: "'system'",
  template: "'gift_redemption'",
  params: GiftRedemptionParams,
});
export const VerificationApprovedMail = MailBase.merge({
  kind: "'system'",
  template: "'verification_approved'",
  params: VerificationApprovedParams,
});
export const VerificationRejectedMail = MailBase.merge({
  kind: "'system'",
  template: "'verification_rejected'",
  params: VerificationRejectedParams,
});
export const NewSignInMail = MailBase.merge({
  kind: "'system'",
  template: "'new_sign_in'",
  params: NewSignInParams,
});
export const OperatorMail = MailBase.merge({ kind: "'operator'", title: "string", body: "string" });

export const Mail = DepositApprovedMail.or(WithdrawalRejectedMail)
  .or(FriendRequestMail)
  .or(VipUpgradeMail)
  .or(GiftRedemptionMail)
  .or(VerificationApprovedMail)
  .or(VerificationRejectedMail)
  .or(NewSignInMail)
  .or(OperatorMail);
export type Mail = typeof Mail.infer;
export type SystemMail = Extract<Mail, { kind: "system" }>;

/** One page of the inbox, newest first, with the inbox's total and unread count. */
export const MailPage = type({
  items: Mail.array(),
  page: "number.integer",
  limit: "number.integer",
  total: "number.integer",
  unread: "number.integer >= 0",
});
export type MailPage = typeof MailPage.infer;

/** The unread count alone (the badge). */
export const MailUnread = type({ unread: "number.integer >= 0" });
export type MailUnread = typeof MailUnread.infer;

// ---------- requests ----------

/** The largest page of the inbox. */
export const maxMailPage = 50;

export const MailQuery = type({
  page: "1 <= number.integer <= 100000",
  limit: `1 <= number.integer <= ${maxMailPage}`,
});
export type MailQuery = typeof MailQuery.infer;

/** Marks a mail read (true) or unread again (false). */
export const MarkMailBody = type({ read: "boolean" });
export type MarkMailBody = typeof MarkMailBody.infer;

// ---------- the sandbox operator ----------

export const mailTitleMax = 120;
export const mailBodyMax = 2000;

/**
 * A mail the operator writes on the sandbox operator page: to one player (`recipient`: their username or member
 * UID) or to every player of the tenant.
 */
export const SandboxMailBody = type({
  title: SafeText(1, mailTitleMax),
  body: SafeLines(1, mailBodyMax),
  audience: "'one' | 'all'",
  /** A username or a member UID (letters, digits, underscore); left out when `audience` is "all". */
  "recipient?": /^[A-Za-z0-9_]{1,32}$/,
});
export type SandboxMailBody = typeof SandboxMailBody.infer;

/** How many players the operator's mail went to. */
export const SandboxMailAnswer = type({ sent: "number.integer >= 0" });

/** The operator's reject of a pending transaction: the reason a rejected withdrawal's mail tells the player. */
export const rejectReasonMax = 200;
export const SandboxRejectBody = type({ "reason?": SafeText(1, rejectReasonMax) });
export type SandboxRejectBody = typeof SandboxRejectBody.infer;
