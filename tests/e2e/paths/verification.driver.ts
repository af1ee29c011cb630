import { expect } from "@playwright/test";
import { verificationModel } from "../../../machines/verification.model.ts";
import type { DocumentKind, VerificationView } from "../../../src/api/contract/verification.ts";
import { type DriveContext, nextStep, type Step, type UiDriver, upcoming } from "./engine.ts";
import { arrangePlayer, e2eApi, expectLastServerMessage, messageOf, openSignedIn, sessionToken } from "./players.ts";

/**
 * The verification statechart on /verification, as a new player. What the first read finds (under review,
 * rejected with a reason, verified) is made real before the screen opens: the documents uploaded and sent through
 * the API as another device of the player's would, and the operator's decision through the sandbox. The operator
 * deciding while the documents are under review is the `verification.refresh` of the path: the decision's live
 * event makes the flow read the status again (or the player taps "Check again" when the path reads it unchanged).
 * A document refused by the server is a .jpg name over bytes that are not an image; an answer lost to the network
 * is aborted at the network.
 */

/** A 1×1 PNG: a photo, as far as the server's check of the bytes goes. */
const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const reason = "The photo of the ID is blurred: the name cannot be read";

const stepTitles: Record<DocumentKind, string> = {
  id_front: "Front of your ID",
  id_back: "Back of your ID",
  selfie: "A selfie with your ID",
};

/** What a read of the status answers in the path (its model output). */
const statusOf = (step: Step | undefined): VerificationView["status"] | null =>
  step?.event.type === "xstate.done.actor.loadVerification" ? (step.event.output as VerificationView).status : null;

async function token(ctx: DriveContext): Promise<string> {
  return sessionToken(ctx.page);
}

