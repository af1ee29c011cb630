/**
 * The number of unread items on a button or a menu entry (the mail envelope). Shown only above zero; hidden from
 * screen readers, which hear the count in the control's own name ("Mail, 3 unread").
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={className ? `unread-badge ${className}` : "unread-badge"} aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}
