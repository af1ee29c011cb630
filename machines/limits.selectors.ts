import type { SnapshotFrom } from "xstate";
import { limitChange } from "../src/api/contract/responsible.ts";
import type { limitsMachine } from "./limits.machine.ts";

type LimitsSnapshot = Pick<SnapshotFrom<typeof limitsMachine>, "matches" | "context">;

/** What the limit sheet shows: the form, the review (also while saving), the result, a refusal. */
export type LimitsStep = "editing" | "confirming" | "saved" | "pendingIncrease" | "refused";

export function selectLimitsStep(snapshot: LimitsSnapshot): LimitsStep {
  if (snapshot.matches("confirming") || snapshot.matches("saving")) return "confirming";
  if (snapshot.matches("saved")) return "saved";
  if (snapshot.matches("pendingIncrease")) return "pendingIncrease";
  if (snapshot.matches("refused")) return "refused";
  return "editing";
}

/** The reviewed change is on its way to the server. */
export const selectIsSavingLimit = (snapshot: LimitsSnapshot): boolean => snapshot.matches("saving");

/**
 * What the reviewed value does against the limit in force: `decrease` (a new or lower limit) applies at once,
 * `increase` (a raise or a removal) waits 24 hours. Null before a review (the same value is never reviewed).
 */
export function selectLimitChange(snapshot: LimitsSnapshot): "decrease" | "increase" | null {
  const { draft, limit } = snapshot.context;
  if (!draft) return null;
  const change = limitChange(limit.value, draft.value);
  return change === "same" ? null : change;
}
