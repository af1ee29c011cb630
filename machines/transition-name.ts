import type { AnyTransitionDefinition } from "xstate";

/**
 * The names a transition goes by everywhere: in path coverage (tests, `npm run paths`), on the
 * visualiser's diagram (`data-transition` of an edge) and in a highlighted path. One function, so
 * a path's transitions can be found on the diagram by name.
 */

/** A guard's name: `isValid` for `guard: "isValid"` or `{ type: "isValid" }`; `guard` for an inline function. */
export function guardName(transition: AnyTransitionDefinition): string | null {
  const guard = transition.guard as unknown;
  if (!guard) return null;
  if (typeof guard === "string") return guard;
  if (typeof guard === "object" && guard !== null && "type" in guard) return String((guard as { type: unknown }).type);
  return "guard";
}

/** `withdraw.editing --withdraw.review [isWithinBalance]--> withdraw.confirming`; `(self)` for a targetless one. */
export function transitionName(transition: AnyTransitionDefinition): string {
  const targets = transition.target?.map((node) => node.id).join(",") ?? "(self)";
  const guard = guardName(transition);
  return `${transition.source.id} --${transition.eventType}${guard ? ` [${guard}]` : ""}--> ${targets}`;
}
