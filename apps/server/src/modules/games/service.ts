import {
  RECENT_GAMES_SIZE,
  type AdminGameEntry,
  type GameCategory,
  type GameRound,
} from '@chokdee/contracts';
import type { AppContext } from '../../context';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import type { ConfigService } from '../config';
import { balancesOf, PLAYABLE_WALLET } from '../ledger';
import { audit, type AuditWho } from '../staff';
import { catalogueChange } from './catalogue-change';
import { houseTileOf, withHouseInfo, withTable } from './house-catalogue';
import { recordRecentGame } from './lobby/repo';
import type { PartnerRegistry } from './partners/types';
import { openGate, type PlayGate } from './play-gate';
import {
  findEntry,
  findMemberGameInfo,
  latestRounds,
  listAllEntries,
  listCatalogue,
  lockCatalogue,
  replaceEntries,
} from './repo';
import { createTransferWallet } from './transfer-wallet';
import { HOUSE_PARTNER } from '../../seed/demo-content';

/** Game recall shows this many rounds (SPEC §9: lists show the 20 latest items). */
const RECALL_SIZE = 20;

interface Deps {
  ctx: Pick<AppContext, 'db' | 'log'>;
  config: Pick<ConfigService, 'get'>;
  partners: PartnerRegistry;
  /** Breaks and loss limits (play-limits, via app.ts); none when absent. */
  playGate?: PlayGate;
}

/**
 * Catalogue, launch, game recall and the reload button (docs/decisions/052-partners-and-house-provider.md).
 */
export function createGamesService({ ctx, config, partners, playGate = openGate }: Deps) {
  const { db } = ctx;
  const transfers = createTransferWallet(db, ctx.log);

  async function activeMember(memberId: string) {
    const member = await findMemberGameInfo(db, memberId);
    if (!member) throw fail('UNAUTHORIZED', 'unauthorized');
    if (member.locked) throw fail('FORBIDDEN', 'memberLocked');
    return member;
  }

  return {
    /** The site partner's active entries in the categories the site offers (`Product`). */
    async catalogue(category: GameCategory | undefined) {
      const site = await config.get();
      const categories = site.Product.filter((c) => category === undefined || c === category);
      return withHouseInfo(await listCatalogue(db, site.Partner, categories));
    },

    /** `operatorSession`: the member session launching (house sessions end with it, docs/ABUSE.md 9). */
    async launch(
      memberId: string,
      input: { ch: string; gameCode?: string; returnTo?: string },
      operatorSession?: string,
    ) {
      const site = await config.get();
      if (site.Maintenance) throw fail('UNAVAILABLE', 'siteMaintenance');
      if (site.Disabled) throw fail('UNAVAILABLE', 'gamesDisabled');
      const member = await activeMember(memberId);
      // A break or a reached loss limit: no game opens (docs/PLAYER-PROTECTION.md).
      const refusal = await playGate(db, member.id);
      if (refusal) throw fail('FORBIDDEN', refusal.key, refusal.text);
      const entry = await findEntry(db, site.Partner, input.ch);
      if (!entry) throw fail('NOT_FOUND', 'gameNotFound');
      if (!entry.active || !site.Product.includes(entry.category as GameCategory)) {
        throw fail('UNAVAILABLE', 'gameDisabled');
      }
      const partner = partners.get(site.Partner);
      if (!partner) throw fail('UNAVAILABLE', 'gamesDisabled');
      if (partner.style === 'transfer') await transfers.moveOut(partner, member);
      // A house tile opens its own page (and a live tile its table) unless the member picked a game.
      const tile = site.Partner === HOUSE_PARTNER ? houseTileOf(entry.ch) : undefined;
      const url = await partner.launchUrl({
        username: member.username,
        ch: entry.ch,
        gameType: entry.gameType,
        gameCode: input.gameCode ?? tile?.page,
        operatorSession,
        returnTo: input.returnTo,
      });
      // Recently played (the lobby's row): every launch that got its URL.
      await recordRecentGame(db, member.id, site.Partner, entry.ch, RECENT_GAMES_SIZE);
      return { url: input.gameCode === undefined ? withTable(url, tile?.table) : url };
    },

    async rounds(memberId: string): Promise<GameRound[]> {
      const rows = await latestRounds(db, memberId, RECALL_SIZE);
      return rows.map((r) => ({
        id: r.id,
        roundId: r.providerRoundId,
        partner: r.partner,
        gameCode: r.gameCode,
        status: r.status as GameRound['status'],
        result: r.result as GameRound['result'],
        bet: toBaht(r.betAmount),
        win: toBaht(r.winAmount),
        refund: toBaht(r.refundAmount),
        openedAt: r.openedAt.toISOString(),
        settledAt: r.settledAt?.toISOString() ?? null,
      }));
    },

    /** The member card's reload button: credit held by a transfer partner comes home, then the balance is read. */
    async reload(memberId: string) {
      const member = await activeMember(memberId);
      const partner = partners.get((await config.get()).Partner);
      if (partner?.style === 'transfer') await transfers.pullBack(partner, member);
      const balances = await balancesOf(db, member.id);
      return { balance: toBaht(balances[PLAYABLE_WALLET].available) };
    },

    listEntries: () => listAllEntries(db),

    /** Replaces the catalogue; the audit entry names the entries that changed, and commits with them. */
    async replaceEntries(entries: AdminGameEntry[], who: AuditWho) {
      await db.transaction(async (tx) => {
        await lockCatalogue(tx);
        const change = catalogueChange(await listAllEntries(tx), entries);
        await replaceEntries(tx, entries);
        if (change) await audit(tx, { ...who, action: 'games.update', target: 'games:catalogue', ...change });
      });
      return listAllEntries(db);
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
