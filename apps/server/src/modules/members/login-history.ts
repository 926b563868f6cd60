import { memberLogins } from '../../db/schema';
import type { Executor } from '../../db/types';

export type LoginOutcome = 'ok' | 'bad-password' | 'locked';

/** Longer user agents are cut: the history shows what the browser was, not every token of it. */
const USER_AGENT_MAX = 300;

/**
 * One sign-in try on a member's phone, for the back office's login history (the auth service calls it).
 * Tries on phones of no member are not kept: there is no member page to show them on.
 */
export async function recordLogin(
  ex: Executor,
  entry: { memberId: string; ip: string | null; userAgent: string | undefined; outcome: LoginOutcome },
): Promise<void> {
  await ex.insert(memberLogins).values({
    memberId: entry.memberId,
    ip: entry.ip,
    userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    outcome: entry.outcome,
  });
}
