import type { Permission } from '@chokdee/contracts';
import type { MessageKey } from '../i18n';
import { paths, type ScreenPath } from './paths';

export interface Screen {
  path: ScreenPath;
  /** Its name in the navigation and its page heading. */
  label: MessageKey;
  /** Shown when the role holds any of these; `[]`: every signed-in staff member. */
  anyOf: readonly Permission[];
}

/**
 * The screens of issue 12 in navigation order, each with the permissions that open it. The server checks
 * every call; this only hides what the role cannot use (packages/contracts/src/staff/permissions.ts).
 */
export const SCREENS: readonly Screen[] = [
  { path: paths.dashboard, label: 'navDashboard', anyOf: [] },
  { path: paths.withdrawals, label: 'navWithdrawals', anyOf: ['withdrawals.read'] },
  { path: paths.deposits, label: 'navDeposits', anyOf: ['deposits.read'] },
  { path: paths.approvals, label: 'navApprovals', anyOf: ['approvals.read'] },
  { path: paths.members, label: 'navMembers', anyOf: ['members.read'] },
  { path: paths.protection, label: 'navProtection', anyOf: ['protection.read'] },
  { path: paths.channels, label: 'navChannels', anyOf: ['channels.read'] },
  { path: paths.promotions, label: 'navPromotions', anyOf: ['promotions.read'] },
  { path: paths.rewards, label: 'navRewards', anyOf: ['promotions.read'] },
  { path: paths.banners, label: 'navBanners', anyOf: ['settings.read'] },
  { path: paths.settings, label: 'navSettings', anyOf: ['settings.read'] },
  { path: paths.reports, label: 'navReports', anyOf: ['reports.read'] },
  { path: paths.staff, label: 'navStaff', anyOf: ['staff.manage', 'audit.read'] },
];

export const mayOpen = (screen: Screen, permissions: readonly Permission[]) =>
  screen.anyOf.length === 0 || screen.anyOf.some((p) => permissions.includes(p));

/** The screens a session's permissions open, in navigation order. */
export const screensFor = (permissions: readonly Permission[]) =>
  SCREENS.filter((s) => mayOpen(s, permissions));
