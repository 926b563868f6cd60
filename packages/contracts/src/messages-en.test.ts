import { describe, expect, it } from 'vitest';
import { fillMessage } from './fill-message';
import { TH, type MessageKey } from './messages';
import { EN, messageIn } from './messages-en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const keys = Object.keys(TH) as MessageKey[];

describe('the English catalogue', () => {
  it('has exactly the keys of TH', () => {
    expect(Object.keys(EN).sort()).toEqual([...keys].sort());
  });

  it('keeps every placeholder of the Thai text, and adds none', () => {
    for (const key of keys) expect(placeholders(EN[key]), key).toEqual(placeholders(TH[key]));
  });

  it('is English: no Thai letters', () => {
    for (const key of keys) expect(EN[key], key).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('gives one English reading to each Thai text, and one Thai reading to each English text', () => {
    for (const a of keys)
      for (const b of keys) {
        if (a >= b) continue;
        expect(TH[a] === TH[b], `${a} / ${b}`).toBe(EN[a] === EN[b]);
        // An English text never reads as another key's Thai one (the SPEC's 'Success!' is both, one key).
        expect(EN[a] === TH[b], `${a} / ${b}`).toBe(false);
      }
  });
});

describe('messageIn', () => {
  it('turns a plain catalogue text into the other language and back', () => {
    expect(messageIn('en', TH.staffUpdated)).toBe('Staff account saved.');
    expect(messageIn('th', EN.staffUpdated)).toBe(TH.staffUpdated);
    expect(messageIn('th', TH.staffUpdated)).toBe(TH.staffUpdated);
    expect(messageIn('en', TH.registered)).toBe(messageIn('en', TH.signupDone));
  });

  it('carries the values of a filled text over, numbers as they were written', () => {
    const thai = fillMessage(TH.wheelPrizesPay, {
      perSpin: 12.5,
      ticketCost: 10.57,
      ticketEvery: 1000,
      edge: 1.0579,
    });
    expect(messageIn('en', thai)).toBe(
      fillMessage(EN.wheelPrizesPay, { perSpin: 12.5, ticketCost: 10.57, ticketEvery: 1000, edge: 1.0579 }),
    );
    expect(messageIn('en', fillMessage(TH.itemCodeBatchCreated, { count: 1500 }))).toBe(
      '1,500 codes created.',
    );
    expect(messageIn('th', '1,500 codes created.')).toBe(
      fillMessage(TH.itemCodeBatchCreated, { count: 1500 }),
    );
    expect(messageIn('en', fillMessage(TH.withdrawTurnoverNotMet, { now: 0, need: 10_000 }))).toBe(
      "The promotion's turnover requirement is not met yet (0 of 10,000 baht done).",
    );
  });

  it('translates a value that is a bank name or a catalogue text', () => {
    const thai = TH.accountLengthForBank.replace('{bank}', 'ธนาคารกสิกรไทย').replace('{digits}', '10');
    expect(messageIn('en', thai)).toBe('Kasikornbank account numbers have 10 digits. Please check again.');
    expect(messageIn('en', fillMessage(TH.notifyChecks, { checks: TH.notifyViaSlip }))).toBe(
      "Failing checks: The member's slip",
    );
  });

  it('uses the key it is given first, even for a short text', () => {
    const thai = fillMessage(TH.notifyMember, { phone: '081-xxx-5678' });
    expect(messageIn('en', thai)).toBe(thai);
    expect(messageIn('en', thai, 'notifyMember')).toBe('Member 081-xxx-5678');
    // A key that does not fit the text: the text's own key wins.
    expect(messageIn('en', TH.staffLastOwner, 'invalidRequest')).toBe(EN.staffLastOwner);
  });

  it('leaves a text of no catalogue key as it is', () => {
    expect(messageIn('en', 'ข้อความที่ไม่มีในรายการ')).toBe('ข้อความที่ไม่มีในรายการ');
    expect(messageIn('th', 'Something else')).toBe('Something else');
    expect(messageIn('en', '')).toBe('');
  });
});
