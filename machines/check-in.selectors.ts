import type { SnapshotFrom } from "xstate";
import type { checkInMachine } from "./check-in.machine.ts";

type CheckInSnapshot = Pick<SnapshotFrom<typeof checkInMachine>, "matches">;

/** What the check-in screen shows: skeletons, a load failure, today open or claimed, a claim under way or lost. */
export type CheckInStep = "loading" | "loadFailed" | "unclaimed" | "claimed" | "claiming" | "failed";

export function selectCheckInStep(snapshot: CheckInSnapshot): CheckInStep {
  if (snapshot.matches("loadFailed")) return "loadFailed";
  if (snapshot.matches({ ready: "unclaimed" })) return "unclaimed";
  if (snapshot.matches({ ready: "claimed" })) return "claimed";
  if (snapshot.matches("claiming")) return "claiming";
  if (snapshot.matches("failed")) return "failed";
  // loading, and reading again after a refusal
  return "loading";
}
