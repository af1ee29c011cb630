import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../machines/path-model.ts";
import { type ListedPath, listedPaths, playwrightCommand, vitestCommand } from "../../machines/path-plan.ts";
import { uiTestOf } from "./ui-paths.ts";

type Props = {
  machine: AnyStateMachine;
  models: PathModel[];
  /** The name of the path shown on the diagram, if any. */
  shown: string | null;
  onShow: (path: ListedPath | null) => void;
  onReplay: (path: ListedPath) => void;
};

function CopyableCommand({ label, command }: { label: string; command: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <div className="paths__command">
      <span>{label}</span>
      <code>{command}</code>
      <button
        type="button"
        aria-label={t`Copy the ${label} command`}
        onClick={() => void navigator.clipboard?.writeText(command).then(() => setCopied(true))}
      >
        {copied ? t`Copied` : t`Copy`}
      </button>
    </div>
  );
}

/** The path's UI test command, or why it has none (the UI drivers' reason, as `npm run paths` prints it). */
function UiCommand({ path }: { path: ListedPath }) {
  const { t } = useLingui();
  const ui = uiTestOf(path.name);
  if (ui?.ui) return <CopyableCommand label={t`Playwright (after npm run build)`} command={playwrightCommand(path)} />;
  return (
    <p className="paths__no-ui">
      {t`No UI test for this path.`} {ui ? <q lang="en">{ui.why}</q> : null}
    </p>
  );
}

/**
 * The machine's listed paths (the minimal set `npm run paths` prints): each can be shown on the
 * diagram, replayed step by step in the simulation, and run as a test with the command beside it.
 */
export function PathsPanel({ machine, models, shown, onShow, onReplay }: Props) {
  const { t } = useLingui();
  const paths = useMemo(() => listedPaths(models), [models]);
  return (
    <div className="paths">
      <p className="simulation__hint">
        {t`${paths.length} paths take every state and transition of ${machine.id}. Show one on the diagram, replay it step by step, or run its test.`}
      </p>
      <ol className="paths__list">
        {paths.map((path) => (
          <li key={path.name} className="paths__item">
            <p className="paths__name">{path.name}</p>
            <div className="simulation__controls">
              <button
                type="button"
                aria-pressed={shown === path.name}
                onClick={() => onShow(shown === path.name ? null : path)}
              >
                {t`Show on diagram`}
              </button>
              <button type="button" onClick={() => onReplay(path)}>
                {t`Replay step by step`}
              </button>
            </div>
            <CopyableCommand label={t`Vitest`} command={vitestCommand(path)} />
            <UiCommand path={path} />
          </li>
        ))}
      </ol>
    </div>
  );
}
