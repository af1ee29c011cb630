import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { request } from "./client.ts";
import type { PasskeyLoginBody, TwoStepLoginBody } from "./contract/security.ts";
import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPinBody,
  UpdateNicknameBody,
  UpdatePasswordBody,
  UpdatePinBody,
} from "./contract/user.ts";

const base = "/api/player/user";

/** Password sign-in: the player, or with two-step sign-in on, a challenge for the code (`loginTwoStep`). */
export const login = (body: LoginBody) => request("LoginAnswer", `${base}/login`, { method: "POST", body });
/** The second step: the app's code or a recovery code for the challenge the password sign-in answered. */
export const loginTwoStep = (body: TwoStepLoginBody) =>
  request("User", `${base}/login/two_step`, { method: "POST", body });
/** A single-use challenge and the options for `startAuthentication` (any passkey of this tenant). */
export const passkeyLoginOptions = () =>
  request("PasskeyOptions", `${base}/passkey/options`, { method: "POST", body: {} });
export const loginWithPasskey = (body: PasskeyLoginBody) =>
  request("User", `${base}/passkey/login`, { method: "POST", body });
export const register = (body: RegisterBody) => request("User", `${base}/register`, { method: "POST", body });
export const getUser = () => request("User", `${base}/getUser`);
export const getReferralUser = (code: string) =>
  request("ReferralUser", `${base}/getReferralUser/${encodeURIComponent(code)}`);
/** Answers the token that replaces the caller's (the change starts a new session; keep the new token). */
export const updatePassword = (id: string, body: UpdatePasswordBody) =>
  request("UpdatePasswordAnswer", `${base}/updatePassword/${encodeURIComponent(id)}`, { method: "PATCH", body });
/**
 * Ends the session of `token` on the server (sign-out). Its own failure, a 401 included, is not
 * reported to the session: the player is signing out anyway.
 */
export const logout = (token: string) =>
  request("Ok", `${base}/logout`, { method: "POST", headers: { "X-Cookie": token }, quiet: true });
export const updatePin = (body: UpdatePinBody) =>
  request("CheckPinAnswer", `${base}/updatePin`, { method: "PATCH", body });
/** A forgotten PIN replaced with a "reset_pin" code sent to the registered phone. */
export const resetPin = (body: ResetPinBody) =>
  request("CheckPinAnswer", `${base}/resetPin`, { method: "PATCH", body });
export const checkPin = () => request("CheckPinAnswer", `${base}/checkPin`);
export const updateForgotPassword = (body: ForgotPasswordBody) =>
  request("Ok", `${base}/updateForgotPass`, { method: "PATCH", body });
export const getReferralList = (page: number, limit: number) =>
  request("ReferralList", `${base}/getReferralListByPlayer`, { query: { page, limit } });
export const updateNickname = (id: string, body: UpdateNicknameBody) =>
  request("User", `${base}/updateNickname/${encodeURIComponent(id)}`, { method: "PATCH", body });
export const updateAvatar = (id: string, file: File) => {
  const form = new FormData();
  form.append("avatar", file);
  return request("User", `${base}/updateAvatar/${encodeURIComponent(id)}`, { method: "PATCH", body: form });
};

export const userKeys = {
  all: ["user"] as const,
  me: () => [...userKeys.all, "me"] as const,
  referralUser: (code: string) => [...userKeys.all, "referral", code] as const,
  /** Every page of the referral list. */
  referralLists: () => [...userKeys.all, "referralList"] as const,
  pin: () => [...userKeys.all, "pin"] as const,
};

export const userQuery = () => queryOptions({ queryKey: userKeys.me(), queryFn: getUser });
export const referralUserQuery = (code: string) =>
  queryOptions({ queryKey: userKeys.referralUser(code), queryFn: () => getReferralUser(code) });
/** The player's downline, newest first, a page at a time (/referral). */
export const referralListQuery = () =>
  infiniteQueryOptions({
    queryKey: userKeys.referralLists(),
    queryFn: ({ pageParam }) => getReferralList(pageParam, 20),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
export const pinQuery = () => queryOptions({ queryKey: userKeys.pin(), queryFn: checkPin });
