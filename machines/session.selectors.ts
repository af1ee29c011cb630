import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine.ts";

/** Named reads of the session for screens and route guards (DESIGN.md §3). */
type SessionSnapshot = Pick<SnapshotFrom<typeof sessionMachine>, "matches" | "context">;

export const selectIsSignedIn = (state: SessionSnapshot) => state.matches("signedIn");

/** Credentials are on their way, or the player config after them. */
export const selectIsLoggingIn = (state: SessionSnapshot) =>
  state.matches({ signedOut: "loggingIn" }) || state.matches({ signedOut: "loadingConfig" });

/** The browser's passkey prompt is open, or the server is checking the passkey. */
export const selectIsPasskeySigningIn = (state: SessionSnapshot) => state.matches({ signedOut: "passkeySigningIn" });

/** Signed out and waiting for the player (after a failed login or a hand-over that did not start). */
export const selectIsSignedOutIdle = (state: SessionSnapshot) => state.matches({ signedOut: "idle" });

export const selectUser = (state: SessionSnapshot) => state.context.user;
export const selectLoginError = (state: SessionSnapshot) => state.context.error;
export const selectNotice = (state: SessionSnapshot) => state.context.notice;

/**
 * Which step of the login page shows: the password, or the code of two-step sign-in (while the code is checked
 * and the settings load after it too).
 */
export const selectLoginStep = (state: SessionSnapshot): "password" | "code" =>
  state.context.challenge !== null &&
  (state.matches({ signedOut: "twoStep" }) ||
    state.matches({ signedOut: "verifyingCode" }) ||
    state.matches({ signedOut: "loadingConfig" }))
    ? "code"
    : "password";

/** The code is on its way, or the player config after it. */
export const selectIsVerifyingCode = (state: SessionSnapshot) =>
  state.matches({ signedOut: "verifyingCode" }) ||
  (state.context.challenge !== null && state.matches({ signedOut: "loadingConfig" }));
