/**
 * The queue stream's two reactions, kept pure. The stream sends the queue's version and counts on connect
 * and on every change; the queue answer carries the version it was read at.
 */

/**
 * Read the rows again when the stream's version differs from the rows shown, once per streamed version
 * (`askedFor`): an answer read just before a change still refetches, and a version that never matches
 * cannot loop.
 */
export const shouldRefetch = (
  shown: string | undefined,
  streamed: string | undefined,
  askedFor: string | undefined,
) => shown !== undefined && streamed !== undefined && shown !== streamed && askedFor !== streamed;

/**
 * The sound when more withdrawals wait than at the previous event; the first event (`previous`
 * undefined) only sets the count: opening the page on a full queue is not news.
 */
export const shouldChime = (previous: number | undefined, pending: number) =>
  previous !== undefined && pending > previous;
