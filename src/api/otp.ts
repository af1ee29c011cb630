import { request } from "./client.ts";
import type { OtpRequestBody, OtpVerifyBody } from "./contract/otp.ts";

export const requestOtp = (body: OtpRequestBody) =>
  request("OtpRequestAnswer", "/api/player/otp/request", { method: "POST", body });
export const verifyOtp = (body: OtpVerifyBody) =>
  request("OtpVerifyAnswer", "/api/player/otp/verify", { method: "POST", body });
