import { LIVE_KINDS } from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { HOUSE_PARTNER } from '../../seed/demo-content';
import { rulesOf } from '@chokdee/house-maths/live-kinds';
import { gameCodeOf } from './settle';

/** A member's net stake on one side of a live round's opposite spots (player or banker, dragon or tiger…). */
export interface OppositeBet {
  memberId: string;
  /** The live round (live_rounds.id). */
  roundId: string;
  /** `live-baccarat`, `live-dragonTiger`, `live-hilo`. */
  gameCode: string;
  /** When the member's wallet round settled: the reward period it belongs to. */
  settledAt: Date;
  /** The spot the member backed: the larger of the pair. */
  spot: string;
  /** Satang on that spot minus the member's own stake on the other one. */
  stake: bigint;
}

export interface OppositeBetQuery {
  /** Wallet rounds settled in [from, to). */
  from: Date;
  to: Date;
  /** Satang: smaller net stakes are left out. */
  minStake: bigint;
  /** Narrows it to these members. */
  memberIds?: string[];
}

/** Each kind's pairs of spots that cover each other, with the game code its wallet rounds carry. */
const OPPOSITES = LIVE_KINDS.flatMap((kind) =>
  rulesOf(kind).opposites.map(([one, other]) => ({ gameCode: gameCodeOf(kind), one, other })),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What members staked on either side of the live tables' opposite spots in rounds settled in a range
 * (docs/ABUSE.md 16.5), per member and round, when the net stake reaches `minStake`: the cashback module
 * looks in it for two accounts on opposite sides of the same rounds. Live bets are whole baht per spot; the
 * member's wallet round is `live:<roundId>:<username>` (settle.ts).
 */
export async function oppositeBetsBetween(ex: Executor, q: OppositeBetQuery): Promise<OppositeBet[]> {
  if (q.memberIds && !q.memberIds.every((id) => UUID.test(id))) throw new Error('not a member id');
  const members =
    q.memberIds === undefined ? sql`` : sql`and g.member_id = any(${`{${q.memberIds.join(',')}}`}::uuid[])`;
  const parts = OPPOSITES.map(
    ({ gameCode, one, other }) => sql`
    select g.member_id::text as member_id, r.round_id::text as round_id, g.game_code,
      floor(extract(epoch from g.settled_at) * 1000)::bigint::text as settled_ms,
      (sum(coalesce((b.bets ->> ${one})::bigint, 0)) - sum(coalesce((b.bets ->> ${other})::bigint, 0))) * 100
        as net, ${one} as one, ${other} as other
    from game_rounds g
    cross join lateral (select split_part(g.provider_round_id, ':', 2)::uuid as round_id) r
    join members m on m.id = g.member_id
    join live_bets b on b.round_id = r.round_id and b.username = m.game_username and b.status = 'placed'
    where g.status = 'settled' and g.partner = ${HOUSE_PARTNER} and g.game_code = ${gameCode}
      and g.provider_round_id like 'live:%'
      and g.settled_at >= ${q.from.toISOString()}::timestamptz and g.settled_at < ${q.to.toISOString()}::timestamptz
      ${members}
    group by g.id, r.round_id
    having abs(sum(coalesce((b.bets ->> ${one})::bigint, 0)) - sum(coalesce((b.bets ->> ${other})::bigint, 0)))
      * 100 >= ${q.minStake.toString()}::bigint`,
  );
  const result = await ex.execute(sql.join(parts, sql` union all `));
  const rows = (
    result as unknown as {
      rows: Array<{
        member_id: string;
        round_id: string;
        game_code: string;
        settled_ms: string;
        net: string;
        one: string;
        other: string;
      }>;
    }
  ).rows;
  return rows.map((r) => {
    const net = BigInt(r.net);
    return {
      memberId: r.member_id,
      roundId: r.round_id,
      gameCode: r.game_code,
      settledAt: new Date(Number(r.settled_ms)),
      spot: net > 0n ? r.one : r.other,
      stake: net > 0n ? net : -net,
    };
  });
}
