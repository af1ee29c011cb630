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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the field was drawn with. */
function drawnValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/** Notes and undoes the typing (and choices) in the fields under `root` (by their ids, which the app keeps). */
export function holdTypedText(root: HTMLElement): void {
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (field.id === "" || field.value === drawnValue(field)) continue;
    if (field instanceof HTMLInputElement && ["checkbox", "radio", "hidden", "file"].includes(field.type)) continue;
    held.set(field.id, field.value);
    field.value = drawnValue(field);
  }
}

/** Types the text (or makes the choice) noted for this field again, once (call it when the app runs the field). */
export function retypeHeldText(field: Field): void {
  const value = held.get(field.id);
  if (value === undefined) return;
  held.delete(field.id);
  // the prototype's setter: the value as if typed or chosen, which the event below then reports
  const prototype =
    field instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : field instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
