// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Catalogue, Game, Provider } from "../../src/api/contract/games.ts";
import {
  gameById,
  offeredCategory,
  providerByCode,
  searchText,
} from "../../src/routes/_signedIn/(games)/-components/catalogue-loaders.ts";
import {
  categoryPicks,
  gamesOf,
  gamesOfType,
  gamesTagged,
  needsTransferIn,
  providersIn,
  search,
  searchIndex,
  searchKey,
} from "../../src/routes/_signedIn/(games)/-components/lobby-catalogue.ts";

const provider = (code: string, name: string, categories: Provider["categories"], maintenance = false): Provider => ({
  code,
  name,
  logo: `/game-art/provider/${code}.svg`,
  categories,
  status: "active",
  maintenance,
  internal_transfer: true,
});
const game = (id: string, name: string, type: Game["type"], tags: Game["tags"] = [], min_bet = 100): Game => ({
  _id: id,
  provider_code: id.split("-")[0] ?? "",
  name,
  image: `/game-art/game/${id}.svg`,
  type,
  tags,
  min_bet,
});

const catalogue: Catalogue = {
  categories: ["casino", "slots", "fishing"],
  providers: [
    provider("DRG", "Dragon Gaming", ["slots", "fishing"]),
    provider("LCK", "Lucky Star Live", ["casino"]),
    provider("RYL", "Royal Baccarat", ["casino"], true),
  ],
  games: [
    game("DRG-0001", "Jade Dynasty", "slots", ["hot"]),
    game("DRG-0002", "Golden Catch", "fishing", ["hot", "new"]),
    game("DRG-0003", "Dragon's Gold", "slots", ["new"]),
    game("LCK-0001", "Speed Baccarat", "casino", [], 500),
    game("RYL-0001", "Royal Roulette", "casino", ["hot"]),
  ],
};

describe("the lobby's reads of the catalogue", () => {
  it("lists a category's providers and a type's games, of one provider when asked", () => {
    expect(providersIn(catalogue, "casino").map((p) => p.code)).toEqual(["LCK", "RYL"]);
    expect(providersIn(catalogue, "fishing").map((p) => p.code)).toEqual(["DRG"]);
    expect(gamesOfType(catalogue, "casino").map((g) => g._id)).toEqual(["LCK-0001", "RYL-0001"]);
    expect(gamesOfType(catalogue, "casino", "RYL").map((g) => g._id)).toEqual(["RYL-0001"]);
    expect(gamesOf(catalogue, "DRG", "slots").map((g) => g._id)).toEqual(["DRG-0001", "DRG-0003"]);
    expect(gamesOf(catalogue, "DRG")).toHaveLength(3);
  });

  it("takes at most so many tagged games, in the catalogue's order", () => {
    expect(gamesTagged(catalogue, "hot", 2).map((g) => g._id)).toEqual(["DRG-0001", "DRG-0002"]);
    expect(gamesTagged(catalogue, "new", 10).map((g) => g._id)).toEqual(["DRG-0002", "DRG-0003"]);
  });

  it("leads a category's tab with its hot games, then the rest, at most so many", () => {
    expect(categoryPicks(catalogue, "casino", 12).map((g) => g._id)).toEqual(["RYL-0001", "LCK-0001"]);
    expect(categoryPicks(catalogue, "slots", 12).map((g) => g._id)).toEqual(["DRG-0001", "DRG-0003"]);
    expect(categoryPicks(catalogue, "casino", 1).map((g) => g._id)).toEqual(["RYL-0001"]);
    expect(categoryPicks(catalogue, "lottery", 12)).toEqual([]);
  });

  it("knows a category, provider or game only when the catalogue has it", () => {
    expect(offeredCategory(catalogue, "slots")).toBe("slots");
    // a category of SPEC §1 the tenant does not offer, and anything else
    expect(offeredCategory(catalogue, "horse")).toBeUndefined();
    expect(offeredCategory(catalogue, "toString")).toBeUndefined();
    expect(offeredCategory(catalogue, undefined)).toBeUndefined();
    expect(providerByCode(catalogue, "RYL")?.maintenance).toBe(true);
    expect(providerByCode(catalogue, "NOPE")).toBeUndefined();
    expect(gameById(catalogue, "LCK-0001")?.name).toBe("Speed Baccarat");
    expect(gameById(catalogue, "LCK-9999")).toBeUndefined();
    expect(searchText("slots")).toBe("slots");
    expect(searchText(["slots"])).toBeUndefined();
    expect(searchText("")).toBeUndefined();
    expect(searchText("x".repeat(65))).toBeUndefined();
  });

  it("offers Transfer in while the account holds less than the game's smallest bet", () => {
    const baccarat = gameById(catalogue, "LCK-0001") as Game;
    expect(needsTransferIn(0, baccarat)).toBe(true);
    expect(needsTransferIn(499, baccarat)).toBe(true);
    expect(needsTransferIn(500, baccarat)).toBe(false);
  });
});

describe("search", () => {
  const index = searchIndex(catalogue);

  it("compares names without case, accents or punctuation", () => {
    expect(searchKey("  Dragon's  GOLD—Café ")).toBe("dragon s gold cafe");
  });

  it("finds a game by part of its name, every word in any order", () => {
    expect(search(index, "dynas").games.map((g) => g._id)).toEqual(["DRG-0001"]);
    expect(search(index, "gold dragon").games.map((g) => g._id)).toEqual(["DRG-0003"]);
    expect(search(index, "BACCARAT").games.map((g) => g._id)).toEqual(["LCK-0001"]);
  });

  it("finds providers by their name, and games only by their own", () => {
    const found = search(index, "royal");
    expect(found.providers.map((p) => p.code)).toEqual(["RYL"]);
    expect(found.games.map((g) => g._id)).toEqual(["RYL-0001"]);
    expect(search(index, "lucky star").games).toEqual([]);
  });

  it("finds nothing for nothing typed, or for what no name holds", () => {
    expect(search(index, "   ")).toEqual({ games: [], providers: [] });
    expect(search(index, "zzqxw")).toEqual({ games: [], providers: [] });
  });
});
