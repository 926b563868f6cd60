import { describe, expect, it } from 'vitest';
import { permissionsOf, roleMay } from './permissions';

/**
 * Role separation that follows the money (issue 23, docs/ABUSE.md 16): the table the server checks every
 * staff call against. Marketing makes promotions and codes but never touches how money leaves or decides
 * whether it may; nobody but the roles that decide money approves a request of another.
 */
describe('who may move money', () => {
  it('keeps marketing away from withdrawals, channels, deposits, adjustments and approvals', () => {
    for (const permission of [
      'withdrawals.act',
      'withdrawals.settings',
      'channels.write',
      'deposits.act',
      'money.adjust',
      'approvals.decide',
    ] as const)
      expect(roleMay('marketing', permission), permission).toBe(false);
  });

  it('lets only owners and finance change withdrawal settings and decide requests', () => {
    for (const permission of ['withdrawals.settings', 'approvals.decide'] as const) {
      const holders = (['owner', 'finance', 'support', 'marketing'] as const).filter((r) =>
        roleMay(r, permission),
      );
      expect(holders, permission).toEqual(['owner', 'finance']);
    }
  });

  it('lets support read money but move none of it', () => {
    const moving = permissionsOf('support').filter((p) =>
      /\.(act|write|adjust|decide|settings|correct)$/.test(p),
    );
    expect(moving).toEqual(['members.act']);
  });
});
