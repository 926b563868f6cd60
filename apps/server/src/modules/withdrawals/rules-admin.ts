import type { WithdrawalRules } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { audit, type AuditWho } from '../staff/audit';
import { autoRulesOf, wireOf } from './auto-rules';
import { readAutoRules, writeAutoRules } from './rules-repo';

/** The auto-withdraw rules of the back office: read, and replaced with an audit entry. */
export function createWithdrawalRulesAdmin({ ctx }: { ctx: Pick<AppContext, 'db'> }) {
  const { db } = ctx;
  return {
    get: async (): Promise<WithdrawalRules> => wireOf(await readAutoRules(db)),

    /** Replaces the rules; the entry keeps both versions, in baht as staff typed them. */
    async put(wire: WithdrawalRules, who: AuditWho): Promise<WithdrawalRules> {
      const rules = autoRulesOf(wire);
      return db.transaction(async (tx) => {
        // Parallel replacements take turns, so each entry's `before` is what the previous one wrote.
        const before = wireOf(await readAutoRules(tx, { forUpdate: true }));
        await writeAutoRules(tx, rules);
        const after = wireOf(rules);
        await audit(tx, {
          ...who,
          action: 'withdrawals.rules',
          target: 'withdrawal-rules:site',
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type WithdrawalRulesAdmin = ReturnType<typeof createWithdrawalRulesAdmin>;
