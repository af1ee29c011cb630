import type { AnyStateMachine } from "xstate";
import { bankAccountMachine } from "../../machines/bank-account.machine.ts";
import { depositMachine } from "../../machines/deposit.machine.ts";
import { forgotPasswordMachine } from "../../machines/forgot-password.machine.ts";
import { otpMachine } from "../../machines/otp.machine.ts";
import { pinMachine } from "../../machines/pin.machine.ts";
import { registerMachine } from "../../machines/register.machine.ts";
import { sessionMachine } from "../../machines/session.machine.ts";
import { themeBootMachine } from "../../machines/theme-boot.machine.ts";
import { withdrawMachine } from "../../machines/withdraw.machine.ts";

/** Every statechart of machines/, as the visualiser and the SVG export list them. */
export const machines: { machine: AnyStateMachine; title: string }[] = [
  { machine: themeBootMachine, title: "Theme boot" },
  { machine: sessionMachine, title: "Session" },
  { machine: otpMachine, title: "OTP" },
  { machine: registerMachine, title: "Register" },
  { machine: forgotPasswordMachine, title: "Forgot password" },
  { machine: depositMachine, title: "Deposit" },
  { machine: withdrawMachine, title: "Withdraw" },
  { machine: bankAccountMachine, title: "Bank account" },
  { machine: pinMachine, title: "PIN" },
];
