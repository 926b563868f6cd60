import { type AdminPutMaintenanceBody, type SiteConfig, TH } from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import { audit, type AuditWho } from '../staff/audit';
import { lockSiteConfig, readSiteConfig, writeSiteConfig } from './repo';

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
    /** Replaces the config; the audit entry holds the settings that changed, and commits with them. */
    async update(config: SiteConfig, who: AuditWho): Promise<SiteConfig> {
      await ctx.db.transaction(async (tx) => {
        const current = await lockSiteConfig(tx);
        await writeSiteConfig(tx, config);
        const change = changedFields(current ?? {}, config);
        if (change) await audit(tx, { ...who, action: 'config.update', target: 'config:site', ...change });
      });
      cached = undefined;
      return config;
    },
    /**
     * Switches maintenance mode: only its three fields change, the rest of the config stays as stored (a
     * form open elsewhere is not saved with it). Audited as `config.maintenance`, even when nothing changed:
     * switching the site off or on is an act worth its line.
     */
    async setMaintenance(input: AdminPutMaintenanceBody, who: AuditWho): Promise<SiteConfig> {
      if (input.on && input.until !== null && Date.parse(input.until) <= Date.now())
        throw fail('VALIDATION', 'maintenanceUntilPast');
      const next = await ctx.db.transaction(async (tx) => {
        const current = await lockSiteConfig(tx);
        if (!current) throw fail('UNAVAILABLE', 'internalError');
        const updated: SiteConfig = {
          ...current,
          Maintenance: input.on,
          MaintenanceMessage: input.message,
          MaintenanceUntil: input.on ? input.until : null,
        };
        await writeSiteConfig(tx, updated);
        await audit(tx, {
          ...who,
          action: 'config.maintenance',
          target: 'config:site',
          before: maintenanceOf(current),
          after: maintenanceOf(updated),
        });
        return updated;
      });
      cached = undefined;
      return next;
    },
    /** The members' notice while maintenance is on, else undefined (the maintenance plugin's check). */
    async maintenanceNotice(): Promise<string | undefined> {
      const { config } = await load();
      if (!config.Maintenance) return undefined;
      return config.MaintenanceMessage || TH.siteMaintenance;
    },
  };
}

const maintenanceOf = (c: SiteConfig) => ({
  Maintenance: c.Maintenance,
  MaintenanceMessage: c.MaintenanceMessage ?? null,
  MaintenanceUntil: c.MaintenanceUntil ?? null,
});
export type ConfigService = ReturnType<typeof createConfigService>;
