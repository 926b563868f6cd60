import type { GameCategory, GameEntry } from '@chokdee/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { gameProviders, memberFavouriteGames, memberRecentGames, members } from '../../../db/schema';
import type { Executor } from '../../../db/types';

/** The part of the catalogue a member may see now: the site partner's active entries it offers. */
export interface Offered {
  partner: string;
  categories: readonly GameCategory[];
}

const entryColumns = {
  ch: gameProviders.ch,
  img: gameProviders.img,
  gameType: gameProviders.gameType,
  category: gameProviders.category,
  name: gameProviders.name,
};

const offeredEntry = (offered: Offered) =>
  and(
    eq(gameProviders.partner, offered.partner),
    eq(gameProviders.active, true),
    inArray(gameProviders.category, [...offered.categories]),
  );

/** The member's favourites the catalogue offers now, most recently added first. */
export async function listFavourites(ex: Executor, memberId: string, offered: Offered) {
  if (offered.categories.length === 0) return [];
  const rows = await ex
    .select(entryColumns)
    .from(memberFavouriteGames)
    .innerJoin(
      gameProviders,
      and(
        eq(gameProviders.partner, memberFavouriteGames.partner),
        eq(gameProviders.ch, memberFavouriteGames.ch),
      ),
    )
    .where(
      and(
        eq(memberFavouriteGames.memberId, memberId),
        eq(memberFavouriteGames.partner, offered.partner),
        offeredEntry(offered),
      ),
    )
    .orderBy(desc(memberFavouriteGames.createdAt), asc(memberFavouriteGames.ch));
  return rows as GameEntry[];
}

/**
 * Holds the member's row until the transaction ends, so two adds at once count the favourites one after
 * the other (the cap holds); NO KEY UPDATE leaves foreign-key checks on the row unblocked.
 */
export async function lockMemberFavourites(ex: Executor, memberId: string) {
  await ex.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function isFavourite(ex: Executor, memberId: string, partner: string, ch: string) {
  const [row] = await ex
    .select({ ch: memberFavouriteGames.ch })
    .from(memberFavouriteGames)
    .where(
      and(
        eq(memberFavouriteGames.memberId, memberId),
        eq(memberFavouriteGames.partner, partner),
        eq(memberFavouriteGames.ch, ch),
      ),
    );
  return row !== undefined;
}

/** Every favourite the member keeps, shown or not: the cap counts them all. */
export async function countFavourites(ex: Executor, memberId: string) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(memberFavouriteGames)
    .where(eq(memberFavouriteGames.memberId, memberId));
  return row!.n;
}

export async function insertFavourite(ex: Executor, memberId: string, partner: string, ch: string) {
  await ex.insert(memberFavouriteGames).values({ memberId, partner, ch }).onConflictDoNothing();
}

export async function deleteFavourite(ex: Executor, memberId: string, partner: string, ch: string) {
  await ex
    .delete(memberFavouriteGames)
    .where(
      and(
        eq(memberFavouriteGames.memberId, memberId),
        eq(memberFavouriteGames.partner, partner),
        eq(memberFavouriteGames.ch, ch),
      ),
    );
}

/**
 * Records a launch: the game moves to the front of the member's recent games, and only the `keep` most
 * recent stay, so the table holds a dozen rows per member however much they play.
 */
export async function recordRecentGame(
  ex: Executor,
  memberId: string,
  partner: string,
  ch: string,
  keep: number,
) {
  await ex
    .insert(memberRecentGames)
    .values({ memberId, partner, ch, playedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [memberRecentGames.memberId, memberRecentGames.partner, memberRecentGames.ch],
      set: { playedAt: sql`clock_timestamp()` },
    });
  await ex.execute(sql`
    delete from ${memberRecentGames}
    where ${memberRecentGames.memberId} = ${memberId}
      and (${memberRecentGames.partner}, ${memberRecentGames.ch}) not in (
        select ${memberRecentGames.partner}, ${memberRecentGames.ch} from ${memberRecentGames}
        where ${memberRecentGames.memberId} = ${memberId}
        order by ${memberRecentGames.playedAt} desc, ${memberRecentGames.ch}
        limit ${keep}
      )`);
}

/** The member's recent games the catalogue offers now, most recent first. */
export async function listRecentGames(ex: Executor, memberId: string, offered: Offered, limit: number) {
  if (offered.categories.length === 0) return [];
  const rows = await ex
    .select(entryColumns)
    .from(memberRecentGames)
    .innerJoin(
      gameProviders,
      and(eq(gameProviders.partner, memberRecentGames.partner), eq(gameProviders.ch, memberRecentGames.ch)),
    )
    .where(
      and(
        eq(memberRecentGames.memberId, memberId),
        eq(memberRecentGames.partner, offered.partner),
        offeredEntry(offered),
      ),
    )
    .orderBy(desc(memberRecentGames.playedAt), asc(memberRecentGames.ch))
    .limit(limit);
  return rows as GameEntry[];
}
