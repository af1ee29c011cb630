import type { SessionInput } from "../../machines/session.machine.ts";
import { forgetLastBalance } from "./last-balance.ts";

/** The signed-in user and player config, persisted under one root key (SPEC §3). */
export const sessionStorageKey = "persist:root";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Reads the stored session. Only its shape is checked here (the contract's
 * arktype is not on the first screen); the session machine re-checks the
 * token with the server straight away.
 */
export function readStoredSession(): SessionInput {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRecord(parsed) || !isRecord(parsed.user) || typeof parsed.user.jwtToken !== "string") {
      return { user: null, config: null };
    }
    const config = isRecord(parsed.config) ? (parsed.config as SessionInput["config"]) : null;
    return { user: parsed.user as SessionInput["user"], config };
  } catch {
    return { user: null, config: null };
  }
}

export function writeStoredSession(session: SessionInput): void {
  localStorage.setItem(sessionStorageKey, JSON.stringify(session));
}

/** Forgets the session, and with it the last balance kept for the offline screen (last-balance.ts). */
export function clearStoredSession(): void {
  localStorage.removeItem(sessionStorageKey);
  forgetLastBalance();
}
