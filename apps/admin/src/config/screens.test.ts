import { permissionsOf } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { screensFor } from './screens';

const labels = (role: Parameters<typeof permissionsOf>[0]) =>
  screensFor(permissionsOf(role)).map((s) => s.label);

describe('the navigation each role sees', () => {
  it('shows the owner every screen', () => {
    expect(labels('owner')).toEqual([
      'navDashboard',
      'navWithdrawals',
      'navDeposits',
      'navApprovals',
      'navMembers',
      'navProtection',
      'navChannels',
      'navPromotions',
      'navRewards',
      'navBanners',
      'navSettings',
      'navReports',
      'navStaff',
    ]);
  });

  it('shows finance the money screens, approvals and reports, not staff', () => {
    expect(labels('finance')).toEqual([
      'navDashboard',
      'navWithdrawals',
      'navDeposits',
      'navApprovals',
      'navMembers',
      'navChannels',
      'navPromotions',
      'navRewards',
      'navBanners',
      'navSettings',
      'navReports',
    ]);
  });

  it('shows support the member screens, player protection and the queues it reads, no reports, channels or staff', () => {
    expect(labels('support')).toEqual([
      'navDashboard',
      'navWithdrawals',
      'navDeposits',
      'navMembers',
      'navProtection',
      'navPromotions',
      'navRewards',
      'navBanners',
      'navSettings',
    ]);
  });

  it('shows marketing promotions, its own requests, settings and reports, no money queues or members', () => {
    expect(labels('marketing')).toEqual([
      'navDashboard',
      'navApprovals',
      'navPromotions',
      'navRewards',
      'navBanners',
      'navSettings',
      'navReports',
    ]);
  });

  it('shows only the dashboard to a session without permissions', () => {
    expect(screensFor([]).map((s) => s.label)).toEqual(['navDashboard']);
  });
});
