import type { SnapshotFrom } from "xstate";
import type { themeBootMachine } from "./theme-boot.machine.ts";

type ThemeBootSnapshot = Pick<SnapshotFrom<typeof themeBootMachine>, "matches" | "context">;

/** The theme that is applied, once the boot is ready; null before. */
export const selectReadyTheme = (state: ThemeBootSnapshot) => (state.matches("ready") ? state.context.theme : null);
export const selectHasFailed = (state: ThemeBootSnapshot) => state.matches("failed");
