/**
 * Account verification (KYC; contract/verification.ts). The status lives on the player's row
 * (`players.verification_*`): unverified → pending (the player sent the three documents) → verified, or
 * rejected with the operator's reason → pending again when the player sends them again. Documents may
 * change only while unverified or rejected; a new one replaces the earlier of its kind (its file is
 * removed once the change committed).
 *
 * Every status change happens with the player's row locked and writes its audit row (audit.ts, subject
 * "verification") in the same transaction; the operator's decision also writes the player's system mail
 * there. Once committed, the player's streams hear `{ kind: "verification" }` (and `mail` for the mail).
 *
 * Withdrawals read the status under the same lock (withdrawals.ts): above the tenant's threshold (one
 * withdrawal, or the day's total) an account that is not verified is refused.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Currency } from "../../src/api/contract/money.ts";
import {
  type DocumentKind,
  documentKinds,
  type SandboxVerificationDecision,
  type VerificationStatus,
  VerificationStatus as VerificationStatusSchema,
  type VerificationView,
} from "../../src/api/contract/verification.ts";
import { currencies } from "../../src/lib/money-format.ts";
import type { Ctx } from "../context.ts";
import type { Db } from "../db/open.ts";
import { players, verificationDocuments } from "../db/schema.ts";
import { fail } from "../errors.ts";
import { writeAudit } from "./audit.ts";
import { announceMail, sendSystemMail } from "./mail.ts";
import { isUuid } from "./players.ts";
import { lockPlayer } from "./transactions.ts";
import { verificationThresholdOf } from "./wallet-config.ts";

type Player = { id: string; tenantId: string };

/** A status read from the database (the column is text): anything unknown counts as unverified. */
function statusOf(value: string): VerificationStatus {
  const parsed = VerificationStatusSchema(value);
  return typeof parsed === "string" ? parsed : "unverified";
}

/** The player's status as stored now (read it inside the locked transaction where it guards anything). */
export async function verificationStatusOf(db: Db, playerId: string): Promise<VerificationStatus> {
  const [row] = await db
    .select({ status: players.verificationStatus })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return statusOf(row?.status ?? "unverified");
}

/** The tenant's thresholds in every currency (its setting, else the contract's defaults). */
async function thresholdsOf(ctx: Ctx, tenantId: string): Promise<VerificationView["thresholds"]> {
  return Promise.all(
    currencies.map(async (currency: Currency) => ({
      currency,
      amount: await verificationThresholdOf(ctx, tenantId, currency),
    })),
  );
}

/** What the player's verification screen shows. */
export async function verificationView(ctx: Ctx, player: Player): Promise<VerificationView> {
  const [[row], documents, thresholds] = await Promise.all([
    ctx.db
      .select({
        status: players.verificationStatus,
        reason: players.verificationReason,
        submittedAt: players.verificationSubmittedAt,
        decidedAt: players.verificationDecidedAt,
      })
      .from(players)
      .where(eq(players.id, player.id))
      .limit(1),
    ctx.db
      .select({ kind: verificationDocuments.kind, uploadedAt: verificationDocuments.uploadedAt })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.playerId, player.id)),
    thresholdsOf(ctx, player.tenantId),
  ]);
  if (!row) fail(404, "User not found");
  return {
    status: statusOf(row.status),
    reason: row.reason,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    documents: documentKinds
      .map((kind) => ({ kind, at: documents.find((d) => d.kind === kind)?.uploadedAt }))
      .filter((d): d is { kind: DocumentKind; at: Date } => d.at !== undefined)
      .map((d) => ({ kind: d.kind, uploaded_at: d.at.toISOString() })),
    thresholds,
  };
}

/** 409 unless the player may change their documents (unverified or rejected). */
export function assertMayChangeDocuments(status: string): void {
  if (status === "pending") fail(409, "Your documents are already under review");
  if (status === "verified") fail(409, "Your account is already verified");
}

const announce = (ctx: Ctx, player: Player) => ctx.events.publish(player.tenantId, player.id, { kind: "verification" });

/**
 * Keeps a stored document file as the player's document of `kind`, replacing the earlier one (whose
 * file is removed after the commit). Refused (409) when the status no longer allows it; the new file is
 * then removed.
 */
export async function saveDocument(
  ctx: Ctx,
  player: Player,
  kind: DocumentKind,
  stored: { file: string; mime: string; size: number },
  remove: (file: string | null) => Promise<void>,
): Promise<VerificationView> {
  let replaced: string | null;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      assertMayChangeDocuments(await verificationStatusOf(tx, player.id));
      const [earlier] = await tx
        .select({ file: verificationDocuments.file })
        .from(verificationDocuments)
        .where(and(eq(verificationDocuments.playerId, player.id), eq(verificationDocuments.kind, kind)));
      const values = { ...stored, uploadedAt: ctx.now() };
      await tx
        .insert(verificationDocuments)
        .values({ playerId: player.id, kind, ...values })
        .onConflictDoUpdate({ target: [verificationDocuments.playerId, verificationDocuments.kind], set: values });
      return earlier?.file ?? null;
    });
  } catch (error) {
    await remove(stored.file);
    throw error;
  }
  await remove(replaced);
  announce(ctx, player);
  return verificationView(ctx, player);
}

