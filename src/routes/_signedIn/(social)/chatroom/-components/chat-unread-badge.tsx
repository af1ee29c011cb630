import { useLingui } from "@lingui/react/macro";

/** How many messages wait unread (99+ beyond), said in words to screen readers. */
export function ChatUnreadBadge({ count }: { count: number }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  return (
    <span className="chat-badge" role="img" aria-label={t`${count} unread`}>
      {count > 99 ? "99+" : count}
    </span>
  );
}
