import { phoneNumber } from '@chokdee/contracts';
import { z } from 'zod';
import { numberOf } from '../../lib/number-input';

/** Who an adjustment is for, as typed: a member's phone number or their id (the uuid of the member page). */
export type MemberRef = { kind: 'phone'; phone: string } | { kind: 'id'; id: string };

const memberId = z.uuid();

/** Reads the member box: a Thai mobile number (dashes and spaces allowed) or a member id; null otherwise. */
export function memberRefOf(input: string): MemberRef | null {
  const text = input.trim();
  const digits = text.replace(/[\s-]/g, '');
  if (phoneNumber.safeParse(digits).success) return { kind: 'phone', phone: digits };
  if (memberId.safeParse(text.toLowerCase()).success) return { kind: 'id', id: text.toLowerCase() };
  return null;
}

/** An amount as typed: lib/number-input.ts, the one reader of typed numbers. */
export const amountOf = numberOf;
