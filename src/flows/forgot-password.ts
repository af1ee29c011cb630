import { fromPromise } from "xstate";
import { forgotPasswordMachine } from "../../machines/forgot-password.machine.ts";
import { updateForgotPassword } from "../api/user.ts";
import { otpLogic } from "./otp.ts";
import { useFlow } from "./use-flow.ts";

const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: { otp: otpLogic, resetPassword: fromPromise(({ input }) => updateForgotPassword(input)) },
});

/** Password recovery wired to the API and its phone check (the OTP flow). */
export function useForgotPasswordFlow() {
  return useFlow(forgotPasswordLogic);
}
