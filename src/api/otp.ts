import { request } from "./client.ts";
import { OtpRequestAnswer, type OtpRequestBody, OtpVerifyAnswer, type OtpVerifyBody } from "./contract/otp.ts";

export const requestOtp = (body: OtpRequestBody) =>
  request(OtpRequestAnswer, "/api/player/otp/request", { method: "POST", body });
export const verifyOtp = (body: OtpVerifyBody) =>
  request(OtpVerifyAnswer, "/api/player/otp/verify", { method: "POST", body });
