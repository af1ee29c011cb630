/**
 * The demo game catalogue: providers and the games they offer. Names are made up; every game's art
 * is drawn by the server (routes/game-art.ts) from its id, so nothing is fetched from elsewhere.
 * Generated, not random: the same ids, names and tags on every seed, so demos and tests can name them.
 */
import type { GameCategory, GameTag } from "../../src/api/contract/games.ts";

export type DemoProvider = {
  code: string;
  name: string;
  categories: GameCategory[];
  /** How many games it offers. */
  games: number;
  /** Whole units; the smallest bet of its games. */
  minBetUnits: number;
  accountPrefix: string;
  maintenance?: boolean;
  internalTransfer?: boolean;
  status?: "active" | "inactive";
};

/**
 * Ten active providers (one under maintenance, one that takes no internal transfers) and one
 * inactive one that players never see. 309 active games in all.
 */
export const demoProviders: DemoProvider[] = [
  {
    code: "DRG",
    name: "Dragon Gaming",
    categories: ["slots", "fishing"],
    games: 70,
    minBetUnits: 1,
    accountPrefix: "drg",
  },
  {
    code: "JK88",
    name: "Jackpot 88",
    categories: ["slots", "lottery"],
    games: 60,
    minBetUnits: 1,
    accountPrefix: "jk",
  },
  { code: "LCK", name: "Lucky Star Live", categories: ["casino"], games: 25, minBetUnits: 5, accountPrefix: "lsl" },
  {
    code: "OCN",
    name: "Ocean King",
    categories: ["fishing", "slots"],
    games: 40,
    minBetUnits: 1,
    accountPrefix: "ock",
  },
  {
    code: "PXL",
    name: "Pixel Arcade",
    categories: ["slots", "fishing"],
    games: 45,
    minBetUnits: 1,
    accountPrefix: "pxa",
  },
  {
    code: "SPX",
    name: "SportX",
    categories: ["sports", "esports"],
    games: 12,
    minBetUnits: 2,
    accountPrefix: "spx",
    internalTransfer: false,
  },
  { code: "EVX", name: "eVictory", categories: ["esports"], games: 12, minBetUnits: 2, accountPrefix: "evx" },
  { code: "TRF", name: "Turf Racing", categories: ["horse"], games: 10, minBetUnits: 2, accountPrefix: "trf" },
  { code: "LTO", name: "Lotto Asia", categories: ["lottery"], games: 20, minBetUnits: 1, accountPrefix: "lta" },
  {
    code: "RYL",
    name: "Royal Baccarat",
    categories: ["casino"],
    games: 15,
    minBetUnits: 5,
    accountPrefix: "ryl",
    maintenance: true,
  },
  {
    code: "OLD",
    name: "Old Palace",
    categories: ["casino"],
    games: 10,
    minBetUnits: 5,
    accountPrefix: "olp",
    status: "inactive",
  },
];

const namesByCategory: Record<GameCategory, { first: string[]; second: string[] }> = {
  slots: {
    first: [
      "Golden",
      "Lucky",
      "Jade",
      "Neon",
      "Mystic",
      "Royal",
      "Wild",
      "Fortune",
      "Crystal",
      "Tiger",
      "Phoenix",
      "Lotus",
      "Sakura",
      "Thunder",
      "Cosmic",
      "Ruby",
    ],
    second: [
      "Reels",
      "Riches",
      "Temple",
      "Treasure",
      "Spins",
      "Gems",
      "Koi",
      "Empire",
      "Fruits",
      "Lanterns",
      "Nights",
      "Dynasty",
      "Rush",
      "Vault",
      "Bonanza",
      "Express",
    ],
  },
  fishing: {
    first: ["Ocean", "Deep Sea", "Golden", "Mermaid", "Shark", "Coral", "Typhoon", "Pearl"],
    second: ["Hunter", "Fishing", "Catch", "Raid", "Legend", "Party", "Frenzy", "King"],
  },
  casino: {
    first: ["Speed", "VIP", "Lightning", "Classic", "Golden", "Squeeze", "Infinite", "Royal"],
    second: ["Baccarat", "Roulette", "Blackjack", "Sic Bo", "Dragon Tiger", "Fan Tan", "Poker", "Wheel"],
  },
  lottery: {
    first: ["Daily", "Mega", "Lucky", "Super", "Quick", "Grand"],
    second: ["4D", "6D", "Keno", "Toto", "Pick 3", "Jackpot Draw"],
  },
  sports: {
    first: ["Live", "Parlay", "Premier", "Asian"],
    second: ["Football", "Basketball", "Badminton", "Tennis", "Sepak Takraw", "Cricket"],
  },
  esports: {
    first: ["Arena", "Pro", "Cup", "League"],
    second: ["MOBA", "Shooter", "Battle Royale", "Racing", "Fighting"],
  },
  horse: {
    first: ["Turf", "Derby", "Sprint", "Royal", "Night"],
    second: ["Cup", "Stakes", "Classic", "Racing", "Trophy"],
  },
};

export type DemoGame = {
  id: string;
  providerCode: string;
  name: string;
  type: GameCategory;
  tags: GameTag[];
  minBetUnits: number;
  position: number;
};

/** A stable 32-bit hash (FNV-1a) to order word pairs differently per provider. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Every name a category's words make, in an order of the provider's own. */
function namesFor(type: GameCategory, providerCode: string): string[] {
  const words = namesByCategory[type];
  const names = words.first.flatMap((first) => words.second.map((second) => `${first} ${second}`));
  return names
    .map((name) => ({ name, order: hashOf(`${providerCode}:${name}`) }))
    .sort((a, b) => a.order - b.order)
    .map((n) => n.name);
}

/** The games of a provider: its categories in turn, each named from that category's words, no name twice. */
export function demoGamesOf(provider: DemoProvider, providerIndex: number): DemoGame[] {
  const names = new Map(provider.categories.map((type) => [type, namesFor(type, provider.code)]));
  const taken = new Map<GameCategory, number>();
  return Array.from({ length: provider.games }, (_, n) => {
    const type = provider.categories[n % provider.categories.length] ?? "slots";
    const index = taken.get(type) ?? 0;
    taken.set(type, index + 1);
    const pool = names.get(type) ?? [];
    // more games than word pairs: the pairs come round again with a number
    const name =
      index < pool.length ? (pool[index] ?? "") : `${pool[index % pool.length]} ${Math.floor(index / pool.length) + 1}`;
    const tags: GameTag[] = [];
    if ((n + providerIndex) % 9 === 0) tags.push("hot");
    if (n >= provider.games - 3 || (n * 7 + providerIndex) % 23 === 5) tags.push("new");
    return {
      id: `${provider.code}-${String(n + 1).padStart(4, "0")}`,
      providerCode: provider.code,
      name,
      type,
      tags,
      minBetUnits: provider.minBetUnits,
      position: n,
    };
  });
}