/** Sends the three documents for review: unverified or rejected → pending (400 while one is missing). */
export async function submitVerification(ctx: Ctx, player: Player): Promise<VerificationView> {
  await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const status = await verificationStatusOf(tx, player.id);
    assertMayChangeDocuments(status);
    const documents = await tx
      .select({ kind: verificationDocuments.kind })
      .from(verificationDocuments)
      .where(
        and(eq(verificationDocuments.playerId, player.id), inArray(verificationDocuments.kind, [...documentKinds])),
      );
    if (documents.length < documentKinds.length) fail(400, "Upload all three documents first");
    const now = ctx.now();
    await tx
      .update(players)
      .set({
        verificationStatus: "pending",
        verificationReason: null,
        verificationSubmittedAt: now,
        verificationDecidedAt: null,
      })
      .where(eq(players.id, player.id));
    await writeAudit(tx, {
      tenantId: player.tenantId,
      playerId: player.id,
      actor: "player",
      subject: "verification",
      oldValue: status,
      newValue: "pending",
      at: now,
    });
  });
  announce(ctx, player);
  return verificationView(ctx, player);
}

/**
 * The operator's decision on a pending verification of a player of `tenantId`: approve → verified,
 * reject (a reason is needed) → rejected with it. The player gets a system mail either way. 404 for a
 * player not of the tenant, 409 when nothing is pending.
 */
export async function decideVerification(
  ctx: Ctx,
  tenantId: string,
  playerId: string,
  decision: SandboxVerificationDecision,
): Promise<VerificationView> {
  if (!isUuid(playerId)) fail(404, "User not found");
  const reason = decision.decision === "reject" ? (decision.reason ?? null) : null;
  if (decision.decision === "reject" && !reason) fail(400, "Invalid data request");
  const player = { id: playerId, tenantId };
  const notice = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: players.verificationStatus })
      .from(players)
      .where(and(eq(players.id, playerId), eq(players.tenantId, tenantId)))
      .for("update");
    if (!row) fail(404, "User not found");
    if (row.status === "verified") fail(409, "Your account is already verified");
    if (row.status !== "pending") fail(409, "No verification is waiting for a decision");
    const now = ctx.now();
    const to: VerificationStatus = reason ? "rejected" : "verified";
    await tx
      .update(players)
      .set({ verificationStatus: to, verificationReason: reason, verificationDecidedAt: now })
      .where(eq(players.id, playerId));
    await writeAudit(tx, {
      tenantId,
      playerId,
      actor: "operator",
      subject: "verification",
      oldValue: "pending",
      newValue: reason ? `rejected: ${reason}` : "verified",
      at: now,
    });
    return reason
      ? sendSystemMail(tx, { tenantId, playerId, template: "verification_rejected", params: { reason }, now })
      : sendSystemMail(tx, { tenantId, playerId, template: "verification_approved", params: {}, now });
  });
  announce(ctx, player);
  announceMail(ctx, notice);
  return verificationView(ctx, player);
}

export type PendingVerification = {
  playerId: string;
  username: string;
  memberUid: string;
  fullName: string;
  submittedAt: Date | null;
  documents: { kind: DocumentKind; uploadedAt: Date }[];
};

/** The tenant's verifications waiting for the operator, the longest waiting first (the sandbox page). */
export async function pendingVerifications(db: Db, tenantId: string): Promise<PendingVerification[]> {
  const waiting = await db
    .select({
      playerId: players.id,
      username: players.username,
      memberUid: players.memberUid,
      fullName: players.fullName,
      submittedAt: players.verificationSubmittedAt,
    })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.verificationStatus, "pending")))
    .orderBy(asc(players.verificationSubmittedAt), asc(players.id))
    .limit(200);
  if (waiting.length === 0) return [];
  const documents = await db
    .select({
      playerId: verificationDocuments.playerId,
      kind: verificationDocuments.kind,
      uploadedAt: verificationDocuments.uploadedAt,
    })
    .from(verificationDocuments)
    .where(
      inArray(
        verificationDocuments.playerId,
        waiting.map((w) => w.playerId),
      ),
    );
  return waiting.map((w) => ({
    ...w,
    documents: documentKinds.flatMap((kind) => {
      const found = documents.find((d) => d.playerId === w.playerId && d.kind === kind);
      return found ? [{ kind, uploadedAt: found.uploadedAt }] : [];
    }),
  }));
}

/** A document's stored file and type, for the operator: only of a player of `tenantId`. */
export async function documentOf(
  db: Db,
  tenantId: string,
  playerId: string,
  kind: DocumentKind,
): Promise<{ file: string; mime: string } | null> {
  if (!isUuid(playerId)) return null;
  const [row] = await db
    .select({ file: verificationDocuments.file, mime: verificationDocuments.mime })
    .from(verificationDocuments)
    .innerJoin(players, eq(players.id, verificationDocuments.playerId))
    .where(
      and(
        eq(verificationDocuments.playerId, playerId),
        eq(verificationDocuments.kind, kind),
        eq(players.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row ?? null;
}
