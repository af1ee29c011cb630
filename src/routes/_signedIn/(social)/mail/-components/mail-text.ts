import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { giftTextIn } from "../../../../../api/contract/gifts.ts";
import type { Mail } from "../../../../../api/contract/mail.ts";
import { formatDayTime } from "../../../../../lib/dates.ts";
import { formatMoney } from "../../../../../lib/money-format.ts";
import { screenExists } from "../../../../../ui/navigation.tsx";
import { useVipTierName } from "../../../../../ui/vip-tier.ts";

/** Where a mail leads (the transaction it is about, or the friends screen), and what the link says. */
export type MailLink = {
  target: { to: "/transaction/$id"; params: { id: string } } | { to: string };
  label: string;
};

export type MailText = { title: string; body: string; link: MailLink | null };

/** The screen a friend-request mail leads to (shown once the route tree has it). */
const friendsScreen = "/my_contact";
/** The screen a VIP upgrade mail leads to. */
const vipScreen = "/vip";
/** The screen a gift mail leads to. */
const giftHistoryScreen = "/redeem_gift/history";
/** The screen a verification mail leads to (shown once the route tree has it). */
const verificationScreen = "/verification";

/** Where "This wasn't me" leads from a new sign-in mail. */
const changePasswordScreen = "/profile/change_password";

/**
 * A mail as the player reads it. A system mail is worded here from its template and parameters, in the player's
 * language (amounts in the locale's format); an operator mail is shown as the operator wrote it.
 */
export function useMailText(): (mail: Mail) => MailText {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const tierName = useVipTierName();
  return (mail) => {
    if (mail.kind === "operator") return { title: mail.title, body: mail.body, link: null };
    switch (mail.template) {
      case "deposit_approved": {
        const { reference } = mail.params;
        const amount = formatMoney(mail.params.amount, mail.params.currency, i18n.locale);
        return {
          title: t`Deposit approved`,
          body: t`Your deposit ${reference} has been approved: ${amount} is now in your wallet.`,
          link: {
            target: { to: "/transaction/$id", params: { id: mail.params.transaction_id } },
            label: t`View transaction`,
          },
        };
      }
      case "withdrawal_rejected": {
        const { reference, reason } = mail.params;
        const amount = formatMoney(mail.params.amount, mail.params.currency, i18n.locale);
        return {
          title: t`Withdrawal rejected`,
          body: reason
            ? t`Your withdrawal ${reference} of ${amount} was rejected. Reason: ${reason}. The amount is back in your wallet.`
            : t`Your withdrawal ${reference} of ${amount} was rejected. The amount is back in your wallet.`,
          link: {
            target: { to: "/transaction/$id", params: { id: mail.params.transaction_id } },
            label: t`View transaction`,
          },
        };
      }
      case "friend_request": {
        const { nickname, member_uid: uid } = mail.params;
        return {
          title: t`New friend request`,
          body: t`${nickname} (UID ${uid}) wants to be your friend.`,
          link: screenExists(router.routesByPath, friendsScreen)
            ? { target: { to: friendsScreen }, label: t`See requests` }
            : null,
        };
      }
      case "vip_upgrade": {
        const tier = tierName(mail.params.to);
        return {
          title: t`Congratulations, you are now ${tier}`,
          body: t`Your deposits have raised you to VIP ${tier}, yours for life. Your rebate rates have gone up with it.`,
          link: screenExists(router.routesByPath, vipScreen)
            ? { target: { to: vipScreen }, label: t`See your VIP benefits` }
            : null,
        };
      }
      case "verification_approved":
        return {
          title: t`Your account is verified`,
          body: t`We have checked your documents and verified your account. You can now withdraw above the verification threshold.`,
          link: screenExists(router.routesByPath, verificationScreen)
            ? { target: { to: verificationScreen }, label: t`See your verification` }
            : null,
        };
      case "verification_rejected": {
        const { reason } = mail.params;
        return {
          title: t`Verification not approved`,
          body: t`We could not verify your account. Reason: ${reason}. Please upload your documents again and send them for review.`,
          link: screenExists(router.routesByPath, verificationScreen)
            ? { target: { to: verificationScreen }, label: t`Upload documents again` }
            : null,
        };
      }
      case "new_sign_in": {
        const device = [mail.params.device || t`Unknown device`, mail.params.browser || t`Unknown browser`].join(" · ");
        const { ip } = mail.params;
        // "unknown": the server's word for an address it could not read
        const address = ip === "" || ip === "unknown" ? t`unknown address` : t`IP ${ip}`;
        const when = formatDayTime(mail.params.at, i18n.locale);
        return {
          title: t`New sign-in to your account`,
          body: t`Your account was signed in on ${device} at ${when} (${address}). If this was you, there is nothing to do. If it wasn't, change your password now: that signs every other device out.`,
          link: screenExists(router.routesByPath, changePasswordScreen)
            ? { target: { to: changePasswordScreen }, label: t`This wasn't me` }
            : null,
        };
      }
      case "gift_redemption": {
        const gift = giftTextIn(mail.params.gift_name, i18n.locale);
        const points = i18n.number(mail.params.point);
        const link = { target: { to: giftHistoryScreen }, label: t`See my redemptions` };
        switch (mail.params.status) {
          case "approved":
            return {
              title: t`Gift redemption approved`,
              body: t`Your redemption of ${gift} has been approved. We will send it to the receiver soon.`,
              link,
            };
          case "delivered":
            return {
              title: t`Gift delivered`,
              body: t`${gift} has been delivered to the receiver. Enjoy!`,
              link,
            };
          case "rejected":
            return {
              title: t`Gift redemption rejected`,
              body: t`Your redemption of ${gift} was rejected. ${points} points are back in your account.`,
              link,
            };
        }
      }
    }
  };
}

/** The first line of a text (the inbox shows it under the title). */
export function firstLine(text: string): string {
  return text.split("\n", 1)[0] ?? "";
}
