/**
 * The name other players see is the nickname, else the username. Its folded form (`display_key`,
 * unique per tenant) decides whether two names are "the same": NFKC, so full-width and compatibility
 * forms meet their plain letters ("Ａｄｍｉｎ" is "admin"), then lower case.
 */
export function displayKeyOf(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}
