/**
 * One JSON POST, one try within `timeoutMs`; answers the parsed body of a 2xx (or of `alsoOk`). Every failure is rethrown
 * as an error naming only the service and what went wrong: fetch's own errors may quote the URL (where
 * Telegram keeps its token) or the headers, so they never travel further.
 */
export async function postJson(
  service: string,
  endpoint: URL,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  alsoOk?: number,
): Promise<unknown> {
  const failed = (err: unknown, what: string) =>
    new Error(isTimeout(err) ? `${service} timed out after ${timeoutMs} ms` : `${service} ${what}`);
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw failed(err, 'unreachable');
  }
  let answer: unknown;
  try {
    answer = await res.json();
  } catch (err) {
    if (res.ok || isTimeout(err)) throw failed(err, 'answered a body that is not JSON');
  }
  if (!res.ok && res.status !== alsoOk)
    throw new Error(`${service} answered HTTP ${res.status}${reasonOf(answer)}`);
  return answer;
}

const isTimeout = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

/**
 * The API's own short reason (Telegram's `description`, LINE's `message`, e.g. "chat not found"), which
 * tells the operator what to fix; neither API repeats the token in it.
 */
function reasonOf(answer: unknown): string {
  const a = (answer ?? {}) as { description?: unknown; message?: unknown };
  const reason = typeof a.description === 'string' ? a.description : a.message;
  return typeof reason === 'string' && reason ? `: ${reason.slice(0, 200)}` : '';
}
