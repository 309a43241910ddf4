declare global {
  /** Set by early-requests.ts: each early GET's answer by API path, null when it failed to arrive. */
  var quadroEarlyAnswers: Record<string, Promise<Response | null>> | undefined;
}

/**
 * The answer the page's early request got for `path` (early-requests.ts), taken once, when it is a
 * success; undefined when there was none, or it failed, for the caller to send its own.
 */
export function takeEarlyAnswer(path: string): Promise<Response | undefined> | undefined {
  const answer = globalThis.quadroEarlyAnswers?.[path];
  if (!answer) return undefined;
  delete globalThis.quadroEarlyAnswers![path];
  return answer.then((response) => (response?.ok ? response : undefined));
}
