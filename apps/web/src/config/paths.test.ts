import { describe, expect, it } from 'vitest';
import { isNavHidden, isPublicPage, isUnauthorizedExempt, paths, toAppPath } from './paths';

describe('member paths', () => {
  it('strips the /user base', () => {
    expect(toAppPath('/user/home')).toBe('/home');
    expect(toAppPath('/user')).toBe('/');
    expect(toAppPath('/home')).toBe('/home');
  });
  it('builds hrefs with parameters', () => {
    expect(paths.homeShare.getHref('ab c')).toBe('/home/ab%20c');
    expect(paths.gameCategory.getHref('slot')).toBe('/game/slot');
  });
  it('classifies pages as SPEC §2 and §4 say', () => {
    for (const p of ['/home', '/home/abc', '/login', '/register', '/promotion', '/free_credit'])
      expect(isPublicPage(p)).toBe(true);
    // Issue 17: visitors browse the game lists.
    for (const p of ['/game', '/game/slot', '/slot', '/baccarat', '/poker', '/trading'])
      expect(isPublicPage(p)).toBe(true);
    // Issue 27 item 7: the terms and play-responsibly pages, for visitors too.
    for (const p of ['/terms', '/play-responsibly']) expect(isPublicPage(p)).toBe(true);
    for (const p of ['/deposit', '/profile', '/affiliate', '/gamer', '/spinner'])
      expect(isPublicPage(p)).toBe(false);
    expect(isUnauthorizedExempt('/promotion')).toBe(false);
    expect(isUnauthorizedExempt('/login')).toBe(true);
    for (const p of ['/login', '/register', '/profile']) expect(isNavHidden(p)).toBe(true);
    expect(isNavHidden('/home')).toBe(false);
  });
});
