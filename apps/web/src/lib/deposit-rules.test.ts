import { TH_WEB } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { depositRules } from './deposit-rules';

describe('depositRules', () => {
  it('are the fixed rules when no promotion asks for a minimum', () => {
    expect(depositRules([])).toEqual([...TH_WEB.depositRules]);
    expect(depositRules([{ minimumDeposit: 0 }])).toEqual([...TH_WEB.depositRules]);
  });

  it("name the lowest promotion minimum right after 'no minimum deposit'", () => {
    const rules = depositRules([{ minimumDeposit: 3000 }, { minimumDeposit: 1000 }, { minimumDeposit: 0 }]);
    expect(rules[0]).toBe(TH_WEB.depositRules[0]);
    expect(rules[1]).toBe('ฝากตั้งแต่ 1,000 บาทขึ้นไปจึงจะได้รับโปรโมชั่น');
    expect(rules).toHaveLength(TH_WEB.depositRules.length + 1);
  });
});
