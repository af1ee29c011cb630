/**
 * The audit of play-responsibly changes (schema/responsible.ts `responsible_audit`): every change to a
 * limit, the reality check, a time-out or self-exclusion and verification, with who made it, when, the
 * old value and the new one. Written in the same database transaction as the change, so neither is
 * kept without the other.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/open.ts";
import { responsibleAudit } from "../db/schema.ts";
import { newId } from "./ids.ts";

export type AuditActor = "player" | "operator" | "system";

export type AuditEntry = {
  tenantId: string;
  playerId: string;
  actor: AuditActor;
  /** A limit key, "reality_check", "restriction" or "verification". */
  subject: string;
  oldValue: string | null;
  newValue: string | null;
  at: Date;
};

export async function writeAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(responsibleAudit).values({ id: newId(), ...entry });
}

/** A player's audit, oldest first (the sandbox's inspection and the tests read it). */
export async function auditOf(db: Db, playerId: string): Promise<AuditEntry[]> {
  return db
    .select({
      tenantId: responsibleAudit.tenantId,
      playerId: responsibleAudit.playerId,
      actor: responsibleAudit.actor,
      subject: responsibleAudit.subject,
      oldValue: responsibleAudit.oldValue,
      newValue: responsibleAudit.newValue,
      at: responsibleAudit.at,
    })
    .from(responsibleAudit)
    .where(eq(responsibleAudit.playerId, playerId))
    .orderBy(asc(responsibleAudit.at)) as Promise<AuditEntry[]>;
}