/** Uploads a document through the API, as the player's other device would. */
async function uploadElsewhere(ctx: DriveContext, kind: DocumentKind): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([onePixelPng], { type: "image/png" }), `${kind}.png`);
  const res = await e2eApi.call("POST", `/api/player/verification/document/${kind}`, {
    token: await token(ctx),
    raw: form,
  });
  if (res.status !== 200) throw new Error(`upload of ${kind} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Sends the documents for review through the API. */
async function submitElsewhere(ctx: DriveContext): Promise<void> {
  const res = await e2eApi.call("POST", "/api/player/verification/submit", { token: await token(ctx), body: {} });
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The operator's decision on the sandbox desk. */
async function decide(ctx: DriveContext, decision: "approve" | "reject"): Promise<void> {
  const player = ctx.data.player as { _id: string };
  const res = await e2eApi.call("POST", `/api/sandbox/verification/${player._id}`, {
    body: decision === "reject" ? { decision, reason } : { decision },
    headers: { Accept: "application/json" },
  });
  if (res.status !== 200) throw new Error(`decision failed: ${res.status} ${JSON.stringify(res.body)}`);
}

const stepOf = (ctx: DriveContext, kind: DocumentKind) =>
  ctx.page.getByRole("listitem").filter({ has: ctx.page.getByRole("heading", { name: stepTitles[kind] }) });
const submitButton = (ctx: DriveContext) => ctx.page.getByRole("button", { name: "Send for review" });

export const verificationDriver: UiDriver = {
  model: verificationModel,
  machineId: "verification",
  requests: {
    loadVerification: /\/api\/player\/verification$/,
    uploadDocument: /\/api\/player\/verification\/document\//,
    submitVerification: /\/api\/player\/verification\/submit$/,
  },
  undrivable(step, index, steps) {
    if (step.event.type === "xstate.done.actor.loadVerification" && index > 0) {
      const before = steps
        .slice(0, index)
        .map(statusOf)
        .filter((status) => status !== null)
        .at(-1);
      const now = statusOf(step);
      // the operator decides only documents under review; nothing moves a status back
      if (before === "verified" || (before === "rejected" && now !== "rejected" && now !== "pending")) {
        return "the operator decides only documents under review: a decided status does not go back";
      }
      if (before === "unverified" && now !== "unverified" && now !== "pending") {
        return "the operator decides only documents under review";
      }
    }
    return null;
  },
  async arrange(ctx) {
    const player = await arrangePlayer();
    ctx.data.player = player;
    await openSignedIn(ctx.page, player, "/account");
    const first = statusOf(ctx.steps[0]);
    if (first && first !== "unverified") {
      for (const kind of ["id_front", "id_back", "selfie"] as const) await uploadElsewhere(ctx, kind);
      await submitElsewhere(ctx);
      if (first === "rejected") await decide(ctx, "reject");
      if (first === "verified") await decide(ctx, "approve");
    }
  },
  async start({ page }) {
    await page.getByRole("link", { name: "Verification", exact: true }).click();
  },
  events: {
    async "verification.upload"(ctx, step) {
      const kind = step.event.kind as DocumentKind;
      const next = nextStep(ctx);
      const answer =
        next?.event.type === "xstate.done.actor.uploadDocument" ? (next.event.output as VerificationView) : null;
      // the answer the path expects holds all three: the other two come from the player's other device first
      if (answer && answer.documents.length === 3) {
        for (const other of ["id_front", "id_back", "selfie"] as const) {
          if (other !== kind) await uploadElsewhere(ctx, other);
        }
      }
      const refused = messageOf(next?.event ?? {}) === "Unsupported file type";
      const chooser = ctx.page.waitForEvent("filechooser");
      await stepOf(ctx, kind).getByRole("button").click();
      await (await chooser).setFiles({
        name: `${kind}.jpg`,
        mimeType: "image/jpeg",
        buffer: refused ? Buffer.from("not really a photo") : onePixelPng,
      });
    },
    async "verification.submit"(ctx) {
      // the other device was first: its documents are under review when this one sends
      if (messageOf(nextStep(ctx)?.event ?? {}) === "Your documents are already under review") {
        await submitElsewhere(ctx);
      }
      await submitButton(ctx).click();
    },
    async "verification.resubmit"({ page }) {
      await page.getByRole("button", { name: "Upload again" }).click();
    },
    async "verification.retry"({ page }) {
      await page.getByRole("button", { name: "Try again" }).click();
    },
    async "verification.refresh"(ctx) {
      const next = statusOf(upcoming(ctx).find((step) => step.event.type === "xstate.done.actor.loadVerification"));
      if (next === "rejected") await decide(ctx, "reject");
      else if (next === "verified") await decide(ctx, "approve");
      // still under review: the player asks again
      else await ctx.page.getByRole("button", { name: "Check again" }).click();
    },
  },
  states: {
    async loading({ page }) {
      await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    },
    async failed({ page }) {
      await expect(page.getByText("Failed to load", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
    },
    async documents(ctx) {
      for (const kind of ["id_front", "id_back", "selfie"] as const) {
        await expect(stepOf(ctx, kind).getByRole("button")).toBeEnabled();
      }
      await expectLastServerMessage(ctx);
    },
    async uploading(ctx) {
      const upload = ctx.steps[ctx.index];
      const kind = (upload?.event.kind as DocumentKind | undefined) ?? "id_front";
      await expect(stepOf(ctx, kind).getByRole("button")).toHaveAttribute("aria-busy", "true");
    },
    async submitting(ctx) {
      await expect(submitButton(ctx)).toHaveAttribute("aria-busy", "true");
    },
    async pending({ page }) {
      await expect(page.getByText("Under review", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Check again" })).toBeEnabled();
    },
    async rejected({ page }) {
      await expect(page.getByText("Not accepted", { exact: true })).toBeVisible();
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page.getByRole("button", { name: "Upload again" })).toBeEnabled();
    },
    async verified({ page }) {
      await expect(page.getByText("Verified", { exact: true })).toBeVisible();
      await expect(page.getByText(/Your account was verified on/)).toBeVisible();
    },
  },
};
