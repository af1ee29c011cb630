/**
 * `npm run descriptions`: writes src/visualiser/machine-descriptions.ts, every distinct English
 * `description` of every state and transition of every machine of machines/, and the name and every
 * event variant name of every path model (machines/path-models.ts: "session (restored)", "no bank
 * account", "over the balance"), each as a Lingui `msg` descriptor, so that `lingui extract` puts them
 * into the visualiser's catalog, locales/<locale>/flows.po (machines/ does not import Lingui; the
 * players' app never loads that catalog). The visualiser shows them translated with
 * `translateDescription` and `translateVariant` (src/visualiser/describe.ts). After changing a
 * description, a variant or a model's name: `npm run descriptions`, `npx lingui extract --clean`, then
 * translate the new entries of flows.po. tests/unit/machine-descriptions.test.ts fails while the
 * generated file is out of date.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { getStateNodes } from "xstate/graph";
import { pathModels } from "../machines/path-models.ts";
import { machines } from "../src/visualiser/machines.ts";

/** Relative to the repository root, where `npm run` and Vitest run. */
export const descriptionsFile = "src/visualiser/machine-descriptions.ts";

/** A machine's descriptions in the order of its states: each state's own, then its transitions'. */
function descriptionsOf(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[]) {
    found.push(node.description ?? "");
    for (const list of node.transitions.values())
      for (const transition of list) found.push(transition.description ?? "");
    for (const transition of node.always ?? []) found.push(transition.description ?? "");
  }
  return found.filter((text) => text.trim() !== "");
}

/** Every distinct description, machine by machine (a text is listed under the first machine that has it). */
export function machineDescriptions(): { machine: string; texts: string[] }[] {
  const seen = new Set<string>();
  return machines.map(({ machine }) => {
    const texts: string[] = [];
    for (const text of descriptionsOf(machine)) {
      if (seen.has(text)) continue;
      seen.add(text);
      texts.push(text);
    }
    return { machine: machine.id, texts };
  });
}

/** A variant's name and the event type it is a variant of (the translators' note says which). */
export type VariantName = { name: string; type: string };

/**
 * The path models' own texts, each distinct and none a description already listed: the models' names
 * (the visualiser's model menu) and the names of their event variants, model by model in the order of
 * machines/path-models.ts, each model's in the order of its events (a name is listed under the first
 * model and event type that have it).
 */
export function pathModelTexts(): { names: string[]; variants: { model: string; names: VariantName[] }[] } {
  const seen = new Set(machineDescriptions().flatMap(({ texts }) => texts));
  const fresh = (text: string) => {
    if (text.trim() === "" || seen.has(text)) return false;
    seen.add(text);
    return true;
  };
  const names = pathModels.map((model) => model.name).filter(fresh);
  const variants = pathModels.map((model) => ({
    model: model.name,
    names: Object.entries(model.events)
      .flatMap(([type, byName]) => Object.keys(byName).map((name) => ({ name, type })))
      .filter(({ name }) => fresh(name)),
  }));
  return { names, variants };
}

/**
 * A `msg` with a note for translators: a short name means little alone ("ended", "sent"), so the note
 * says where it shows. The note does not change the id (`generateMessageId(text)`, as for descriptions).
 */
function withNote(text: string, note: string): string {
  templateBody(text);
  /** A property as Biome formats it: on one line, or its string on the next when the line passes 120 columns. */
  const property = (key: string, value: string) => {
    const line = `    ${key}: ${JSON.stringify(value)},`;
    return line.length <= 120 ? line : `    ${key}:\n      ${JSON.stringify(value)},`;
  };
  return ["  msg({", property("message", text), property("comment", note), "  }),"].join("\n");
}

/**
 * A description as the body of a `msg` template literal. The macro takes the literal's cooked text as
 * the message, so escaping keeps the id equal to `generateMessageId(text)` (what `translateDescription`
 * looks up). A brace is ICU syntax in a catalog: only a placeholder such as `{name}` may hold one.
 */
export function templateBody(text: string): string {
  if (/[{}]/.test(text.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, "")))
    throw new Error(`a description holds a brace that is not a {placeholder}: ${text}`);
  return text.replace(/[\\`]/g, (char) => `\\${char}`).replace(/\$\{/g, "\\${");
}

/** The source of src/visualiser/machine-descriptions.ts. */
export function descriptionsSource(): string {
  const lines = [
    "/**",
    " * GENERATED by `npm run descriptions` (scripts/descriptions.ts) from the `description` of every state",
    " * and transition of machines/, and the name and event variant names of every path model: do not edit.",
    " * After changing one, run `npm run descriptions`, then `npx lingui extract --clean`, and translate the",
    " * new entries of locales/<locale>/flows.po. Its only job is to put the texts into that catalog; the",
    " * visualiser shows them with `translateDescription` and `translateVariant`.",
    " */",
    'import type { MessageDescriptor } from "@lingui/core";',
    'import { msg } from "@lingui/core/macro";',
    "",
    "export const machineDescriptions: MessageDescriptor[] = [",
  ];
  for (const { machine, texts } of machineDescriptions()) {
    if (texts.length === 0) continue;
    lines.push(`  // ${machine}`);
    for (const text of texts) lines.push(`  msg\`${templateBody(text)}\`,`);
  }
  lines.push("];", "");
  const { names, variants } = pathModelTexts();
  lines.push("/** The path models' names (machines/path-models.ts), as the model menu shows them. */");
  lines.push("export const pathModelNames: MessageDescriptor[] = [");
  for (const name of names)
    lines.push(withNote(name, "A path model's name (a machine and how it starts) in the model menu"));
  lines.push("];", "");
  lines.push("/** The names of the path models' event variants, as the simulation offers them. */");
  lines.push("export const eventVariantNames: MessageDescriptor[] = [");
  for (const { model, names: modelNames } of variants) {
    if (modelNames.length === 0) continue;
    lines.push(`  // ${model}`);
    for (const { name, type } of modelNames)
      lines.push(withNote(name, `A variant of the event ${type} (${model}) in the simulation`));
  }
  lines.push("];", "");
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = descriptionsSource();
  writeFileSync(descriptionsFile, source);
  const count = machineDescriptions().reduce((sum, { texts }) => sum + texts.length, 0);
  const { names, variants } = pathModelTexts();
  const variantCount = variants.reduce((sum, variant) => sum + variant.names.length, 0);
  console.log(
    `wrote ${descriptionsFile}: ${count} descriptions, ${names.length} model names, ${variantCount} variant names`,
  );
}
