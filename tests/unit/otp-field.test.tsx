import { act, screen } from "@testing-library/react";
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

  it("shows the server's message when the code is wrong, keeping what was typed", async () => {
    const logic = otpMachine.provide({
      actors: {
        requestOtp: fromPromise(async () => ({ resend_in: 60, expires_in: 300 })),
        verifyOtp: fromPromise<{ verified: true }, OtpVerifyBody>(() =>
          Promise.reject(new ApiError(400, "Invalid OTP")),
        ),
      },
    });
    renderWithI18n(<Harness logic={logic} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Phone number"), "0123456789");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("Verification code (OTP)"), "111111");
    await act(() => user.click(screen.getByRole("button", { name: "Verify" })));
    expect(await screen.findByText("Invalid OTP")).toBeInTheDocument();
    expect(screen.getByLabelText("Verification code (OTP)")).toHaveValue("111111");
  });
});
