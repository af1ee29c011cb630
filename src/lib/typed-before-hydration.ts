/**
 * What a player types into a prerendered screen before the app has taken it over (a slow phone,
 * a slow network) must not be lost. React takes the HTML over as drawn (its state is the drawn value,
 * empty), so its first re-render would empty the fields again. Just before the takeover
 * (src/main.tsx), `holdTypedText` notes each text field whose value differs from the drawn one and
 * puts the drawn value back; each field, once the app runs it (src/ui/text-field.tsx), gets its text
 * typed in again with `retypeHeldText`: an input event, which the form's own handler receives like
 * any typing. Focus stays where it was.
 */
const held = new Map<string, string>();

/** Notes and undoes the typing in the text fields under `root` (by their ids, which the app keeps). */
export function holdTypedText(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.id === "" || field.value === field.defaultValue) continue;
    if (field instanceof HTMLInputElement && ["checkbox", "radio", "hidden", "file"].includes(field.type)) continue;
    held.set(field.id, field.value);
    field.value = field.defaultValue;
  }
}

/** Types the text noted for this field in again, once (call it when the app runs the field). */
export function retypeHeldText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const value = held.get(field.id);
  if (value === undefined) return;
  held.delete(field.id);
  // the prototype's setter: the value as if typed, which the input event below then reports
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
