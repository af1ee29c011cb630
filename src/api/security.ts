/**
 * The signed-in player's sign-in and security (passkeys, two-step sign-in, the history). Signing in itself, with a
 * password, a code or a passkey, is in user.ts: the first screen needs it, and none of this.
 */
import { queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { AddPasskeyBody, DisableTwoStepBody, EnableTwoStepBody } from "./contract/security.ts";

const base = "/api/player/security";

// ---------- the signed-in player's security ----------

export const getSecurityOverview = () => request("SecurityOverview", base);

export const getPasskeys = () => request("PasskeyList", `${base}/passkeys`);
/** A single-use challenge and the options for `startRegistration`. */
export const passkeyRegistrationOptions = () =>
  request("PasskeyOptions", `${base}/passkeys/options`, { method: "POST", body: {} });
export const addPasskey = (body: AddPasskeyBody) =>
  request("PasskeyList", `${base}/passkeys`, { method: "POST", body });
export const removePasskey = (id: string) =>
  request("PasskeyList", `${base}/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });

export const getTwoStep = () => request("TwoStepStatus", `${base}/two_step`);
/** A new secret waiting to be proved by a code (replaces one set up earlier and not proved). */
export const setUpTwoStep = () => request("TwoStepSetup", `${base}/two_step/setup`, { method: "POST", body: {} });
/** Turns two-step sign-in on; answers the ten recovery codes, once. */
export const enableTwoStep = (body: EnableTwoStepBody) =>
  request("RecoveryCodes", `${base}/two_step/enable`, { method: "POST", body });
export const disableTwoStep = (body: DisableTwoStepBody) =>
  request("TwoStepStatus", `${base}/two_step/disable`, { method: "POST", body });

/** The last 50 sign-ins and failed attempts, newest first. */
export const getSignIns = () => request("SignInList", `${base}/sign_ins`);

/** Query keys: a `security` event invalidates `securityKeys.all`. */
export const securityKeys = {
  all: ["security"] as const,
  overview: () => [...securityKeys.all, "overview"] as const,
  passkeys: () => [...securityKeys.all, "passkeys"] as const,
  twoStep: () => [...securityKeys.all, "two-step"] as const,
  signIns: () => [...securityKeys.all, "sign-ins"] as const,
};

export const securityOverviewQuery = () =>
  queryOptions({ queryKey: securityKeys.overview(), queryFn: getSecurityOverview });
export const passkeysQuery = () => queryOptions({ queryKey: securityKeys.passkeys(), queryFn: getPasskeys });
export const twoStepQuery = () => queryOptions({ queryKey: securityKeys.twoStep(), queryFn: getTwoStep });
export const signInsQuery = () => queryOptions({ queryKey: securityKeys.signIns(), queryFn: getSignIns });
