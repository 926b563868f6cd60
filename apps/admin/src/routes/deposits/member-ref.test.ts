import { describe, expect, it } from 'vitest';
import { amountOf, memberRefOf } from './member-ref';

describe('the adjustment form’s member box', () => {
  it('reads a mobile number, with or without dashes and spaces', () => {
    expect(memberRefOf('0812345678')).toEqual({ kind: 'phone', phone: '0812345678' });
    expect(memberRefOf(' 081-234-5678 ')).toEqual({ kind: 'phone', phone: '0812345678' });
  });

  it('reads a member id in either case', () => {
    const id = '3f1c2a9e-5b7d-4c1e-9a2b-0c4d6e8f1a2b';
    expect(memberRefOf(id)).toEqual({ kind: 'id', id });
    expect(memberRefOf(id.toUpperCase())).toEqual({ kind: 'id', id });
  });

  it('refuses anything else: a landline, a short number, a name', () => {
    expect(memberRefOf('0212345678')).toBeNull();
    expect(memberRefOf('08123')).toBeNull();
    expect(memberRefOf('Somchai')).toBeNull();
    expect(memberRefOf('')).toBeNull();
  });
});

describe('the adjustment form’s amount', () => {
  it('reads plain and grouped decimals', () => {
    expect(amountOf('1500')).toBe(1500);
    expect(amountOf(' 1,500.50 ')).toBe(1500.5);
    expect(amountOf(250)).toBe(250);
  });

  it('answers NaN for what is not an amount', () => {
    expect(amountOf('')).toBeNaN();
    expect(amountOf('-5')).toBeNaN();
    expect(amountOf('1e3')).toBeNaN();
    expect(amountOf('abc')).toBeNaN();
  });
});
