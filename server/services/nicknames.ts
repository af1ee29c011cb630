/**
 * The name other players see is the nickname, else the username. Its folded form (`display_key`,
 * unique per tenant) decides whether two names are "the same": NFKC, so full-width and compatibility
 * forms meet their plain letters ("Ａｄｍｉｎ" is "admin"), then lower case.
 */
export function displayKeyOf(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}

/**
 * Names no player may take (nickname, or username since it is the first nickname): they would pass
 * for the operator in the room chat. Written as players would type them in English, Malay and Chinese
 * (simplified and traditional); the tenant's own id and brand name are added per tenant.
 */
export const reservedNicknames: readonly string[] = [
  // English
  "support",
  "admin",
  "administrator",
  "operator",
  "moderator",
  "system",
  "official",
  "staff",
  "customer service",
  "customer support",
  "customer care",
  "helpdesk",
  // Malay
  "khidmat pelanggan",
  "perkhidmatan pelanggan",
  "pentadbir",
  "sokongan",
  "pengendali",
  "rasmi",
  "sistem",
  "kakitangan",
  // Chinese (simplified, traditional)
  "客服",
  "客服中心",
  "客户服务",
  "客戶服務",
  "管理员",
  "管理員",
  "官方",
  "系统",
  "系統",
  "运营",
  "運營",
  "營運",
  "版主",
  "工作人员",
  "工作人員",
];

/** Reserved words that begin ordinary personal names ("Rasmiah"): refused only as whole words. */
const wholeWordOnly = new Set(["rasmi"]);

/**
 * Digits and symbols drawn like letters ("Supp0rt", "@dmin", "5taff"). A name is checked twice: once
 * with them read as these letters, once with them as separators ("Admin01" is "admin").
 */
const symbolLookAlikes: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "i",
  "€": "e",
};

/**
 * Letters read as the Latin letter they are drawn like, after lower case: Cyrillic and Greek capitals
 * ("АDMIN" with a Cyrillic А), and "l" as "i" (so "AdmIn" with a capital I and "Officia1" meet).
 * Reserved words go through the same reading, so both sides compare alike.
 */
const letterLookAlikes: Record<string, string> = {
  l: "i",
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "i",
  ԛ: "q",
  ԝ: "w",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  ζ: "z",
  η: "h",
  ι: "i",
  κ: "k",
  μ: "m",
  ν: "n",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "y",
  χ: "x",
};

const han = /\p{Script=Han}/u;

/** A word of a name in its compared form: each letter read as the Latin letter it looks like, "rn" as "m". */
function skeleton(word: string): string {
  let out = "";
  for (const ch of word) out += letterLookAlikes[ch] ?? ch;
  return out.replaceAll("rn", "m");
}

/**
 * The words of a name as compared: folded like the display key (compatibility forms, lower case),
 * accents dropped, split at everything that is not a letter and where a lower-case letter meets a
 * capital ("SupportTeam"). `readSymbols` reads look-alike digits and symbols as letters first.
 */
function wordsOf(name: string, readSymbols: boolean): string[] {
  let text = name.normalize("NFKD").replace(/\p{M}/gu, "");
  text = text.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, " ");
  if (readSymbols) text = text.replace(/[0-9@$!|€]/g, (ch) => symbolLookAlikes[ch] ?? ch);
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== "")
    .map(skeleton);
}

type ReservedEntry = { key: string; mode: "anywhere" | "prefix" | "word" };

/**
 * How a reserved word matches: written in Han (Chinese has no spaces between words) anywhere in the
 * name; a Latin word of 4 letters or more as the start of the name or as whole words; a shorter one,
 * or one that begins ordinary names, only as whole words.
 */
function entryOf(word: string): ReservedEntry | null {
  const key = wordsOf(word, false).join("");
  if (key === "") return null;
  if (han.test(key)) return { key, mode: "anywhere" };
  if (key.length >= 4 && !wholeWordOnly.has(key)) return { key, mode: "prefix" };
  return { key, mode: "word" };
}

const builtInEntries = reservedNicknames.map(entryOf).filter((entry) => entry !== null);

/**
 * Whether a name would pass for the operator, the rule for nicknames and new usernames: it is folded
 * as the display key is (NFKC, lower case), accents dropped, and split into words at spaces,
 * punctuation, digits, any other non-letter, and lower-to-capital changes; look-alike digits, symbols,
 * Cyrillic and Greek letters are read as the Latin letter they resemble (in a second reading digits
 * and symbols are separators instead). Then with `letters` = the words run together, the name is
 * reserved when, for a reserved word (the list above, the tenant's id and brand name):
 * - `letters` starts with it (Latin words of 4+ letters: "Support Team", "supportteam", "Admin01",
 *   "S u p p o r t", "ＡＤＭＩＮ", "Supp0rt"), or
 * - it is one or more whole words of the name ("The Admin", "TheAdmin", "Bad_Admin", "Rasmi Ali"), or
 * - it is written in Han and occurs anywhere ("我是客服", "官方客服").
 * "Badminton", "Rasmiah" and "Lotusflower" in another tenant stay allowed; "Supporter" does not.
 */
export function isReservedNickname(name: string, tenant: { id: string; brandName: string }): boolean {
  const entries = [...builtInEntries];
  for (const word of [tenant.id, tenant.brandName]) {
    const entry = entryOf(word);
    if (entry) entries.push(entry);
  }
  for (const readSymbols of [true, false]) {
    const words = wordsOf(name, readSymbols);
    const letters = words.join("");
    // where each word starts, and the end: a whole-word match runs from one of these to another
    const bounds = new Set<number>([0]);
    let at = 0;
    for (const word of words) {
      at += word.length;
      bounds.add(at);
    }
    for (const { key, mode } of entries) {
      if (mode === "anywhere") {
        if (letters.includes(key)) return true;
        continue;
      }
      if (mode === "prefix" && letters.startsWith(key)) return true;
      for (const start of bounds) {
        if (letters.startsWith(key, start) && bounds.has(start + key.length)) return true;
      }
    }
  }
  return false;
}
