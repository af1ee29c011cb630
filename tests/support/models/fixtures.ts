import type { Theme } from "../../../src/api/contract/tenant.ts";
import type { User } from "../../../src/api/contract/user.ts";

/** Plain data the path models put in done events. */
export const aUser: User = {
  _id: "7f1c2c1e-0000-4000-8000-000000000001",
  username: "demo",
  full_name: "Aisyah Rahman",
  nickname: "demo",
  email: null,
  jwtToken: "token",
  referral_code: "HARIMAU1",
  contact_no: "60123456789",
  wallet: 125000,
  chip: 300,
  point: 1280,
  share: 0,
  currency: "MYR",
  total_downline: 3,
  total_active_downline: 2,
  avatar: null,
  uuid: "10000001",
  vip_tier: "Gold",
};

export const aTheme: Theme = {
  brand_name: "Harimau Play",
  logo: "/tenant-assets/harimau/logo.svg",
  themecolor: "#f5b301",
  user_card_arrow_left: "/tenant-assets/harimau/arrow-left.svg",
  user_card_arrow_right: "/tenant-assets/harimau/arrow-right.svg",
  restore_icon: "/tenant-assets/harimau/restore.svg",
};

export const apiError = (status: number, messageKey: string) => ({ status, messageKey });
