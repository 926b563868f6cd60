import { describe, expect, it } from 'vitest';
import { lineChatUrl, lineShareUrl } from './line';

describe('LINE links', () => {
  it("opens LINE's share screen with the invitation and the referral link, encoded", () => {
    expect(lineShareUrl('มาเล่น https://site.example/?shareToken=A&b')).toBe(
      'https://line.me/R/share?text=%E0%B8%A1%E0%B8%B2%E0%B9%80%E0%B8%A5%E0%B9%88%E0%B8%99%20https%3A%2F%2Fsite.example%2F%3FshareToken%3DA%26b',
    );
  });
  it("opens the chat of the site's LINE id", () => {
    expect(lineChatUrl('@chokdee')).toBe('https://line.me/R/ti/p/%40chokdee');
  });
});
