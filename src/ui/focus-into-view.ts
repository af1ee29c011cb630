/**
 * Brings a field into view with focus (the centre of the screen, not scrolled by the focus itself), so the message
 * under it is seen and read out: a refusal that comes after the press of the action bar, which may cover the field.
 */
export function focusIntoView(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: "center" });
}
