/**
 * A call to a running server over real HTTP, as `token`'s user (anonymously without one), with a
 * JSON body when given: the answer, read in full, or an error naming the refusal. For tests and
 * benchmarks that talk to a server process rather than through `inject`.
 */
export async function apiCall(
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ text: string; headers: Headers }> {
  const response = await fetch(url, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { text, headers: response.headers };
}

/** `apiCall`, its answer read as JSON. */
export const apiJson = async <T>(
  url: string,
  method: string,
  token: string | null,
  body?: unknown,
) => JSON.parse((await apiCall(url, method, token, body)).text) as T;
