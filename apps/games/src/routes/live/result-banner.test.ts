import type { LiveResult } from '@chokdee/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resultText } from '../../lib/result-text';
import { ResultBanner } from './result-banner';

const tie: LiveResult = { kind: 'dragonTiger', winner: 'tie', dragon: 7, tiger: 7, road: { side: 'T' } };
const banner = (staked: number, returned: number) =>
  renderToStaticMarkup(createElement(ResultBanner, { result: tie, words: 'เสมอ', staked, returned }));

describe('the result of a round, in words that cannot be misread (issue 24 item 3)', () => {
  it('shows a Dragon Tiger tie on a 20-baht bet as the 10 baht it lost, never as money received', () => {
    // It said "คุณได้รับ 10.00 บาท": half the stake back read as a win of 10.
    const html = banner(20, 10);
    expect(html).toContain('เดิมพัน 20.00 บาท ได้รับคืน 10.00 บาท (เสีย 10.00 บาท)');
    expect(html).toContain('class="bad"');
  });

  it('states the stake, what came back and the net for a win, a push and a loss', () => {
    const text = (stake: number, payout: number) => resultText({ status: 'settled', stake, payout }).text;
    expect(text(100, 200)).toBe('เดิมพัน 100.00 บาท ได้รับ 200.00 บาท (กำไร 100.00 บาท)');
    expect(text(100, 100)).toBe('เดิมพัน 100.00 บาท ได้รับคืนเต็มจำนวน (ไม่ได้ไม่เสีย)');
    expect(text(100, 0)).toBe('เดิมพัน 100.00 บาท ไม่ได้รับคืน (เสีย 100.00 บาท)');
    expect(banner(20, 0)).toContain('เดิมพัน 20.00 บาท ไม่ได้รับคืน (เสีย 20.00 บาท)');
    // No bet of the member's: the verdict alone.
    expect(banner(0, 0)).not.toContain('เดิมพัน');
  });
});
