import { MAX_FAVOURITE_GAMES, RECENT_GAMES_SIZE, type GameCategory } from '@chokdee/contracts';
import type { Db } from '../../../db/types';
import { fail } from '../../../lib/app-error';
import type { ConfigService } from '../../config';
import { withHouseInfo } from '../house-catalogue';
import { findEntry } from '../repo';
import {
  countFavourites,
  deleteFavourite,
  insertFavourite,
  isFavourite,
  listFavourites,
  listRecentGames,
  lockMemberFavourites,
  type Offered,
} from './repo';

interface Deps {
  db: Db;
  config: Pick<ConfigService, 'get'>;
}

/**
 * The member's own rows of the lobby: favourites (the heart on a tile, at most 50) and recently played
 * (every successful launch, recorded by the launch itself, the 12 latest). Both are kept by partner and entry, and shown only while the
 * catalogue offers the entry, with the same fields as the catalogue (docs/decisions/061-lobby.md).
 */
export function createLobbyService({ db, config }: Deps) {
  async function offered(): Promise<Offered> {
    const site = await config.get();
    return { partner: site.Partner, categories: site.Product as GameCategory[] };
  }

  async function favourites(memberId: string, where?: Offered) {
    return withHouseInfo(await listFavourites(db, memberId, where ?? (await offered())));
  }

  return {
    favourites: (memberId: string) => favourites(memberId),

    /** Adds an offered entry; adding one already there is no change, even at the cap. */
    async addFavourite(memberId: string, ch: string) {
      const where = await offered();
      const entry = await findEntry(db, where.partner, ch);
      if (!entry?.active || !where.categories.includes(entry.category as GameCategory)) {
        throw fail('NOT_FOUND', 'gameNotFound');
      }
      await db.transaction(async (tx) => {
        await lockMemberFavourites(tx, memberId);
        if (await isFavourite(tx, memberId, where.partner, ch)) return;
        if ((await countFavourites(tx, memberId)) >= MAX_FAVOURITE_GAMES) {
          throw fail('CONFLICT', 'favouriteGamesFull');
        }
        await insertFavourite(tx, memberId, where.partner, ch);
      });
      return favourites(memberId, where);
    },

    /** Removes a favourite; one not there (or an entry gone from the catalogue) is no change. */
    async removeFavourite(memberId: string, ch: string) {
      const where = await offered();
      await deleteFavourite(db, memberId, where.partner, ch);
      return favourites(memberId, where);
    },

    async recent(memberId: string) {
      return withHouseInfo(await listRecentGames(db, memberId, await offered(), RECENT_GAMES_SIZE));
    },
  };
}
export type LobbyService = ReturnType<typeof createLobbyService>;
