import type { AnswerName } from "./contract/answers.ts";

/**
 * Checks an answer against its contract schema and says what is wrong (null:
 * nothing). In the browser the check runs in a worker, so arktype's start-up
 * and checks never block the page; where there is no Worker (tests, old
 * engines) it runs here.
 */
type Pending = { resolve: (problem: string | null) => void; reject: (error: unknown) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

function answerWorker(): Worker | null {
  if (worker || typeof Worker === "undefined" || import.meta.env.MODE === "test") return worker;
  try {
    worker = new Worker(new URL("./answer.worker.ts", import.meta.url), { type: "module", name: "answer-check" });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<{ id: number; problem: string | null }>) => {
    pending.get(event.data.id)?.resolve(event.data.problem);
    pending.delete(event.data.id);
  };
  worker.onerror = (error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  return worker;
}

async function checkHere(name: AnswerName, data: unknown): Promise<string | null> {
  const [{ type }, { answers }] = await Promise.all([import("arktype"), import("./contract/answers.ts")]);
  const checked = answers[name](data);
  return checked instanceof type.errors ? checked.summary : null;
}

export function checkAnswer(name: AnswerName, data: unknown): Promise<string | null> {
  const target = answerWorker();
  if (!target) return checkHere(name, data);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, name, data });
  }).then(
    (problem) => problem as string | null,
    () => checkHere(name, data),
  );
}
