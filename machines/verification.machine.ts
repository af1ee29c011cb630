import { assertEvent, assign, fromPromise, setup } from "xstate";
import { type DocumentKind, documentKinds, type VerificationView } from "../src/api/contract/verification.ts";
import { errorCode, type FlowError, isUnknownOutcome } from "./errors.ts";

export type VerificationContext = {
  /** The verification as the server last answered it: status, reason, uploaded documents. */
  view: VerificationView | null;
  /** The document being uploaded now. */
  uploading: DocumentKind | null;
  /** The last error code, and the document it is about (null: loading or sending for review). */
  error: FlowError | null;
  errorKind: DocumentKind | null;
};

export type VerificationEvent =
  | { type: "verification.upload"; kind: DocumentKind; file: File }
  | { type: "verification.submit" }
  | { type: "verification.resubmit" }
  | { type: "verification.refresh" }
  | { type: "verification.retry" };

export type UploadDocumentInput = { kind: DocumentKind; file: File };

/** Whether a document of every kind (the ID's front and back, a selfie) is uploaded. */
export function hasAllDocuments(view: VerificationView | null): boolean {
  const uploaded = new Set(view?.documents.map((document) => document.kind));
  return documentKinds.every((kind) => uploaded.has(kind));
}

/** Whether a document was sent for the review that rejected them (uploaded before the decision). */
export function isRejectedDocument(view: VerificationView, document: VerificationView["documents"][number]): boolean {
  return (
    view.status === "rejected" &&
    view.decided_at !== null &&
    Date.parse(document.uploaded_at) <= Date.parse(view.decided_at)
  );
}

/**
 * Whether the documents may be sent for review: all three are there and, after a rejection, at least one of them
 * is new (the same three again would be rejected again).
 */
export function isReadyForReview(view: VerificationView | null): boolean {
  if (!view || !hasAllDocuments(view)) return false;
  return view.status !== "rejected" || view.documents.some((document) => !isRejectedDocument(view, document));
}

