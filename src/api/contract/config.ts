import { type } from "arktype";

export const ConfigEntry = type({ key: "string", value: "string" });
export type ConfigEntry = typeof ConfigEntry.infer;

export const ConfigList = ConfigEntry.array();
export type ConfigList = typeof ConfigList.infer;

export const GetConfigBody = type({ key: "1 <= string <= 100" });
export type GetConfigBody = typeof GetConfigBody.infer;

/** Sandbox: sets one back-office config entry of the tenant (money rules are JSON values). */
export const SandboxConfigBody = type({ key: "1 <= string <= 100", value: "string <= 65536" });
export type SandboxConfigBody = typeof SandboxConfigBody.infer;

/** Player config of SPEC §3, built by the app from the back-office list. */
export type PlayerConfig = {
  timezone: string | null;
  device_subscribe: string | null;
  language: { text: string; value: string }[];
};

/** Sandbox only: move the server's clock forward (a cooldown or an expiry passes without waiting). */
export const SandboxClockBody = type({ advance_seconds: "1 <= number.integer <= 86400" });
export type SandboxClockBody = typeof SandboxClockBody.infer;
