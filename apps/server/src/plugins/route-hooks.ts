/**
 * Adds a hook to one route's list (from an `onRoute` hook). Per-route hooks decide once, when the
 * route is registered, what an app-wide hook would decide again on every request (and reading
 * `req.routeOptions` builds a new frozen object each time); routes that need nothing pay nothing.
 */
export function withHook<H>(existing: H | H[] | undefined, hook: H, position: 'first' | 'last'): H[] {
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  return position === 'first' ? [hook, ...list] : [...list, hook];
}
