import type { WithdrawalRules } from '@chokdee/contracts';
import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/types';
import type { Approvals, Submitted } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import { autoRulesOf, wireOf } from './auto-rules';
import { readAutoRules, writeAutoRules } from './rules-repo';

/**
 * Rules that let more money leave without a person: a higher (or no) daily automatic maximum, a first withdrawal
 * no longer held, a higher large-amount flag (fewer rows flagged). Such a change waits for a second
 * person (issue 23); one that only tightens goes through.
 */
export function rulesRaised(b: WithdrawalRules, a: WithdrawalRules): boolean {
  // 0 is no daily maximum at all: the largest.
  const perDay = (r: WithdrawalRules) => (r.autoMaxPerDay === 0 ? Infinity : r.autoMaxPerDay);
  return (
    perDay(a) > perDay(b) ||
    (b.firstWithdrawalNeedsApproval && !a.firstWithdrawalNeedsApproval) ||
    a.largeAmount > b.largeAmount
  );
}

/** The auto-withdraw rules of the back office: read, and replaced with an audit entry. */
export function createWithdrawalRulesAdmin({
  ctx,
  approvals,
}: {
  ctx: Pick<AppContext, 'db'>;
  approvals: Approvals;
}) {
  const { db } = ctx;

  /** Replaces the rules; the entry keeps both versions, in baht as staff typed them. */
  async function replace(tx: Tx, wire: WithdrawalRules, who: AuditWho) {
    const rules = autoRulesOf(wire);
    // Parallel replacements take turns, so each entry's `before` is what the previous one wrote.
    const before = wireOf(await readAutoRules(tx, { forUpdate: true }));
    await writeAutoRules(tx, rules);
    const after = wireOf(rules);
    await audit(tx, { ...who, action: 'withdrawals.rules', target: 'withdrawal-rules:site', before, after });
    return { result: 'withdrawal-rules:site', answer: after };
  }
  approvals.handle<WithdrawalRules>('withdrawals.rules', {
    apply: replace,
    unchanged: async (tx, _, before) =>
      isDeepStrictEqual(wireOf(await readAutoRules(tx, { forUpdate: true })), before),
  });

  return {
    get: async (): Promise<WithdrawalRules> => wireOf(await readAutoRules(db)),

    /** Done at once when it only tightens; a raise waits for a second person. */
    put: (wire: WithdrawalRules, who: Acting) =>
      db.transaction(async (tx): Promise<Submitted<WithdrawalRules>> => {
        const current = wireOf(await readAutoRules(tx, { forUpdate: true }));
        const next = wireOf(autoRulesOf(wire));
        if (!rulesRaised(current, next)) return { done: await replace(tx, wire, who) };
        return approvals.submitIn<WithdrawalRules>(tx, {
          kind: 'withdrawals.rules',
          maker: who,
          payload: wire,
          value: null,
          subject: 'withdrawal-rules:site',
          before: current,
          after: next,
        });
      }),
  };
}
export type WithdrawalRulesAdmin = ReturnType<typeof createWithdrawalRulesAdmin>;