/**
 * Account verification (KYC). The status is read; an unverified player uploads three documents (the ID's front
 * and back, a selfie; each one replaces the earlier of its kind) and sends them for review once all three are
 * there. Pending waits for the operator: the flow reads the status again when the server says it changed (or the
 * player pulls to refresh). Rejected shows the operator's reason and lets the player upload again; verified is done.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    children: {} as {
      loadVerification: "loadVerification";
      uploadDocument: "uploadDocument";
      submitVerification: "submitVerification";
    },
  },
  actors: {
    loadVerification: fromPromise<VerificationView, void>(async () => {
      throw new Error("loadVerification not provided");
    }),
    uploadDocument: fromPromise<VerificationView, UploadDocumentInput>(async () => {
      throw new Error("uploadDocument not provided");
    }),
    submitVerification: fromPromise<VerificationView, void>(async () => {
      throw new Error("submitVerification not provided");
    }),
  },
  guards: {
    isUnverified: ({ context }) => context.view?.status === "unverified",
    isRejected: ({ context }) => context.view?.status === "rejected",
    isPending: ({ context }) => context.view?.status === "pending",
    isReadyForReview: ({ context }) => isReadyForReview(context.view),
    isUnknownOutcome: ({ event }) => "error" in event && isUnknownOutcome(event.error),
  },
  actions: {
    /** What depends on the status (the withdraw form's threshold) and the view itself are read again. */
    refreshVerification: () => {},
  },
}).createMachine({
  id: "verification",
  description:
    "Account verification: three documents (ID front and back, a selfie) sent for review; the operator approves or rejects with a reason.",
  context: { view: null, uploading: null, error: null, errorKind: null },
  initial: "loading",
  states: {
    loading: {
      description: "The verification status is read (status, reason, documents uploaded); a skeleton shows meanwhile.",
      invoke: {
        id: "loadVerification",
        src: "loadVerification",
        onDone: {
          target: "routing",
          description: "The server answers with the status: the step that fits it shows.",
          actions: assign({ view: ({ event }) => event.output }),
        },
        onError: {
          target: "failed",
          description: 'The status cannot be read (server error or no network): "Failed to load" shows.',
          actions: assign({ error: ({ event }) => errorCode(event.error), errorKind: null }),
        },
      },
    },
    routing: {
      description: "Decides at once which step the status leads to.",
      always: [
        {
          guard: "isUnverified",
          target: "documents",
          description: "Not verified yet: the three upload steps show.",
        },
        {
          guard: "isRejected",
          target: "rejected",
          description: "The operator rejected the documents: the reason shows with a way to upload again.",
        },
        {
          guard: "isPending",
          target: "pending",
          description: "The documents are under review: the player waits.",
        },
        { target: "verified", description: "Otherwise the account is verified." },
      ],
    },
    documents: {
      description:
        'The three upload steps (ID front, ID back, selfie), each marked when uploaded; "Send for review" once all three are there.',
      on: {
        "verification.upload": {
          target: "uploading",
          description: "The player picks a photo for one step: it is uploaded (a new one replaces the earlier).",
          actions: assign({ uploading: ({ event }) => event.kind, error: null, errorKind: null }),
        },
        "verification.submit": {
          guard: "isReadyForReview",
          target: "submitting",
          description:
            'With all three uploaded (after a rejection, one of them new), the player taps "Send for review": they go to the operator.',
          actions: assign({ error: null, errorKind: null }),
        },
      },
    },
    uploading: {
      description: "One document is on its way to the server; its step shows a spinner.",
      invoke: {
        id: "uploadDocument",
        src: "uploadDocument",
        input: ({ event }) => {
          assertEvent(event, "verification.upload");
          return { kind: event.kind, file: event.file };
        },
        onDone: {
          target: "documents",
          description: "The server keeps the document: its step is marked uploaded.",
          actions: [assign({ view: ({ event }) => event.output, uploading: null }), "refreshVerification"],
        },
        onError: {
          target: "documents",
          description:
            "The server refuses the file (type, size) or the network fails: the step says why; the player picks again.",
          actions: assign(({ context, event }) => ({
            error: errorCode(event.error),
            errorKind: context.uploading,
            uploading: null,
          })),
        },
      },
    },
    submitting: {
      description: "The documents are being sent for review; the button is busy.",
      invoke: {
        id: "submitVerification",
        src: "submitVerification",
        onDone: {
          target: "pending",
          description: 'The server takes them for review: "Under review" shows; the status is pending.',
          actions: [assign({ view: ({ event }) => event.output }), "refreshVerification"],
        },
        onError: [
          {
            guard: "isUnknownOutcome",
            target: "documents",
            description: "The network fails or the server faults: the message shows; the player may send them again.",
            actions: assign({ error: ({ event }) => errorCode(event.error), errorKind: null }),
          },
          {
            target: "loading",
            description:
              "Otherwise the server refuses (a document missing, already under review elsewhere): the status is read again, the message kept.",
            actions: assign({ error: ({ event }) => errorCode(event.error), errorKind: null }),
          },
        ],
      },
    },
    pending: {
      description:
        "Under review: the operator approves or rejects. The status is read again when the server says it changed.",
      on: {
        "verification.refresh": {
          target: "loading",
          description:
            'The server says the verification changed (the operator decided), or the player taps "Check again": the status is read again.',
          actions: assign({ error: null, errorKind: null }),
        },
      },
    },
    rejected: {
      description: 'Rejected: the operator\'s reason shows, with "Upload again".',
      on: {
        "verification.resubmit": {
          target: "documents",
          description: 'The player taps "Upload again": the upload steps show for new documents.',
          actions: assign({ error: null, errorKind: null }),
        },
      },
    },
    verified: {
      type: "final",
      description: "Verified: withdrawals above the threshold are open.",
    },
    failed: {
      description: 'The status could not be read: "Failed to load" with a "Try again" button.',
      on: {
        "verification.retry": {
          target: "loading",
          description: 'The player taps "Try again": the status is read again.',
          actions: assign({ error: null, errorKind: null }),
        },
      },
    },
  },
});
