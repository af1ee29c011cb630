import type { SnapshotFrom } from "xstate";
import type { DocumentKind } from "../src/api/contract/verification.ts";
import { isRejectedDocument, type verificationMachine } from "./verification.machine.ts";

type VerificationSnapshot = Pick<SnapshotFrom<typeof verificationMachine>, "matches" | "context">;

/** What the verification screen shows: skeletons, a load failure, the upload steps, pending, rejected, verified. */
export type VerificationStep = "loading" | "failed" | "documents" | "pending" | "rejected" | "verified";

export function selectVerificationStep(snapshot: VerificationSnapshot): VerificationStep {
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("documents") || snapshot.matches("uploading") || snapshot.matches("submitting")) {
    return "documents";
  }
  if (snapshot.matches("pending")) return "pending";
  if (snapshot.matches("rejected")) return "rejected";
  if (snapshot.matches("verified")) return "verified";
  return "loading";
}

/** The document being uploaded now, if any. */
export const selectUploadingKind = (snapshot: VerificationSnapshot): DocumentKind | null =>
  snapshot.matches("uploading") ? snapshot.context.uploading : null;

/** The documents are being sent for review. */
export const selectIsSubmitting = (snapshot: VerificationSnapshot): boolean => snapshot.matches("submitting");

/** Each uploaded document by kind: when, and whether it was in the review that rejected them. */
export function selectUploaded(
  snapshot: VerificationSnapshot,
): Partial<Record<DocumentKind, { at: string; rejected: boolean }>> {
  const { view } = snapshot.context;
  if (!view) return {};
  return Object.fromEntries(
    view.documents.map((document) => [
      document.kind,
      { at: document.uploaded_at, rejected: isRejectedDocument(view, document) },
    ]),
  );
}

/** A photo may be picked for upload now (no other upload or sending is under way). */
export const selectCanUpload = (snapshot: VerificationSnapshot): boolean => snapshot.matches("documents");
