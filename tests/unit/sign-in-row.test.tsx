import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SignIn } from "../../src/api/contract/security.ts";
import { SignInRow } from "../../src/routes/_signedIn/(account)/security/-components/sign-in-row.tsx";
import { renderWithI18n } from "../support/render.tsx";

/** The browser's time zone, as the test sets it. */
const browser = vi.hoisted(() => ({ zone: "Asia/Kuala_Lumpur" }));
vi.mock("../../src/lib/time-zone.ts", () => ({ browserTimeZone: () => browser.zone }));

const signIn = (fields: Partial<SignIn> = {}): SignIn => ({
  id: "8c7d2f7e-5d0a-4c3b-9a55-6c1f0f3b2a11",
  at: "2026-11-28T02:53:00.000Z",
  method: "password",
  result: "success",
  device: "Android",
  browser: "Chrome",
  ip: "203.0.113.50",
  current: false,
  ...fields,
});

function row(fields: Partial<SignIn>) {
  const { container } = renderWithI18n(
    <ol>
      <SignInRow signIn={signIn(fields)} />
    </ol>,
  );
  const item = container.querySelector("li");
  if (!item) throw new Error("no row");
  return item;
}

describe("a line of the sign-in history", () => {
  it("says a failure in words and with a cross, not in colour alone", () => {
    const item = row({ result: "wrong_password", device: "iPhone", browser: "Safari" });
    expect(item).toHaveTextContent("iPhone · Safari");
    expect(item).toHaveTextContent("Wrong password");
    expect(item).not.toHaveTextContent("This device");
    expect(item).toHaveClass("sign-in--failed");
    expect(item.querySelector(".sign-in__result svg")).not.toBeNull();
  });

  it("marks this session's sign-in", () => {
    const item = row({ current: true, method: "passkey" });
    expect(item).toHaveTextContent("This device");
    expect(item).toHaveTextContent("Signed in");
    expect(item).toHaveTextContent("Passkey · IP 203.0.113.50");
    expect(item).not.toHaveClass("sign-in--failed");
  });

  it("words each method and result", () => {
    const cases: [Partial<SignIn>, string][] = [
      [{ method: "code", result: "wrong_code" }, "Authenticator code"],
      [{ method: "recovery_code", result: "success" }, "Recovery code"],
      [{ result: "code_needed" }, "Code asked"],
      [{ result: "locked" }, "Locked"],
      [{ method: "passkey", result: "refused" }, "Refused"],
      [{ result: "wrong_code" }, "Wrong code"],
    ];
    for (const [fields, words] of cases) {
      expect(row(fields)).toHaveTextContent(words);
    }
    expect(row({ result: "code_needed" })).not.toHaveClass("sign-in--failed");
    expect(row({ result: "locked" })).toHaveClass("sign-in--failed");
  });

  it("names what the server could not read", () => {
    const item = row({ device: "", browser: "", ip: "unknown" });
    expect(item).toHaveTextContent("Unknown device · Unknown browser");
    expect(item).toHaveTextContent("Unknown address");
  });

  it("gives the time in GMT+8, and in the player's own zone when it differs", () => {
    browser.zone = "Asia/Kuala_Lumpur";
    expect(row({}).querySelector(".sign-in-time")).toHaveTextContent(/^2026-11-28 10:53 \(GMT\+8\)$/);
    browser.zone = "Asia/Singapore";
    expect(row({}).querySelector(".sign-in-time")).toHaveTextContent(/^2026-11-28 10:53 \(GMT\+8\)$/);
    browser.zone = "Europe/London";
    expect(row({}).querySelector(".sign-in-time")).toHaveTextContent(
      "2026-11-28 10:53 (GMT+8) 2026-11-28 02:53 your time (GMT+0)",
    );
    browser.zone = "America/St_Johns";
    expect(row({}).querySelector(".sign-in-time__own")).toHaveTextContent("2026-11-27 23:23 your time (GMT-3:30)");
    expect(screen.getAllByText(/10:53/)[0]?.tagName).toBe("TIME");
  });
});
