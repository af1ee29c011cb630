// @vitest-environment node
import { describe, expect, it } from "vitest";
import { areaOf, entriesAt, navigation, screenExists } from "../../src/ui/navigation.tsx";

/** A route tree's paths as the router keys them (an index route ends in a slash). */
const routes = (...paths: string[]) => Object.fromEntries(paths.map((path) => [path, {}]));

describe("navigation", () => {
  it("offers an entry only where its screen exists, an index route included", () => {
    const tree = routes("/home", "/wallet", "/account", "/deposit/instant_deposit", "/withdraw", "/transaction/");
    expect(entriesAt("tab", tree).map((entry) => entry.to)).toEqual(["/home", "/wallet", "/account"]);
    expect(entriesAt("tile", tree).map((entry) => entry.to)).toEqual(["/deposit/instant_deposit", "/withdraw"]);
    expect(entriesAt("menu", tree).map((entry) => entry.to)).toEqual(["/transaction"]);
    expect(screenExists(tree, "/transaction")).toBe(true);
    expect(screenExists(tree, "/event")).toBe(false);
    // a key inherited by every object is not a screen
    expect(screenExists(tree, "toString")).toBe(false);
  });

  it("shows a later screen's entry as soon as its route is added", () => {
    const before = routes("/home", "/wallet", "/account");
    const after = routes("/home", "/wallet", "/account", "/event", "/invite");
    expect(entriesAt("tab", before)).toHaveLength(3);
    expect(entriesAt("tab", after).map((entry) => entry.to)).toEqual([
      "/home",
      "/event",
      "/wallet",
      "/invite",
      "/account",
    ]);
    expect(entriesAt("tile", after).map((entry) => entry.to)).toEqual(["/invite"]);
  });

  it("keeps the tab of an area highlighted on its sub-pages", () => {
    const tabs = navigation.filter((entry) => entry.places.includes("tab"));
    const tabOf = (path: string) => areaOf(path, tabs)?.to;
    expect(tabOf("/home")).toBe("/home");
    expect(tabOf("/deposit/crypto")).toBe("/wallet");
    expect(tabOf("/withdraw")).toBe("/wallet");
    expect(tabOf("/transaction/abc123")).toBe("/wallet");
    expect(tabOf("/transaction/result")).toBe("/wallet");
    expect(tabOf("/reports/turnover_result")).toBe("/wallet");
    expect(tabOf("/submit_payment")).toBe("/wallet");
    expect(tabOf("/bank_account/edit/42")).toBe("/account");
    expect(tabOf("/profile/reset_pin")).toBe("/account");
    expect(tabOf("/share")).toBe("/invite");
    expect(tabOf("/referral")).toBe("/invite");
    expect(tabOf("/rebate_list")).toBe("/event");
    expect(tabOf("/mail")).toBe("/account");
    expect(tabOf("/mail/6f1c2b1e-8d7a-4c55-9a3e-2f5b8c9d0e1f")).toBe("/account");
    // a prefix matches whole path segments only
    expect(tabOf("/walletx")).toBeUndefined();
    expect(tabOf("/no-such-page")).toBeUndefined();
  });

  it("gives every action one icon, and every tab an area that holds its own screen", () => {
    const byLabel = new Map<string, unknown>();
    for (const entry of navigation) {
      const label = entry.label.id;
      if (byLabel.has(label)) expect(byLabel.get(label)).toBe(entry.icon);
      byLabel.set(label, entry.icon);
    }
    const icons = navigation.map((entry) => entry.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const tab of navigation.filter((entry) => entry.places.includes("tab"))) {
      expect(areaOf(tab.to, [tab])).toBe(tab);
    }
  });
});
