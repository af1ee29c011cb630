// @vitest-environment node
import { describe, expect, it } from "vitest";
import { maxUploadBytes } from "../../src/api/contract/user.ts";
import {
  awaitsReceipt,
  depositChannels,
  gatewayChannels,
  isGatewayChannel,
  receiptProblem,
  receiptTypeOf,
  takesReceipt,
} from "../../src/api/contract/wallet.ts";
import { methodNameOf } from "../../src/ui/channel-name.ts";

describe("receipt rules (contract): what the picker refuses before uploading", () => {
  it.each([
    ["receipt.png", "image/png", "image/png"],
    ["receipt.jpg", "image/jpeg", "image/jpeg"],
    ["receipt.webp", "image/webp", "image/webp"],
    ["statement.pdf", "application/pdf", "application/pdf"],
    ["photo.JPEG", "", "image/jpeg"],
    ["scan.pdf", "", "application/pdf"],
    ["animation.gif", "image/gif", null],
    ["notes.txt", "text/plain", null],
    ["archive", "", null],
    // a declared type wins over the name: a .png that says it is text is not a receipt
    ["fake.png", "text/plain", null],
  ])("%s (%j) is %j", (name, type, expected) => {
    expect(receiptTypeOf({ name, type })).toBe(expected);
  });

  it("refuses a wrong type first, then anything over 20 MB; 20 MB itself is fine", () => {
    expect(receiptProblem({ name: "a.txt", type: "text/plain", size: maxUploadBytes + 1 })).toBe("type");
    expect(receiptProblem({ name: "a.png", type: "image/png", size: maxUploadBytes + 1 })).toBe("size");
    expect(receiptProblem({ name: "a.png", type: "image/png", size: maxUploadBytes })).toBeNull();
    expect(maxUploadBytes).toBe(20 * 1024 * 1024);
  });

  it("names the channels paid on the gateway's page", () => {
    expect([...gatewayChannels]).toEqual(["instant_deposit", "e_wallet"]);
    expect(isGatewayChannel("e_wallet")).toBe(true);
    expect(isGatewayChannel("bank")).toBe(false);
  });

  it("names the channels that take a transfer receipt, and the deposits still waiting for one", () => {
    expect(depositChannels.filter(takesReceipt)).toEqual(["bank_transfer"]);
    expect(takesReceipt("constructor")).toBe(false);
    const pending = { type: "deposit", status: "pending", channel: "bank_transfer", receipt_url: null } as const;
    expect(awaitsReceipt(pending)).toBe(true);
    expect(awaitsReceipt({ ...pending, receipt_url: "/uploads/r.png" })).toBe(false);
    expect(awaitsReceipt({ ...pending, status: "approved" })).toBe(false);
    expect(awaitsReceipt({ ...pending, channel: "e_wallet" })).toBe(false);
  });
});

describe("methodNameOf", () => {
  const banks = [
    { code: "MBB", name: "Maybank" },
    { code: "CIMB", name: "CIMB Bank" },
  ];
  const eWallets = [{ code: "TNG", name: "Touch 'n Go eWallet" }];
  it("finds a code's display name in the first list that has it", () => {
    expect(methodNameOf("MBB", [banks, eWallets])).toBe("Maybank");
    expect(methodNameOf("TNG", [undefined, banks, eWallets])).toBe("Touch 'n Go eWallet");
  });
  it("answers null while no list names it (the screen then shows the channel alone, never the code)", () => {
    expect(methodNameOf("MBB", [undefined, undefined])).toBeNull();
    expect(methodNameOf("XYZ", [banks])).toBeNull();
  });
});
