import type { MessageKey } from '@chokdee/contracts';
import type { Env } from '../env';
import type { RateLimiter } from '../infra/rate-limiter';
import { fail } from './app-error';

/** How long an address where the phone signed in stays "known" (passes while the phone is under attack). */
const KNOWN_ADDRESS_SEC = 30 * 24 * 3600;
/** Tries from unknown addresses per phone and window, in LOGIN_FAIL_LIMITs: more than one address can use. */
export const PHONE_BUDGET_FACTOR = 2;

/**
 * Password guessing without locking the real member out (docs/ABUSE.md 10,
 * docs/decisions/008-login-guard-known-addresses.md): - each phone and address pair has LOGIN_FAIL_LIMIT
 * tries per window: one attacker's address is stopped,
 *   the member elsewhere is not;
 * - an address where the phone signed in before (30 days) is known and passes while the phone is attacked;
 * - unknown addresses share the phone's budget of 2 × LOGIN_FAIL_LIMIT tries per window (so one address alone
 *   never reaches it); past it, one try per delay that doubles with every further try (2 s, 4 s, … up to the
 *   window), whoever sends it: an attack from many addresses gets a few dozen guesses per window, and the
 *   member is never locked out.
 * Every try is counted before the password is checked, in one atomic step of the shared store, so guesses
 * sent in parallel cannot all slip through before the first failure is recorded.
 */
export function createLoginGuard(
  limiter: RateLimiter,
  env: Pick<Env, 'LOGIN_FAIL_LIMIT' | 'LOGIN_FAIL_WINDOW_MIN'>,
  /** The refusals' messages: members' speak of a phone number, staff's of a username. */
  messages: { locked: MessageKey; slowDown: MessageKey } = {
    locked: 'loginLocked',
    slowDown: 'loginSlowDown',
  },
) {
  const windowSec = env.LOGIN_FAIL_WINDOW_MIN * 60;
  const limit = env.LOGIN_FAIL_LIMIT;
  const phoneBudget = PHONE_BUDGET_FACTOR * limit;
  const pairKey = (phone: string, ip: string) => `login-fail:${phone}:${ip}`;
  const knownKey = (phone: string, ip: string) => `login-known:${phone}:${ip}`;

  /** The delay before the next try from an unknown address, after `tries` of them in this window. */
  const delaySec = (tries: number) => Math.min(2 ** Math.min(tries - phoneBudget, 30), windowSec);

  return {
    delaySec,

    /** Spends one try, or refuses: 429 for this pair (`locked`) or for the attacked phone (`slowDown`). */
    async spendTry(phone: string, ip: string) {
      if ((await limiter.hit(pairKey(phone, ip), windowSec)) > limit)
        throw fail('RATE_LIMITED', messages.locked);
      if ((await limiter.count(knownKey(phone, ip))) > 0) return;
      const tries = await limiter.hit(`login-unknown:${phone}`, windowSec);
      if (tries <= phoneBudget) return;
      // The first try in each delay gets through; the slot's window is that delay.
      if ((await limiter.hit(`login-slot:${phone}`, delaySec(tries))) > 1) {
        throw fail('RATE_LIMITED', messages.slowDown);
      }
    },

    /** The right password: this pair's tries are given back and the address becomes known for the phone. */
    async succeeded(phone: string, ip: string) {
      await limiter.reset(pairKey(phone, ip));
      await limiter.hit(knownKey(phone, ip), KNOWN_ADDRESS_SEC);
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
