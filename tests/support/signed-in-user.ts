/**
 * The player a component test signs in as: the `user` the app keeps in its stored session (with the
 * session's `config: null`), as `signInStored()` writes it to localStorage before the app starts.
 */
import { aUser } from "../../machines/model-fixtures.ts";
import { sessionStorageKey } from "../../src/flows/session-storage.ts";

export const signedInUser = {
  ...aUser,
  _id: "p1",
  jwtToken: "jwt-of-this-device",
  wallet: 0,
  chip: 0,
  point: 0,
  total_downline: 0,
  total_active_downline: 0,
  uuid: "28800001",
};

/** Stores the session of `signedInUser`, as a sign-in on this device would have. */
export function signInStored(): void {
  localStorage.setItem(sessionStorageKey, JSON.stringify({ user: signedInUser, config: null }));
}
