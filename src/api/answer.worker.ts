/// <reference lib="webworker" />
import { type } from "arktype";
import { type AnswerName, answers } from "./contract/answers.ts";

/** Checks answers of the player API off the main thread (see answer-check.ts). */
self.onmessage = (event: MessageEvent<{ id: number; name: AnswerName; data: unknown }>) => {
  const { id, name, data } = event.data;
  const schema = answers[name];
  const checked = schema ? schema(data) : null;
  const problem = !schema ? `unknown answer ${name}` : checked instanceof type.errors ? checked.summary : null;
  self.postMessage({ id, problem });
};
