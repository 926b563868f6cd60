import { roleMay } from '@chokdee/contracts';
import type { StaffCaller } from '../plugins/access';

/** xxx-x-x1234-x style: only the last 4 digits of an account stay visible (logs, other members' views). */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** 08x-xxx-5678 style: for showing referred members' phones. */
export function maskPhone(phone: string): string {
  return phone.length === 10 ? `${phone.slice(0, 3)}-xxx-${phone.slice(6)}` : maskAccount(phone);
}

/**
 * Whether a back-office caller sees bank account numbers in full (docs/decisions/078-member-actions.md):
 * those who may pay out (the operator key, owner and finance) compare them with the bank; support reads
 * money but is shown the last 4 digits, enough to check a member on the phone.
 */
export function seesFullAccounts(caller: StaffCaller): boolean {
  return caller.kind === 'api-key' || roleMay(caller.role, 'withdrawals.act');
}

/** An account number as a caller who sees (`full`) or does not see full numbers may see it. */
export function shownAccountNumber(account: string, full: boolean): string {
  return full ? account : maskAccount(account);
}

/**
 * 203.0.x.x style (IPv6: its first two groups): the network an address is in, not the address. `subnet`
 * keeps one part more (203.0.113.x, IPv6 three groups): what a member is shown of their own sign-ins.
 */
export function maskIp(ip: string, detail: 'network' | 'subnet' = 'network'): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  const keep = detail === 'subnet' ? 1 : 0;
  if (v4.includes(':'))
    return `${v4
      .split(':')
      .slice(0, 2 + keep)
      .join(':')}:x`;
  const parts = v4.split('.');
  if (parts.length !== 4) return 'x';
  return [...parts.slice(0, 2 + keep), ...Array<string>(2 - keep).fill('x')].join('.');
}

/**
 * Whether a back-office caller sees members' phones and addresses in full: those who may read members
 * (the operator key, owner, finance, support). Marketing reads promotion claims and item codes with the
 * members in them masked (docs/ABUSE.md 16.12).
 */
export function seesMembers(caller: StaffCaller): boolean {
  return caller.kind === 'api-key' || roleMay(caller.role, 'members.read');
}
