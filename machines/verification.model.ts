import type { DocumentKind, VerificationView } from "../src/api/contract/verification.ts";
import { apiError } from "./model-fixtures.ts";
import type { PathModel } from "./path-model.ts";
import { verificationMachine } from "./verification.machine.ts";

const thresholds: VerificationView["thresholds"] = [
  { currency: "MYR", amount: 100_000 },
  { currency: "USDT", amount: 200_000_000 },
];

const unverified: VerificationView = {
  status: "unverified",
  reason: null,
  submitted_at: null,
  decided_at: null,
  documents: [],
  thresholds,
};

const uploaded = (kinds: DocumentKind[]): VerificationView["documents"] =>
  kinds.map((kind, index) => ({ kind, uploaded_at: `2026-11-27T10:0${index}:00.000Z` }));

/** The front of the ID uploaded: two to go. */
const oneUploaded: VerificationView = { ...unverified, documents: uploaded(["id_front"]) };
/** All three uploaded: they may be sent for review. */
const allUploaded: VerificationView = { ...unverified, documents: uploaded(["id_front", "id_back", "selfie"]) };

const pending: VerificationView = { ...allUploaded, status: "pending", submitted_at: "2026-11-27T10:05:00.000Z" };

const rejected: VerificationView = {
  ...pending,
  status: "rejected",
  reason: "The photo of the ID is blurred: the name cannot be read",
  decided_at: "2026-11-27T11:00:00.000Z",
};

const verified: VerificationView = { ...pending, status: "verified", decided_at: "2026-11-27T11:00:00.000Z" };

/**
 * A photo as the player's file picker hands it over: a small stand-in with what the flow reads (its name, type and
 * size), since the machine only passes it on to the upload.
 */
const photo = (name: string) => ({ name, type: "image/jpeg", size: 182_000 }) as unknown as File;

/**
 * A player opens /verification: unverified (uploads three documents and sends them), under review (the operator
 * decides meanwhile), rejected with a reason (uploads again) or verified; an upload or the status is lost to the
 * network; the operator's answer arrives as a live event.
 */
export const verificationModel: PathModel = {
  name: "verification",
  machine: verificationMachine,
  contextKey: (context) => {
    const view = context.view as VerificationView | null;
    return view ? { status: view.status, documents: view.documents.map((document) => document.kind) } : null;
  },
  events: {
    "verification.upload": {
      "ID front": { type: "verification.upload", kind: "id_front", file: photo("id-front.jpg") },
      selfie: { type: "verification.upload", kind: "selfie", file: photo("selfie.jpg") },
    },
    "xstate.done.actor.loadVerification": {
      unverified: { type: "xstate.done.actor.loadVerification", output: unverified },
      "under review": { type: "xstate.done.actor.loadVerification", output: pending },
      rejected: { type: "xstate.done.actor.loadVerification", output: rejected },
      verified: { type: "xstate.done.actor.loadVerification", output: verified },
    },
    "xstate.error.actor.loadVerification": {
      "network down": { type: "xstate.error.actor.loadVerification", error: apiError(0, "Error Encountered") },
    },
    "xstate.done.actor.uploadDocument": {
      "one of three": { type: "xstate.done.actor.uploadDocument", output: oneUploaded },
      "all three": { type: "xstate.done.actor.uploadDocument", output: allUploaded },
    },
    "xstate.error.actor.uploadDocument": {
      "not a photo": {
        type: "xstate.error.actor.uploadDocument",
        error: apiError(415, "Unsupported file type"),
      },
    },
    "xstate.done.actor.submitVerification": {
      "under review": { type: "xstate.done.actor.submitVerification", output: pending },
    },
    "xstate.error.actor.submitVerification": {
      "network down": { type: "xstate.error.actor.submitVerification", error: apiError(0, "Error Encountered") },
      "already sent on another device": {
        type: "xstate.error.actor.submitVerification",
        error: apiError(409, "Your documents are already under review"),
      },
    },
  },
};
