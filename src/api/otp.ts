import { request } from "./client.ts";
import type { OtpRequestBody, OtpVerifyBody } from "./contract/otp.ts";

const contract = () => import("./contract/otp.ts");
const OtpRequestAnswer = async () => (await contract()).OtpRequestAnswer;
const OtpVerifyAnswer = async () => (await contract()).OtpVerifyAnswer;

export const requestOtp = (body: OtpRequestBody) =>
  request(OtpRequestAnswer, "/api/player/otp/request", { method: "POST", body });
export const verifyOtp = (body: OtpVerifyBody) =>
  request(OtpVerifyAnswer, "/api/player/otp/verify", { method: "POST", body });
