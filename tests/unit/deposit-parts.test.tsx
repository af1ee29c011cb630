import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { maxUploadBytes } from "../../src/api/contract/user.ts";
import type { DepositChannelOption } from "../../src/api/contract/wallet.ts";
import { ChannelTabs } from "../../src/routes/_signedIn/(wallet)/deposit/-components/channel-tabs.tsx";
import { ChargePreview } from "../../src/routes/_signedIn/(wallet)/deposit/-components/charge-preview.tsx";
import { ReceiptPicker } from "../../src/routes/_signedIn/(wallet)/deposit/-components/receipt-picker.tsx";
import { renderWithI18n } from "../support/render.tsx";
import { renderInRouter } from "../support/render-in-router.tsx";

// jsdom lays nothing out: the parts' scrolling is recorded, not done
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const telco: DepositChannelOption = {
  channel: "telco",
  currency: "MYR",
  min: 10_000,
  max: 3_000_000,
  gateway_text: "30 - 30,000 MYR",
  methods: [{ code: "DIGI", name: "Digi" }],
  charge_percent: 30,
};

describe("ChargePreview", () => {
  it.each([
    ["1", /RM\s?0\.30/, /RM\s?0\.70/],
    ["100", /RM\s?30\.00/, /RM\s?70\.00/],
    ["257", /RM\s?77\.10/, /RM\s?179\.90/],
    ["30000", /RM\s?9,000\.00/, /RM\s?21,000\.00/],
  ])("an amount of %s: charge %s, credited %s", (typed, charge, credited) => {
    renderWithI18n(<ChargePreview option={telco} typed={typed} />);
    const preview = screen.getByRole("region", { name: "Charge and amount credited" });
    const [shownCharge, shownCredit] = within(preview).getAllByRole("definition");
    expect(shownCharge).toHaveTextContent(charge);
    expect(shownCredit).toHaveTextContent(credited);
    expect(preview).toHaveAttribute("aria-live", "polite");
  });

  it.each(["", "12a", "1.5", "0", "99999999999999999999"])("no figures for %j, only the rule", (typed) => {
    renderWithI18n(<ChargePreview option={telco} typed={typed} />);
    const preview = screen.getByRole("region", { name: "Charge and amount credited" });
    expect(preview).toHaveTextContent("A 30% charge applies to this channel.");
    expect(within(preview).queryAllByRole("definition")).toHaveLength(0);
  });
});

describe("ChannelTabs", () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => scrollIntoView.mockReset());

  it("scrolls the selected channel's tab into the row's view, never the page's block", async () => {
    renderInRouter(
      <ChannelTabs channels={["instant_deposit", "bank_transfer", "e_wallet", "crypto", "telco"]} selected="telco" />,
    );
    const telcoTab = await screen.findByRole("link", { name: "Telco" });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(telcoTab);
    expect(scrollIntoView).toHaveBeenCalledWith({ inline: "nearest", block: "nearest" });
  });
});

function Picker() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <ReceiptPicker file={file} onChange={setFile} error={null} />
      <output data-testid="chosen">{file?.name ?? "none"}</output>
    </>
  );
}

/** A file of a given size without allocating it. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("ReceiptPicker", () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    let counter = 0;
    URL.createObjectURL = vi.fn(() => {
      counter += 1;
      const url = `blob:receipt-${counter}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    created.length = 0;
    revoked.length = 0;
  });

  const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

  it("states the types and the size up front; its button opens the hidden file input", async () => {
    const { container } = renderWithI18n(<Picker />);
    const user = userEvent.setup();
    expect(screen.getByRole("group", { name: "Transfer receipt" })).toHaveTextContent(
      "An image (PNG, JPEG or WebP) or a PDF, up to 20 MB.",
    );
    expect(input(container)).not.toBeVisible();
    expect(input(container).accept).toBe("image/png,image/jpeg,image/webp,application/pdf");
    const opened = vi.fn();
    input(container).addEventListener("click", opened);
    await user.click(screen.getByRole("button", { name: "Choose receipt" }));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("refuses a wrong type and a file over 20 MB before any upload, keeping the file chosen before", async () => {
    const { container } = renderWithI18n(<Picker />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(container), fileOf("receipt.png", "image/png", 2048));
    expect(screen.getByTestId("chosen")).toHaveTextContent("receipt.png");

    await user.upload(input(container), fileOf("notes.txt", "text/plain", 10));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "notes.txt cannot be used: choose a PNG, JPEG or WebP image or a PDF.",
    );
    expect(screen.getByTestId("chosen")).toHaveTextContent("receipt.png");

    await user.upload(input(container), fileOf("big.jpg", "image/jpeg", maxUploadBytes + 1));
    expect(screen.getByRole("alert")).toHaveTextContent("big.jpg is 20.1 MB: the largest receipt we accept is 20 MB.");
    expect(screen.getByTestId("chosen")).toHaveTextContent("receipt.png");

    // exactly 20 MB is accepted, and a good file clears the message
    await user.upload(input(container), fileOf("scan.pdf", "application/pdf", maxUploadBytes));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByTestId("chosen")).toHaveTextContent("scan.pdf");
  });

  it("previews an image by an object URL, revoked when the file changes or is removed", async () => {
    const { container, unmount } = renderWithI18n(<Picker />);
    const user = userEvent.setup();
    await user.upload(input(container), fileOf("receipt.png", "image/png", 1536));
    expect(screen.getByRole("img", { name: "Preview of receipt.png" })).toHaveAttribute("src", "blob:receipt-1");
    const picker = screen.getByRole("group", { name: "Transfer receipt" });
    expect(within(picker).getByText("receipt.png")).toBeInTheDocument();
    expect(within(picker).getByText("1.5 kB")).toBeInTheDocument();

    await user.upload(input(container), fileOf("second.jpg", "image/jpeg", 3 * 1024 * 1024));
    expect(revoked).toEqual(["blob:receipt-1"]);
    expect(screen.getByRole("img", { name: "Preview of second.jpg" })).toHaveAttribute("src", "blob:receipt-2");
    expect(within(picker).getByText("3 MB")).toBeInTheDocument();

    // a PDF has no thumbnail: an icon, its name and size
    await user.upload(input(container), fileOf("scan.pdf", "application/pdf", 1024));
    expect(revoked).toEqual(["blob:receipt-1", "blob:receipt-2"]);
    expect(screen.queryByRole("img")).toBeNull();
    expect(within(picker).getByText("scan.pdf")).toBeInTheDocument();

    await user.upload(input(container), fileOf("again.png", "image/png", 100));
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(revoked).toEqual(["blob:receipt-1", "blob:receipt-2", "blob:receipt-3"]);
    expect(screen.getByTestId("chosen")).toHaveTextContent("none");
    expect(screen.getByRole("button", { name: "Choose receipt" })).toHaveFocus();

    await user.upload(input(container), fileOf("last.png", "image/png", 100));
    unmount();
    expect(revoked).toEqual(created);
  });

  it("takes a file the browser gives no type by its name", async () => {
    const { container } = renderWithI18n(<Picker />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(container), fileOf("photo.JPEG", "", 100));
    expect(screen.getByTestId("chosen")).toHaveTextContent("photo.JPEG");
    await user.upload(input(container), fileOf("archive.zip", "", 100));
    expect(screen.getByRole("alert")).toHaveTextContent("archive.zip cannot be used");
  });
});
