import { useLingui } from "@lingui/react/macro";
import type { ContactEntry } from "../../../../api/contract/content.ts";
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon, SendIcon } from "../../../../ui/icons.tsx";

/** Where each kind of entry leads: a WhatsApp chat, a Telegram handle, an email, a call; opening hours are text. */
function hrefOf(entry: ContactEntry): string | null {
  const digits = entry.value.replace(/\D/g, "");
  if (entry.kind === "whatsapp" && digits) return `https://wa.me/${digits}`;
  if (entry.kind === "telegram") {
    const handle = entry.value.replace(/^@/, "");
    return /^[A-Za-z0-9_]{3,32}$/.test(handle) ? `https://t.me/${handle}` : null;
  }
  if (entry.kind === "email" && /^[^\s@]+@[^\s@]+$/.test(entry.value)) return `mailto:${entry.value}`;
  if (entry.kind === "phone" && digits) return `tel:+${digits}`;
  return null;
}

const icons = { whatsapp: ChatIcon, telegram: SendIcon, email: MailIcon, phone: PhoneIcon, hours: ClockIcon };

/** Contact us's ways to reach support, each a link where it can be one. */
export function ContactList({ contacts }: { contacts: ContactEntry[] }) {
  const { t } = useLingui();
  const labels = {
    whatsapp: t`WhatsApp`,
    telegram: t`Telegram`,
    email: t`Email`,
    phone: t`Phone`,
    hours: t`Opening hours`,
  };
  return (
    <ul className="list contact-list" aria-label={t`Ways to reach us`}>
      {contacts.map((entry) => {
        const Icon = icons[entry.kind];
        const href = hrefOf(entry);
        const inner = (
          <>
            <span className="contact-list__icon">
              <Icon />
            </span>
            <span className="list-item__main">
              <span className="contact-list__kind">{labels[entry.kind]}</span>
              <span className="contact-list__value">{entry.value}</span>
            </span>
          </>
        );
        return (
          <li key={`${entry.kind}:${entry.value}`}>
            {href ? (
              <a className="list-item contact-list__item" href={href} target="_blank" rel="noopener noreferrer">
                {inner}
              </a>
            ) : (
              <div className="list-item contact-list__item">{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
