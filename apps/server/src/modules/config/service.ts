import { isDeepStrictEqual } from 'node:util';
import {
  roleMay,
  TH,
  type AdminPutMaintenanceBody,
  type ApprovalKind,
  type ApprovalRequest,
  type SiteConfig,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { changedFields } from '../../lib/changed-fields';
import type { Executor, Tx } from '../../db/types';
import type { Approvals } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import { MONEY_SECTIONS, RAISED, sectionOf, type MoneySection } from './money-settings';
import { lockSiteConfig, readSiteConfig, writeSiteConfig } from './repo';

/**
 * How long a process trusts its copy of the config. Reading it on every request would cost a
 * database round trip on the hottest call (/v2/prefix); a few seconds of staleness across
 * processes after an operator edit is harmless (docs/decisions/009-short-per-process-copies.md).
 */
const CACHE_MS = 3000;

/**
 * `nameLookup: false` (no bank-name lookup service outside demo mode) answers `getNameBank` off whatever
 * the stored config says: members then type their names, none is made up.
 */
export function createConfigService(
  ctx: Pick<AppContext, 'db'>,
  approvals: Approvals,
  { nameLookup = true } = {},
) {
  let cached: { config: SiteConfig; prefixJson: string; at: number } | undefined;

  /** Writes an approved section into the stored config (the rest as stored now). */
  async function applySection(tx: Tx, section: Partial<SiteConfig>, who: AuditWho) {
    const current = await lockSiteConfig(tx);
    if (!current) throw fail('UNAVAILABLE', 'internalError');
    const updated = { ...current, ...section };
    await writeSiteConfig(tx, updated);
    const change = changedFields(current, updated);
    if (change) await audit(tx, { ...who, action: 'config.update', target: 'config:site', ...change });
    return { result: 'config:site', answer: updated, afterCommit: () => void (cached = undefined) };
  }
  /** The section still holds what the checker is shown as "before". */
  async function sectionUnchanged(tx: Tx, _: Partial<SiteConfig>, before: Record<string, unknown> | null) {
    const current = await lockSiteConfig(tx);
    return (
      !!current &&
      Object.entries(before ?? {}).every(([k, v]) => isDeepStrictEqual(current[k as keyof SiteConfig], v))
    );
  }
  for (const kind of Object.values(SECTION_KIND)) {
    approvals.handle<Partial<SiteConfig>>(kind, { apply: applySection, unchanged: sectionUnchanged });
  }

  const fresh = () => (cached && Date.now() - cached.at < CACHE_MS ? cached : undefined);

  /** `ex`: the caller's transaction, when it holds one (PGlite has one connection: the db would wait on it). */
  async function load(ex: Executor = ctx.db) {
    const copy = fresh();
    if (copy) return copy;
    const stored = await readSiteConfig(ex);
    if (!stored) throw fail('UNAVAILABLE', 'internalError');
    const config = nameLookup ? stored : { ...stored, getNameBank: false };
    cached = { config, prefixJson: JSON.stringify({ success: 1, data: config }), at: Date.now() };
    return cached;
  }

  return {
    get: async (ex?: Executor): Promise<SiteConfig> => (await load(ex)).config,
    /** The /v2/prefix answer, serialised once per cache period. */
    prefixJson: async () => (await load()).prefixJson,
    /** The /v2/prefix answer when this process's copy is fresh, else undefined (then use prefixJson). */
    freshPrefixJson: () => fresh()?.prefixJson,
    /**
     * Replaces the config; the audit entry holds the settings that changed, and commits with them. A raised
     * money section (MONEY_SECTIONS) keeps its stored value and waits for a second person instead (issue
     * 23); marketing may not change the withdrawal settings at all. Answers the config as stored and the
     * request that waits, if any.
     */
    async update(
      config: SiteConfig,
      who: Acting,
    ): Promise<{ config: SiteConfig; pending: ApprovalRequest | null }> {
      const result = await ctx.db.transaction(async (tx) => {
        const current = await lockSiteConfig(tx);
        if (!current) {
          await writeSiteConfig(tx, config);
          return { config, pending: null };
        }
        if (!isDeepStrictEqual(current.Withdraw, config.Withdraw) && !mayChangeWithdraw(who)) {
          throw fail('FORBIDDEN', 'withdrawSettingsNotPermitted');
        }
        let stored = config;
        const waiting: MoneySection[] = [];
        for (const section of Object.keys(MONEY_SECTIONS) as MoneySection[]) {
          if (!RAISED[section](current, config)) continue;
          stored = { ...stored, ...sectionOf(current, section) };
          waiting.push(section);
        }
        await writeSiteConfig(tx, stored);
        const change = changedFields(current, stored);
        if (change) await audit(tx, { ...who, action: 'config.update', target: 'config:site', ...change });
        let pending: ApprovalRequest | null = null;
        for (const section of waiting) {
          const outcome = await approvals.submitIn(tx, {
            kind: SECTION_KIND[section],
            maker: who,
            payload: sectionOf(config, section),
            value: null,
            subject: `config:${section}`,
            before: sectionOf(current, section),
            after: sectionOf(config, section),
          });
          if ('pending' in outcome) pending ??= outcome.pending;
        }
        return { config: stored, pending };
      });
      cached = undefined;
      return result;
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

/** The approval kind of each money section of the config. */
const SECTION_KIND = { withdraw: 'withdrawals.settings', rewards: 'rewards.rates' } as const satisfies Record<
  MoneySection,
  ApprovalKind
>;

/** Withdrawal settings: owners and finance (and the operator key), never marketing (issue 23). */
const mayChangeWithdraw = (who: Acting) =>
  who.role === 'api-key' || roleMay(who.role, 'withdrawals.settings');

const maintenanceOf = (c: SiteConfig) => ({
  Maintenance: c.Maintenance,
  MaintenanceMessage: c.MaintenanceMessage ?? null,
  MaintenanceUntil: c.MaintenanceUntil ?? null,
});
export type ConfigService = ReturnType<typeof createConfigService>;
