import type { Env } from '../../../env';
import { housePartner } from './house-partner';
import type { GamePartner, PartnerRegistry } from './types';

export function partnerRegistry(partners: readonly GamePartner[]): PartnerRegistry {
  return new Map(partners.map((p) => [p.name, p]));
}

/** The partners a server knows: the built-in house provider. An aggregator's adapter is added here. */
export function defaultPartners(env: Pick<Env, 'HOUSE_PROVIDER_SECRET'>): PartnerRegistry {
  return partnerRegistry([housePartner(env.HOUSE_PROVIDER_SECRET)]);
}
