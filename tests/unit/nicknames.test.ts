// @vitest-environment node
import { describe, expect, it } from "vitest";
import { displayKeyOf, isReservedNickname, reservedNicknames } from "../../server/services/nicknames.ts";

const harimau = { id: "harimau", brandName: "Harimau Play" };
const lotus = { id: "lotus", brandName: "Lotus Jade" };

describe("displayKeyOf", () => {
  it("folds case and width, so look-alike spellings of one name meet", () => {
    expect(displayKeyOf("Alice")).toBe("alice");
    expect(displayKeyOf("ALICE")).toBe("alice");
    expect(displayKeyOf("Ａｌｉｃｅ")).toBe("alice");
    expect(displayKeyOf("Café")).toBe(displayKeyOf("Cafe\u0301"));
    expect(displayKeyOf("Alice")).not.toBe(displayKeyOf("Alice Tan"));
  });
});

describe("isReservedNickname", () => {
  it("refuses every reserved word as written", () => {
    for (const word of reservedNicknames) expect(isReservedNickname(word, harimau), word).toBe(true);
  });

  it.each([
    "Support",
    "ＡＤＭＩＮ",
    "客服",
    "客服中心",
    "管理员",
    "管理員",
    "客戶服務",
    "我是客服",
    "官方客服",
    "Support Team",
    "SupportTeam",
    "supportteam",
    "Admin01",
    "S u p p o r t",
    "support_",
    "s.u.p.p.o.r.t",
    "Supp0rt",
    "@dmin",
    "AdmIn",
    "Officia1",
    "АDMIN", // Cyrillic А
    "Ádmin",
    "The Admin",
    "TheAdmin",
    "Bad_Admin",
    "Customer-Service",
    "Khidmat Pelanggan",
    "PENTADBIR",
    "Rasmi",
    "Rasmi Ali",
    "Harimau Play",
    "harimau",
    "Harimau88",
  ])("refuses %s", (name) => {
    expect(isReservedNickname(name, harimau)).toBe(true);
  });

  it.each([
    "Alice",
    "Ａｌｉｃｅ",
    "demo",
    "ahmad88",
    "meiling",
    "nurul_h",
    "rajesh_k",
    "kahwai",
    "Badminton",
    "Rasmiah",
    "Mei Ling",
    "Lucky Star",
    "Café 小虎",
    "Tiger",
    "Lotus Jade", // another tenant's name
  ])("allows %s", (name) => {
    expect(isReservedNickname(name, harimau)).toBe(false);
  });

  it("reserves each tenant's own id and brand name, not the others'", () => {
    expect(isReservedNickname("Lotus Jade", lotus)).toBe(true);
    expect(isReservedNickname("ＬＯＴＵＳ", lotus)).toBe(true);
    expect(isReservedNickname("lotus_vip", lotus)).toBe(true);
    expect(isReservedNickname("Harimau Play", lotus)).toBe(false);
  });

  it("matches a short tenant name only as whole words", () => {
    const short = { id: "hp", brandName: "HP" };
    expect(isReservedNickname("HP", short)).toBe(true);
    expect(isReservedNickname("HP Fan", short)).toBe(true);
    expect(isReservedNickname("Hpfan", short)).toBe(false);
  });
});
