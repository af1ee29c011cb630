import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActorRef } from "@xstate/react";
import { describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { otpMachine } from "../../machines/otp.machine.ts";
import { ApiError } from "../../src/api/client.ts";
import type { OtpVerifyBody } from "../../src/api/contract/otp.ts";
import { OtpField } from "../../src/flows/otp-field.tsx";
import { renderWithI18n } from "../support/render.tsx";

function Harness({ logic }: { logic: typeof otpMachine }) {
  const otp = useActorRef(logic, { input: { purpose: "register" } });
  return <OtpField otp={otp} verifiedPhone={null} />;
}

describe("OtpField", () => {
  it("asks for a phone, then a valid phone, before sending a code", async () => {
    const requestOtp = vi.fn().mockResolvedValue({ resend_in: 60, expires_in: 300 });
    const logic = otpMachine.provide({ actors: { requestOtp: fromPromise(({ input }) => requestOtp(input)) } });
    renderWithI18n(<Harness logic={logic} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Please enter your phone number first")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Phone number"), "12");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(requestOtp).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("Phone number"));
    await user.type(screen.getByLabelText("Phone number"), "012-345 6789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(requestOtp).toHaveBeenCalledWith({ contact_no: "60123456789", purpose: "register" });
    expect(await screen.findByLabelText("Verification code (OTP)")).toBeInTheDocument();
    expect(screen.getByText("Resend code in 60s")).toBeInTheDocument();
  });

  it("checks the code as its sixth digit is typed, once; a wrong one shows the server's message and stays", async () => {
    const verifyOtp = vi.fn((_: OtpVerifyBody) => Promise.reject(new ApiError(400, "Invalid OTP")));
    const logic = otpMachine.provide({
      actors: {
        requestOtp: fromPromise(async () => ({ resend_in: 60, expires_in: 300 })),
        verifyOtp: fromPromise<{ verified: true }, OtpVerifyBody>(({ input }) => verifyOtp(input)),
      },
    });
    renderWithI18n(<Harness logic={logic} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone number"), "0123456789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Verification code (OTP)");
    await user.type(code, "11111");
    expect(verifyOtp).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Verify" })).not.toBeInTheDocument();
    await act(() => user.type(code, "1"));
    expect(await screen.findByText("Invalid OTP")).toBeInTheDocument();
    expect(verifyOtp).toHaveBeenCalledTimes(1);
    expect(verifyOtp).toHaveBeenCalledWith({ contact_no: "60123456789", purpose: "register", otp: "111111" });
    expect(code).toHaveValue("111111");
    // corrected to six digits again: checked again
    await user.type(code, "{Backspace}2");
    await waitFor(() => expect(verifyOtp).toHaveBeenCalledTimes(2));
    expect(verifyOtp).toHaveBeenLastCalledWith({ contact_no: "60123456789", purpose: "register", otp: "111112" });
  });

  it("waits, read-only, while the code is checked: typing cannot send it twice", async () => {
    let answer: (value: { verified: true }) => void = () => {};
    const verifyOtp = vi.fn(() => new Promise<{ verified: true }>((resolve) => (answer = resolve)));
    const logic = otpMachine.provide({
      actors: {
        requestOtp: fromPromise(async () => ({ resend_in: 60, expires_in: 300 })),
        verifyOtp: fromPromise(() => verifyOtp()),
      },
    });
    renderWithI18n(<Harness logic={logic} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone number"), "0123456789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByLabelText("Verification code (OTP)");
    await user.type(code, "123456");
    expect(code).toHaveAttribute("readonly");
    expect(screen.getByRole("status")).toHaveTextContent("Checking the code…");
    await user.type(code, "7");
    expect(verifyOtp).toHaveBeenCalledTimes(1);
    await act(async () => answer({ verified: true }));
  });
});
