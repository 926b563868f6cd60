import type { StaffRole } from './admin-create-staff';

/**
 * What each back-office role may do (issue 12 "Who uses it"). The server checks the permission of every
 * staff call; the back office reads the same table only to hide what a role cannot use. The operator key
 * (`X-Admin-Key`) holds every permission: it is the bootstrap and automation credential.
 */
export const PERMISSIONS = {
  /** Withdrawal queue and history. Support reads money, never moves it. */
  'withdrawals.read': ['owner', 'finance', 'support'],
  /** Approve, reject, mark paid, recover, auto-withdraw rules. */
  'withdrawals.act': ['owner', 'finance'],
  /** Bank-feed statements waiting for a member, slips that failed. */
  'deposits.read': ['owner', 'finance', 'support'],
  /** Assign a statement to a member, mark it not ours. */
  'deposits.act': ['owner', 'finance'],
  /**
   * Withdrawal settings of the site config (limits, automatic payout): marketing never touches how money
   * leaves (issue 23). Raising one waits for a second person (approvals).
   */
  'withdrawals.settings': ['owner', 'finance'],
  /** Manual credits and debits with a reason (maker–checker above a limit). */
  'money.adjust': ['owner', 'finance'],
  /** Reversals of credits and other ledger corrections, and the full ledger check. */
  'ledger.correct': ['owner'],
  'ledger.check': ['owner', 'finance'],
  /** Member search, member page, login history. */
  'members.read': ['owner', 'finance', 'support'],
  /**
   * Player protection (issue 27): flagged deposits and a member's limits and breaks, read-only. Owners and
   * support, who answer members; not marketing (who is on a break is no list to market to) nor finance
   * (docs/decisions/105-operator-view-of-player-protection.md).
   */
  'protection.read': ['owner', 'support'],
  /** Lock, unlock, reset a password, notes. */
  'members.act': ['owner', 'support'],
  /** Change a member's bound bank account. */
  'members.bank': ['owner'],
  /** The site's receiving bank accounts and wallets. */
  'channels.read': ['owner', 'finance'],
  'channels.write': ['owner', 'finance'],
  /** Promotions, item codes, wheel prizes, cashback and affiliate rates, re-running a period. */
  'promotions.read': ['owner', 'finance', 'support', 'marketing'],
  'promotions.write': ['owner', 'marketing'],
  /** Site settings, announcements and banners, the game catalogue, maintenance mode. */
  'settings.read': ['owner', 'finance', 'support', 'marketing'],
  'settings.write': ['owner', 'marketing'],
  /**
   * The approvals queue (issue 23): every role that can send a request sees its own; owners and finance
   * see every request and decide the ones they did not send.
   */
  'approvals.read': ['owner', 'finance', 'marketing'],
  'approvals.decide': ['owner', 'finance'],
  /** Dashboard and reports. */
  'reports.read': ['owner', 'finance', 'marketing'],
  /** Staff accounts, 2FA resets, role changes. */
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds, for the back office to hide what the role cannot use. */
export function permissionsOf(role: StaffRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleMay(role, p));
}
