import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AnyStateMachine } from "xstate";
import { eventPlainName } from "./event-names.ts";
import { choiceLabel, type SimStep } from "./simulation.ts";

type Words = {
  machine: AnyStateMachine;
  i18n: I18n;
  /** a description or a variant name in the reader's language */
  translate: (text: string) => string;
  /** code names (`withdraw.review · valid amount`) instead of plain words */
  technical: boolean;
  /** the variant alone when it has one (an offer at the arrow, which already says what the event is) */
  short?: boolean;
};

/**
 * A simulation step in the reader's words: an event by its variant's name and what happens ("The player taps
 * "Review" · valid amount"), or by its code name with technical details on; the clock; a guard forced.
 */
export function stepWords(step: SimStep, { machine, i18n, translate, technical, short }: Words): string {
  if (step.kind === "clock") return i18n._(msg`Clock +${step.ms / 1000} s`);
  if (step.kind === "guard") {
    const choice =
      step.choice === "auto"
        ? i18n._(msg`from data`)
        : step.choice === "true"
          ? i18n._(msg`forced true`)
          : i18n._(msg`forced false`);
    const guard = step.guard;
    return i18n._(msg`Guard ${guard}: ${choice}`);
  }
  if (short && step.variant !== null) return technical ? step.variant : translate(step.variant);
  if (technical) return choiceLabel(step);
  const variant = step.variant === null ? null : translate(step.variant);
  const plain = eventPlainName(machine, step.type, translate);
  return variant ? `${plain} · ${variant}` : plain;
}
