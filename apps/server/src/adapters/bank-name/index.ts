import type { Env } from '../../env';
import { httpBankNameLookup } from './http';
import { simulatedBankNameLookup } from './simulator';

import type { BankNameLookup } from './types';

export type { BankNameLookup } from './types';

/**
 * The real service when BANK_LOOKUP_URL is configured; else the deterministic simulator in demo mode only,
 * and none otherwise: a real site without a lookup asks members for their names (getNameBank answers off),
 * never shows a made-up payee name.
 */
export function bankNameLookupFromEnv(
  env: Pick<Env, 'BANK_LOOKUP_URL' | 'BANK_LOOKUP_KEY' | 'DEMO_MODE'>,
): BankNameLookup | null {
  if (env.BANK_LOOKUP_URL) return httpBankNameLookup(env.BANK_LOOKUP_URL, env.BANK_LOOKUP_KEY ?? '');
  return env.DEMO_MODE === '1' ? simulatedBankNameLookup() : null;
}
