/**
 * Account verification (KYC): three documents (the ID's front and back, a selfie), sent for review,
 * approved or rejected with a reason by the operator. Withdrawals above the tenant's threshold (one
 * withdrawal, or the day's total at GMT+8) need a verified account.
 */
import { type } from "arktype";
import { SafeText } from "./common.ts";
import type { Currency } from "./money.ts";

export const verificationStatuses = ["unverified", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];
export const VerificationStatus = type.enumerated(...verificationStatuses);

export const documentKinds = ["id_front", "id_back", "selfie"] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const DocumentKind = type.enumerated(...documentKinds);

/** A document's largest size (JPEG, PNG or WebP; the type is read from the bytes). */
export const documentMaxBytes = 5 * 1024 * 1024;

/**
 * The tenant's setting (config key `verification_thresholds`): per currency, in minor units, the most a
 * player may withdraw (one withdrawal, or the day's total) before their account is verified.
 */
export const VerificationThresholds = type({
  currency: "'MYR' | 'USDT'",
  amount: "0 <= number.integer <= 10000000000000",
}).array();
export type VerificationThresholds = typeof VerificationThresholds.infer;

/** Without the tenant's setting: RM 1,000 and USDT 200. */
export const defaultVerificationThresholds: Record<Currency, number> = { MYR: 100_000, USDT: 200_000_000 };

export const rejectReasonMaxLength = 200;

export const VerificationView = type({
  status: VerificationStatus,
  /** The operator's reason, when rejected. */
  reason: "string | null",
  submitted_at: "string | null",
  decided_at: "string | null",
  /** Which documents are uploaded for the next (or current) review. */
  documents: type({ kind: DocumentKind, uploaded_at: "string" }).array(),
  /** Withdrawals above this (one, or the day's total) need a verified account; per currency, minor units. */
  thresholds: VerificationThresholds,
});
export type VerificationView = typeof VerificationView.infer;

/** The withdraw screen's precondition: whether an amount needs a verified account first. */
export function needsVerification(
  status: VerificationStatus,
  amount: number,
  withdrawnToday: number,
  threshold: number,
): boolean {
  return status !== "verified" && (amount > threshold || withdrawnToday + amount > threshold);
}

export const SandboxVerificationDecision = type({
  decision: "'approve' | 'reject'",
  "reason?": SafeText(1, rejectReasonMaxLength),
});
export type SandboxVerificationDecision = typeof SandboxVerificationDecision.infer;
