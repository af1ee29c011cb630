import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { DateField, isIsoDay } from "../../src/ui/date-field.tsx";
import { renderWithI18n } from "../support/render.tsx";

function Harness({ onChange, initial }: { onChange: (value: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <DateField
        label="Start date"
        value={value}
        min="2020-01-01"
        max="2026-11-23"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue("2026-11-01")}>
        This month
      </button>
    </>
  );
}

describe("DateField", () => {
  it("knows a real day written YYYY-MM-DD", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2025-02-29")).toBe(false);
    expect(isIsoDay("2025-13-01")).toBe(false);
    expect(isIsoDay("31/01/2025")).toBe(false);
    expect(isIsoDay("2025-1-31")).toBe(false);
  });

  it("takes a day typed as YYYY-MM-DD (or eight digits), whatever the browser's format", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText("Start date");
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveAttribute("placeholder", "YYYY-MM-DD");
    await user.type(field, "2025-01-31");
    expect(onChange).toHaveBeenLastCalledWith("2025-01-31");
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await user.type(field, "20250228");
    expect(field).toHaveValue("2025-02-28");
    expect(onChange).toHaveBeenLastCalledWith("2025-02-28");
  });

  it("says what is wrong with a day that is not one, or is out of range, and does not pass it on", async () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText("Start date");
    await user.type(field, "2025-02-30");
    await user.tab();
    expect(field).toHaveAccessibleDescription("Enter a date as YYYY-MM-DD, for example 2025-01-31");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, "2027-01-01");
    expect(screen.getByText("Choose 2026-11-23 or earlier")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "2019-12-31");
    expect(screen.getByText("Choose 2020-01-01 or later")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith("2019-12-31");
    expect(onChange).not.toHaveBeenCalledWith("2027-01-01");
  });

  it("shows a day set from outside, and has a calendar button named after its field", async () => {
    renderWithI18n(<Harness onChange={vi.fn()} initial="2026-11-20" />);
    const user = userEvent.setup();
    expect(screen.getByLabelText("Start date")).toHaveValue("2026-11-20");
    await user.click(screen.getByRole("button", { name: "This month" }));
    expect(screen.getByLabelText("Start date")).toHaveValue("2026-11-01");
    const calendar = screen.getByRole("button", { name: "Calendar" });
    expect(calendar).toHaveAccessibleDescription("Start date");
  });
});
