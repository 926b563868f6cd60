import type { SiteConfig } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { readSiteConfig, writeSiteConfig } from './repo';

/**
 * How long a process trusts its copy of the config. Reading it on every request would cost a
 * database round trip on the hottest call (/v2/prefix); a few seconds of staleness across
 * processes after an operator edit is harmless (docs/DECISIONS.md).
 */
const CACHE_MS = 3000;

/**
 * `nameLookup: false` (no bank-name lookup service outside demo mode) answers `getNameBank` off whatever
 * the stored config says: members then type their names, none is made up.
 */
export function createConfigService(ctx: Pick<AppContext, 'db'>, { nameLookup = true } = {}) {
  let cached: { config: SiteConfig; prefixJson: string; at: number } | undefined;

  const fresh = () => (cached && Date.now() - cached.at < CACHE_MS ? cached : undefined);

  async function load() {
    const copy = fresh();
    if (copy) return copy;
    const stored = await readSiteConfig(ctx.db);
    if (!stored) throw fail('UNAVAILABLE', 'internalError');
    const config = nameLookup ? stored : { ...stored, getNameBank: false };
    cached = { config, prefixJson: JSON.stringify({ success: 1, data: config }), at: Date.now() };
    return cached;
  }

  return {
    get: async (): Promise<SiteConfig> => (await load()).config,
    /** The /v2/prefix answer, serialised once per cache period. */
    prefixJson: async () => (await load()).prefixJson,
    /** The /v2/prefix answer when this process's copy is fresh, else undefined (then use prefixJson). */
    freshPrefixJson: () => fresh()?.prefixJson,
    async update(config: SiteConfig): Promise<SiteConfig> {
      await writeSiteConfig(ctx.db, config);
      cached = undefined;
      return config;
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
