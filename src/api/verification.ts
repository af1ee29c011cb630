import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { DocumentKind } from "./contract/verification.ts";

const base = "/api/player/verification";

/** Status, the operator's reason, the uploaded documents and the withdrawal thresholds. */
export const getVerification = () => request("VerificationView", base);

/** One document (JPEG, PNG or WebP, at most 5 MB); a new one replaces the earlier of its kind. */
export const uploadDocument = (kind: DocumentKind, file: File) => {
  const form = new FormData();
  form.append("file", file);
  return request("VerificationView", `${base}/document/${kind}`, { method: "POST", body: form });
};

/** Sends the three documents for review: the status becomes pending. */
export const submitVerification = () => request("VerificationView", `${base}/submit`, { method: "POST", body: {} });

/** Query keys: a `verification` event invalidates `verificationKeys.all`. */
export const verificationKeys = {
  all: ["verification"] as const,
};

export const verificationQuery = () => queryOptions({ queryKey: verificationKeys.all, queryFn: getVerification });
