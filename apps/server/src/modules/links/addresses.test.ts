import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './addresses';
import { holderKey } from './holder-key';

describe('isPublicAddress', () => {
  it('links by public addresses only', () => {
    for (const ip of ['203.0.113.7', '198.18.0.1', '49.228.1.2', '2001:db8::1', '::ffff:49.228.1.2']) {
      expect(isPublicAddress(ip)).toBe(true);
    }
    // Our own proxies, a carrier's inside network, loopback, link-local, and what is not an address.
    for (const ip of ['10.1.2.3', '172.20.0.1', '192.168.1.1', '100.64.3.4', '127.0.0.1', '::1', '::']) {
      expect(isPublicAddress(ip)).toBe(false);
    }
    for (const ip of ['169.254.1.1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', 'localhost', '']) {
      expect(isPublicAddress(ip)).toBe(false);
    }
  });
});

describe('holderKey', () => {
  it('ignores titles, case and spacing, not the name', () => {
    expect(holderKey('นาย สมชาย', 'ใจดี')).toBe(holderKey('สมชาย ', ' ใจดี'));
    expect(holderKey('นางสาว มาลี', 'ศรีสุข')).toBe(holderKey('มาลี', 'ศรีสุข'));
    expect(holderKey('MR. John', 'SMITH')).toBe(holderKey('john', 'smith'));
    expect(holderKey('สมชาย', 'ใจดี')).not.toBe(holderKey('สมชาย', 'ใจงาม'));
  });
});
