import type { Env } from '../../env';
import { httpBankNameLookup } from './http';
import { simulatedBankNameLookup } from './simulator';

export type { BankNameLookup } from './types';

/** The real service when BANK_LOOKUP_URL is configured, else the deterministic simulator. */
export function bankNameLookupFromEnv(env: Pick<Env, 'BANK_LOOKUP_URL' | 'BANK_LOOKUP_KEY'>) {
  return env.BANK_LOOKUP_URL
    ? httpBankNameLookup(env.BANK_LOOKUP_URL, env.BANK_LOOKUP_KEY ?? '')
    : simulatedBankNameLookup();
}
