/**
 * Demo tenants and players seeded into an empty database. README and tests read the logins
 * from here. Every demo player's password is `demoPassword`. Money is in sen (minor units).
 */
import type { VipTier } from "../../src/api/contract/user.ts";

export const demoPassword = "Demo1234";

export type DemoTenant = {
  id: string;
  brandName: string;
  hosts: string[];
  themecolor: string;
};

export const demoTenants: DemoTenant[] = [
  { id: "harimau", brandName: "Harimau Play", hosts: ["localhost", "127.0.0.1"], themecolor: "#f5b301" },
  { id: "lotus", brandName: "Lotus Jade", hosts: ["lotus.localhost"], themecolor: "#1fc7a0" },
];

export type DemoPlayer = {
  tenant: string;
  username: string;
  fullName: string;
  contactNo: string;
  referralCode: string;
  memberUid: string;
  vipTier: VipTier;
  /** Username of the referrer, same tenant. */
  referredBy?: string;
  /** Opening MYR balance in sen. */
  balance: number;
  chip?: number;
  point?: number;
  share?: number;
  /** Days since the last login (null = never); decides "active" in referral lists. */
  lastLoginDaysAgo: number | null;
  /** Days since registration (for ordering referral lists newest first). */
  joinedDaysAgo: number;
};

export const demoPlayers: DemoPlayer[] = [
  {
    tenant: "harimau",
    username: "demo",
    fullName: "Aisyah Rahman",
    contactNo: "60123456789",
    referralCode: "HARIMAU1",
    memberUid: "28800001",
    vipTier: "Gold",
    balance: 125_000,
    chip: 300,
    point: 1280,
    share: 0,
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 120,
  },
  {
    tenant: "harimau",
    username: "ahmad88",
    fullName: "Ahmad Faiz",
    contactNo: "60129876543",
    referralCode: "AHMAD88",
    memberUid: "28800002",
    vipTier: "Silver",
    referredBy: "demo",
    balance: 35_050,
    lastLoginDaysAgo: 2,
    joinedDaysAgo: 90,
  },
  {
    tenant: "harimau",
    username: "meiling",
    fullName: "Tan Mei Ling",
    contactNo: "60167778888",
    referralCode: "MEILING",
    memberUid: "28800003",
    vipTier: "Normal",
    referredBy: "ahmad88",
    balance: 8_000,
    lastLoginDaysAgo: 5,
    joinedDaysAgo: 60,
  },
  {
    tenant: "harimau",
    username: "nurul_h",
    fullName: "Nurul Huda",
    contactNo: "60171234567",
    referralCode: "NURULH",
    memberUid: "28800004",
    vipTier: "Normal",
    referredBy: "demo",
    balance: 2_500,
    lastLoginDaysAgo: 1,
    joinedDaysAgo: 30,
  },
  {
    tenant: "harimau",
    username: "rajesh_k",
    fullName: "Rajesh Kumar",
    contactNo: "60182345678",
    referralCode: "RAJESHK",
    memberUid: "28800005",
    vipTier: "Silver",
    referredBy: "demo",
    balance: 0,
    lastLoginDaysAgo: 45,
    joinedDaysAgo: 75,
  },
  {
    tenant: "harimau",
    username: "kahwai",
    fullName: "Wong Kah Wai",
    contactNo: "60193456789",
    referralCode: "KAHWAI",
    memberUid: "28800006",
    vipTier: "Normal",
    referredBy: "demo",
    balance: 12_000,
    lastLoginDaysAgo: null,
    joinedDaysAgo: 7,
  },
  {
    tenant: "lotus",
    username: "lotus",
    fullName: "Lim Wei Jie",
    contactNo: "60135556666",
    referralCode: "LOTUS1",
    memberUid: "38800001",
    vipTier: "Platinum",
    balance: 888_800,
    chip: 1200,
    point: 5400,
    share: 10,
    lastLoginDaysAgo: 0,
    joinedDaysAgo: 200,
  },
];

/** The demo logins, for the README and tests. */
export const demoLogins = {
  harimau: { username: "demo", password: demoPassword, contactNo: "60123456789" },
  harimauReferral: { username: "ahmad88", password: demoPassword, contactNo: "60129876543" },
  harimauChainEnd: { username: "meiling", password: demoPassword, contactNo: "60167778888" },
  lotus: { username: "lotus", password: demoPassword, contactNo: "60135556666" },
} as const;

const languages = [
  { text: "English", value: "en-US" },
  { text: "简体中文", value: "zh-CN" },
  { text: "繁體中文", value: "zh-TW" },
  { text: "Bahasa Melayu", value: "ms-MY" },
];

/** Back-office configuration of each demo tenant (money values in sen). */
export function demoConfig(tenant: DemoTenant): Record<string, string> {
  return {
    timezone: "Asia/Kuala_Lumpur",
    device_subscribe: "false",
    language: JSON.stringify(languages),
    currency: "MYR",
    support_whatsapp: tenant.id === "lotus" ? "60135550000" : "60123450000",
    deposit_min: "10000",
    deposit_max: "3000000",
    withdraw_min: "3000",
    withdraw_max: "3000000",
    withdraw_daily_limit: "3000000",
    withdraw_daily_count: "3",
    usdt_myr_rate: "4.64",
  };
}
