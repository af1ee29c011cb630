/**
 * The player a component test signs in as: the `user` the app keeps in its stored session (with the
 * session's `config: null`), as `signInStored()` writes it to localStorage before the app starts.
 */
import { sessionStorageKey } from "../../src/flows/session-storage.ts";

export const signedInUser = {
  _id: "p1",
  username: "demo",
  full_name: "Aisyah Rahman",
  nickname: "demo",
  email: null,
  jwtToken: "jwt-of-this-device",
  referral_code: "HARIMAU1",
  contact_no: "60123456789",
  wallet: 0,
  chip: 0,
  point: 0,
  share: 0,
  currency: "MYR",
  total_downline: 0,
  total_active_downline: 0,
  avatar: null,
  uuid: "28800001",
  vip_tier: "Gold",
};

/** Stores the session of `signedInUser`, as a sign-in on this device would have. */
export function signInStored(): void {
  localStorage.setItem(sessionStorageKey, JSON.stringify({ user: signedInUser, config: null }));
}
