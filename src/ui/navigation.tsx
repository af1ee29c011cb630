import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useRouter } from "@tanstack/react-router";
import type { ComponentType, SVGProps } from "react";
import {
  BankIcon,
  CalendarCheckIcon,
  ChartIcon,
  ChatIcon,
  CrownIcon,
  DepositIcon,
  DocumentIcon,
  FriendsIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  IdCardIcon,
  InfoIcon,
  KeyIcon,
  LifebuoyIcon,
  ListIcon,
  LockIcon,
  MailIcon,
  MegaphoneIcon,
  PercentIcon,
  ShieldIcon,
  TransferIcon,
  UserCheckIcon,
  UserIcon,
  UsersIcon,
  VoucherIcon,
  WalletIcon,
  WithdrawIcon,
} from "./icons.tsx";

/**
 * Where an entry is offered: the bottom tab bar, the quick-action tiles on /home, the menu on /account, the links on
 * /wallet, the shortcuts at the top of the Events tab (/event).
 */
export type NavPlace = "tab" | "tile" | "menu" | "wallet" | "events";

export type NavEntry = {
  /** The screen it opens (a path of the route tree; an entry whose screen is not there yet is not shown). */
  to: string;
  label: MessageDescriptor;
  /** One icon per action, the same wherever the action is offered. */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  places: NavPlace[];
  /** For a tab: the path prefixes of its area; the tab stays highlighted on every screen under them. */
  area?: string[];
  /** A count shown on the entry where it is offered: the unread mails. */
  badge?: "unreadMail";
};

/**
 * Every way to move around the signed-in app, once. The tab bar, the home tiles, the account menu and the wallet's
 * links are built from it, in this order, each from the entries offered there whose screen exists; so an entry of
 * a screen a later issue adds (events, invite, transfer…) appears as soon as its route does, and none leads to a 404.
 */
export const navigation: NavEntry[] = [
  // the lobby: /home and the game screens it leads to (the game transfers are money moves: Wallet)
  {
    to: "/home",
    label: msg`Home`,
    icon: HomeIcon,
    places: ["tab"],
    area: ["/home", "/provider", "/game", "/games", "/game_account", "/play_game"],
  },
  {
    to: "/event",
    label: msg`Events`,
    icon: GiftIcon,
    places: ["tab"],
    area: ["/event", "/daily_check_in", "/rebate_list", "/redeem_gift", "/announcement", "/post_detail"],
  },
  {
    to: "/wallet",
    label: msg`Wallet`,
    icon: WalletIcon,
    places: ["tab"],
    area: [
      "/wallet",
      "/deposit",
      "/withdraw",
      "/transfer",
      "/games/transfer",
      "/games/internal_transfer",
      "/transaction",
      "/submit_payment",
      "/reports",
    ],
  },
  { to: "/deposit/instant_deposit", label: msg`Deposit`, icon: DepositIcon, places: ["tile"] },
  { to: "/withdraw", label: msg`Withdraw`, icon: WithdrawIcon, places: ["tile"] },
  { to: "/transfer", label: msg`Transfer`, icon: TransferIcon, places: ["tile"] },
  { to: "/daily_check_in", label: msg`Check-in`, icon: CalendarCheckIcon, places: ["tile", "events"] },
  { to: "/rebate_list", label: msg`Rebate`, icon: PercentIcon, places: ["tile", "events"] },
  { to: "/announcement", label: msg`Announcements`, icon: MegaphoneIcon, places: ["events"] },
  {
    to: "/invite",
    label: msg`Invite`,
    icon: UsersIcon,
    places: ["tab", "tile"],
    area: ["/invite", "/share", "/referral"],
  },
  // in the account menu: the home grid holds the quick actions DESIGN.md §10 lists
  { to: "/chatroom", label: msg`Chat`, icon: ChatIcon, places: ["menu"] },
  {
    to: "/account",
    label: msg`Account`,
    icon: UserIcon,
    places: ["tab"],
    area: [
      "/account",
      "/profile",
      "/security",
      "/play_responsibly",
      "/verification",
      "/bank_account",
      "/my_contact",
      "/chatroom",
      "/mail",
      "/vip",
      "/about",
      "/tnc",
      "/contact_us",
    ],
  },
  { to: "/vip", label: msg`VIP`, icon: CrownIcon, places: ["menu"] },
  { to: "/my_contact", label: msg`Friends`, icon: FriendsIcon, places: ["menu"] },
  { to: "/mail", label: msg`Mail`, icon: MailIcon, places: ["menu"], badge: "unreadMail" },
  { to: "/redeem_gift", label: msg`Redeem gift`, icon: VoucherIcon, places: ["menu", "events"] },
  { to: "/profile", label: msg`Profile`, icon: IdCardIcon, places: ["menu"] },
  { to: "/security", label: msg`Sign-in and security`, icon: LockIcon, places: ["menu"] },
  { to: "/profile/change_password", label: msg`Change password`, icon: KeyIcon, places: ["menu"] },
  { to: "/profile/reset_pin", label: msg`Reset PIN`, icon: ShieldIcon, places: ["menu"] },
  { to: "/play_responsibly", label: msg`Play responsibly`, icon: LifebuoyIcon, places: ["menu"] },
  { to: "/verification", label: msg`Verification`, icon: UserCheckIcon, places: ["menu"] },
  { to: "/bank_account", label: msg`Bank accounts`, icon: BankIcon, places: ["menu", "wallet"] },
  { to: "/transaction", label: msg`Transactions`, icon: ListIcon, places: ["menu", "wallet"] },
  { to: "/reports", label: msg`Reports`, icon: ChartIcon, places: ["menu", "wallet"] },
  { to: "/about", label: msg`About us`, icon: InfoIcon, places: ["menu"] },
  { to: "/tnc", label: msg`Terms and conditions`, icon: DocumentIcon, places: ["menu"] },
  { to: "/contact_us", label: msg`Contact us`, icon: HeadsetIcon, places: ["menu"] },
];

/** Whether the route tree has a screen at a path (an index route is keyed with a trailing slash). */
export function screenExists(routesByPath: object, path: string): boolean {
  return Object.hasOwn(routesByPath, path) || Object.hasOwn(routesByPath, `${path}/`);
}

/** The entries offered at a place whose screens exist, in the list's order. */
export function entriesAt(
  place: NavPlace,
  routesByPath: object,
  entries: readonly NavEntry[] = navigation,
): NavEntry[] {
  return entries.filter((entry) => entry.places.includes(place) && screenExists(routesByPath, entry.to));
}

/** The entry whose area a path is in (the longest matching prefix wins), if any. */
export function areaOf(pathname: string, entries: readonly NavEntry[]): NavEntry | undefined {
  let best: { entry: NavEntry; length: number } | undefined;
  for (const entry of entries) {
    for (const prefix of entry.area ?? []) {
      const inside = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (inside && prefix.length > (best?.length ?? -1)) best = { entry, length: prefix.length };
    }
  }
  return best?.entry;
}

/** The entries offered at a place whose screens exist in this app's router. */
export function useNavigation(place: NavPlace): NavEntry[] {
  const router = useRouter();
  return entriesAt(place, router.routesByPath);
}
