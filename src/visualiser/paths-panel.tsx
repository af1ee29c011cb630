import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../machines/path-model.ts";
import { type ListedPath, listedPaths, playwrightCommand, vitestCommand } from "../../machines/path-plan.ts";
import { fetchPathResults, type PathResults, type PathRun } from "./path-results.ts";
import { uiTestOf } from "./ui-paths.ts";

type Props = {
  machine: AnyStateMachine;
  models: PathModel[];
  /** The name of the path shown on the diagram, if any. */
  shown: string | null;
  onShow: (path: ListedPath | null) => void;
  onReplay: (path: ListedPath) => void;
  /** Where the paths' last test results come from (default: the API's /flows/path-results.json). */
  loadResults?: () => Promise<PathResults>;
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

/** One runner's last result of a path: passed or failed and when (in the reader's language), or not run yet. */
function RunResult({ runner, run }: { runner: "vitest" | "ui"; run: PathRun | undefined }) {
  const { t, i18n } = useLingui();
  if (!run) {
    return (
      <li className="paths__result" data-status="none">
        {runner === "vitest" ? t`Vitest walk: not run yet` : t`UI test: not run yet`}
      </li>
    );
  }
  const when = i18n.date(new Date(run.at), { dateStyle: "medium", timeStyle: "short" });
  const text =
    runner === "vitest"
      ? run.status === "pass"
        ? t`Vitest walk: passed ${when}`
        : t`Vitest walk: failed ${when}`
      : run.status === "pass"
        ? t`UI test: passed ${when}`
        : t`UI test: failed ${when}`;
  return (
    <li className="paths__result" data-status={run.status}>
      <span aria-hidden="true">{run.status === "pass" ? "✓ " : "✗ "}</span>
      <time dateTime={run.at}>{text}</time>
    </li>
  );
}

/** A path's last results from the last test run: its Vitest walk and, when it has one, its UI test. */
function PathResultsOf({ path, results }: { path: ListedPath; results: PathResults }) {
  const { t } = useLingui();
  const entry = results[path.name];
  return (
    <ul className="paths__results" aria-label={t`Last test results`}>
      <RunResult runner="vitest" run={entry?.vitest} />
      {uiTestOf(path.name)?.ui ? <RunResult runner="ui" run={entry?.ui} /> : null}
    </ul>
  );
}

/**
 * The machine's listed paths (the minimal set `npm run paths` prints): each can be shown on the
 * diagram, replayed step by step in the simulation, and run as a test with the command beside it;
 * beside each, its last test results (pass or fail and when, or not run yet).
 */
export function PathsPanel({ machine, models, shown, onShow, onReplay, loadResults = fetchPathResults }: Props) {
  const { t } = useLingui();
  const paths = useMemo(() => listedPaths(models), [models]);
  // null while loading; {} when no run has recorded anything (every path "not run yet")
  const [results, setResults] = useState<PathResults | null>(null);
  useEffect(() => {
    let current = true;
    void loadResults().then((loaded) => {
      if (current) setResults(loaded);
    });
    return () => {
      current = false;
    };
  }, [loadResults]);
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
            {results ? <PathResultsOf path={path} results={results} /> : null}
            <CopyableCommand label={t`Vitest`} command={vitestCommand(path)} />
            <UiCommand path={path} />
          </li>
        ))}
      </ol>
    </div>
  );
}
