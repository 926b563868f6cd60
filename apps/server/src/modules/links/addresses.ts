import { BlockList, isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import { memberAddresses } from '../../db/schema';
import type { Executor } from '../../db/types';

/**
 * Private, loopback, carrier-grade NAT and link-local ranges: an address from them is our own proxy
 * or a network inside the member's carrier, shared by strangers, and links nobody.
 */
const NOT_A_PERSON = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NOT_A_PERSON.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NOT_A_PERSON.addSubnet(net, bits, 'ipv6');
}

/** The address as stored: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
const plain = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/** Whether an address can say two accounts are used by one person. */
export function isPublicAddress(ip: string): boolean {
  const address = plain(ip);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_A_PERSON.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Notes that the member used this address now (signup, sign-in); private addresses are skipped. */
export async function recordAddress(ex: Executor, memberId: string, ip: string): Promise<void> {
  if (!isPublicAddress(ip)) return;
  await ex
    .insert(memberAddresses)
    .values({ memberId, ip: plain(ip) })
    .onConflictDoUpdate({
      target: [memberAddresses.memberId, memberAddresses.ip],
      set: { lastSeen: sql`now()` },
    });
}
