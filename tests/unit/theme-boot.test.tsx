import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeBootGate } from "../../src/flows/theme-boot.tsx";
import { renderWithI18n } from "../support/render.tsx";

const theme = {
  brand_name: "Lotus Jade",
  logo: "/tenant-assets/lotus/logo.svg",
  themecolor: "#1fc7a0",
  user_card_arrow_left: "/a.svg",
  user_card_arrow_right: "/b.svg",
  restore_icon: "/r.svg",
};

describe("ThemeBootGate", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows no screen before the theme, a retry on failure, then applies the theme", async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(
        new Response(JSON.stringify(theme), { status: 200, headers: { "content-type": "application/json" } }),
      );
    vi.stubGlobal("fetch", fetchMock);
    renderWithI18n(
      <ThemeBootGate>
        <p>the app</p>
      </ThemeBootGate>,
    );
    expect(screen.queryByText("the app")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Failed to load" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: /Try again/ }));
    expect(await screen.findByText("the app")).toBeInTheDocument();
    expect(document.title).toBe("Lotus Jade");
    expect(document.querySelector('link[rel="icon"]')?.getAttribute("href")).toBe(theme.logo);
    // the home-screen icon is not the logo itself but a PNG drawn from it, linked by the page (index.html)
    expect(document.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toBe("#1fc7a0");
    expect(document.documentElement.style.getPropertyValue("--accent")).toBe("#1fc7a0");
  });

  it("starts from the theme the page came with: the app shows in the first render, nothing is fetched", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderWithI18n(
      <ThemeBootGate injected={{ ...theme, brand_name: "Harimau Play", themecolor: "#f5b301" }}>
        <p>the app</p>
      </ThemeBootGate>,
    );
    // synchronously, in the very first render (what lets the prerendered first screen hydrate as it is)
    expect(screen.getByText("the app")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe("Harimau Play");
    expect(document.documentElement.style.getPropertyValue("--accent")).toBe("#f5b301");
  });
});
