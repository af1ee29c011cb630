import { useMemo } from "react";
import { fromPromise } from "xstate";
import { registerMachine } from "../../machines/register.machine.ts";
import { register } from "../api/user.ts";
import { otpLogic } from "./otp.ts";
import { SessionContext } from "./session.tsx";
import { useFlow } from "./use-flow.ts";

/** Registration wired to the API, its phone check (the OTP flow) and the session it signs in. */
export function useRegisterFlow() {
  const session = SessionContext.useActorRef();
  const logic = useMemo(
    () =>
      registerMachine.provide({
        actors: { otp: otpLogic, register: fromPromise(({ input }) => register(input)) },
        actions: { signIn: (_, { user }) => session.send({ type: "session.signedIn", user }) },
      }),
    [session],
  );
  return useFlow(logic);
}
