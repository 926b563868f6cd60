import type { AdminHedgePair, AdminRewardReview } from '@chokdee/contracts';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PairsTable, ReviewsTable } from './hedging-section';

/** The e2e sees these tables empty (no hedged rounds there): here they are drawn with rows. */
const pair: AdminHedgePair = {
  id: 'p1',
  a: { memberId: 'm-a', phone: '0811111111' },
  b: { memberId: 'm-b', phone: '0822222222' },
  flaggedPeriod: '2026-11-27',
  flaggedAt: '2026-11-28T01:00:00.000Z',
  rounds: [
    {
      roundId: 'r1',
      game: 'live-baccarat',
      settledAt: '2026-11-27T12:00:00.000Z',
      a: { spot: 'player', amount: 10_000 },
      b: { spot: 'banker', amount: 10_000 },
    },
  ],
};
const review: AdminRewardReview = {
  id: 'v1',
  kind: 'cashback',
  period: '2026-11-27',
  memberId: 'm-a',
  memberPhone: '0811111111',
  base: 1_000,
  rate: 10,
  amount: 100,
  reason: 'hedgePair',
  status: 'review',
  decidedBy: null,
  decidedAt: null,
  transferId: null,
  createdAt: '2026-11-28T01:00:00.000Z',
};

const html = (node: ReactNode) => renderToStaticMarkup(createElement(MemoryRouter, null, node));

describe('the hedging tables', () => {
  it('show a waiting cashback with its amount and the flagged partner, linked to both members', () => {
    const out = html(createElement(ReviewsTable, { rows: [review], pairs: [pair], canDecide: false }));
    expect(out).toContain('href="/members/m-a"');
    expect(out).toContain('href="/members/m-b"'); // the partner, found through the pair
    expect(out).toContain('100.00');
    expect(out).not.toContain('<button');
  });

  it('show a pair with both members and each hedged round', () => {
    const out = html(createElement(PairsTable, { pairs: [pair] }));
    expect(out).toContain('0811111111');
    expect(out).toContain('0822222222');
    expect(out).toContain('player 10,000.00');
    expect(out).toContain('banker 10,000.00');
  });
});
