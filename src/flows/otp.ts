import { fromPromise } from "xstate";
import { otpMachine } from "../../machines/otp.machine.ts";
import { requestOtp, verifyOtp } from "../api/otp.ts";

/** The OTP machine wired to the player API; flows that verify a phone invoke it. */
export const otpLogic = otpMachine.provide({
  actors: {
    requestOtp: fromPromise(({ input }) => requestOtp(input)),
    verifyOtp: fromPromise(({ input }) => verifyOtp(input)),
  },
});
