import type { AdminCreatePromotionBody, AdminPromotion, AdminUpdatePromotionBody } from '@chokdee/contracts';
import type { Db, Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { maskIp, maskPhone } from '../../lib/mask';
import { changedFields } from '../../lib/changed-fields';
import { toBaht, toSatang } from '../../lib/money';
import {
  findOperatorPromotion,
  insertPromotion,
  listClaims,
  listOperatorPromotions,
  lockOperatorPromotion,
  updatePromotion,
  type NewPromotion,
} from './admin-repo';
import type { Approvals, Submitted } from '../approvals';
import { audit, type Acting, type AuditWho } from '../staff';
import { raisedTerms } from './raised-terms';
import type { PromotionRow } from './promotion-repo';

/** Satang and hundredths of a multiple both read as value / 100 on the wire (baht, or 'เท่า'). */
export function toAdminPromotion(p: PromotionRow): AdminPromotion {
  return {
    id: p.id,
    title: p.title,
    imageUrl: p.imageUrl,
    minimumDeposit: toBaht(p.minimumDeposit),
    bonusPercent: p.bonusPercent,
    turnoverAmount: toBaht(p.turnoverAmount),
    depositType: p.depositType,
    maxBonus: toBaht(p.maxBonus),
    maxBonusType: p.maxBonusType,
    maxWithdrawAmount: toBaht(p.maxWithdrawAmount),
    maxWithdrawType: p.maxWithdrawType,
    claimRule: p.claimRule as AdminPromotion['claimRule'],
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    maxClaimsPerMember: p.maxClaimsPerMember,
    active: p.active,
    sortOrder: p.sortOrder,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The columns a body sets: wire values × 100 (satang, or hundredths of a multiple), times as Dates. */
function toColumns(body: AdminUpdatePromotionBody): Partial<NewPromotion> {
  const hundredths = (n: number | undefined) => (n === undefined ? undefined : toSatang(n));
  const instant = (s: string | null | undefined) =>
    s === undefined ? undefined : s === null ? null : new Date(s);
  const columns: Partial<NewPromotion> = {
    ...body,
    minimumDeposit: hundredths(body.minimumDeposit),
    turnoverAmount: hundredths(body.turnoverAmount),
    maxBonus: hundredths(body.maxBonus),
    maxWithdrawAmount: hundredths(body.maxWithdrawAmount),
    startsAt: instant(body.startsAt),
    endsAt: instant(body.endsAt),
  };
  // Absent fields keep their value: drop the undefined ones the conversions above put back.
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The window must end after it starts; checked on the merged values (the database checks too). */
function checkWindow(startsAt: Date | null | undefined, endsAt: Date | null | undefined) {
  if (startsAt && endsAt && startsAt >= endsAt) throw fail('VALIDATION', 'promotionWindowInvalid');
}

/** A promotion's row with the columns of a change put in, as it would read after it. */
const merged = (current: PromotionRow, columns: Partial<NewPromotion>) =>
  toAdminPromotion({ ...current, ...columns } as PromotionRow);

/** The picture of a field subset, for the approvals queue's before → after. */
const pick = (p: AdminPromotion, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, p[k as keyof AdminPromotion]]));

interface PromotionChange {
  id: string;
  body: AdminUpdatePromotionBody;
}

/**
 * The operator's promotions (docs/decisions/034-promotion-units.md). A change applies to later deposits only:
 * a running bonus carries its conditions in its own row since it started. A new promotion, and a change
 * that makes one more generous, wait for a second person (issue 23, modules/approvals).
 */
export function createPromotionAdminService(db: Db, approvals: Approvals) {
  async function insert(tx: Tx, body: AdminCreatePromotionBody, who: AuditWho) {
    const created = toAdminPromotion(await insertPromotion(tx, toColumns(body) as NewPromotion));
    await audit(tx, {
      ...who,
      action: 'promotions.create',
      target: `promotion:${created.id}`,
      after: created,
    });
    return { result: `promotion:${created.id}`, answer: created };
  }

  /** The audit entry holds the fields that changed; a save that changes nothing records nothing. */
  async function change(tx: Tx, { id, body }: PromotionChange, who: AuditWho) {
    const columns = toColumns(body);
    const current = await lockOperatorPromotion(tx, id);
    if (!current) throw fail('NOT_FOUND', 'notFound');
    checkWindow(
      columns.startsAt === undefined ? current.startsAt : columns.startsAt,
      columns.endsAt === undefined ? current.endsAt : columns.endsAt,
    );
    const before = toAdminPromotion(current);
    if (Object.keys(columns).length === 0) return { result: `promotion:${id}`, answer: before };
    const after = toAdminPromotion(await updatePromotion(tx, id, columns));
    const changed = changedFields(before, after);
    if (changed)
      await audit(tx, { ...who, action: 'promotions.update', target: `promotion:${id}`, ...changed });
    return { result: `promotion:${id}`, answer: after };
  }

  approvals.handle<AdminCreatePromotionBody>('promotions.create', { apply: insert });
  approvals.handle<PromotionChange>('promotions.update', {
    apply: change,
    // The fields the request changes still hold what the checker is shown as "before".
    async unchanged(tx, { id }, before) {
      const current = await lockOperatorPromotion(tx, id);
      return (
        !!current && !changedFields(before ?? {}, pick(toAdminPromotion(current), Object.keys(before ?? {})))
      );
    },
  });

  return {
    async list() {
      return (await listOperatorPromotions(db)).map(toAdminPromotion);
    },

    /** A new bonus rule always waits for a second person: its worth has no bound. */
    async create(body: AdminCreatePromotionBody, who: Acting) {
      const columns = toColumns(body);
      checkWindow(columns.startsAt, columns.endsAt);
      const {
        id: _,
        createdAt: __,
        ...terms
      } = toAdminPromotion({
        ...(columns as PromotionRow),
        id: '',
        createdAt: new Date(0),
      });
      return approvals.submit<AdminPromotion>({
        kind: 'promotions.create',
        maker: who,
        payload: body,
        value: null,
        after: terms,
      });
    },

    /** Done at once unless it makes the promotion more generous; then the whole change waits. */
    async update(id: string, body: AdminUpdatePromotionBody, who: Acting) {
      const outcome = await db.transaction(async (tx): Promise<Submitted<AdminPromotion>> => {
        const current = await lockOperatorPromotion(tx, id);
        if (!current) throw fail('NOT_FOUND', 'notFound');
        const before = toAdminPromotion(current);
        const after = merged(current, toColumns(body));
        if (raisedTerms(before, after).length === 0) return { done: await change(tx, { id, body }, who) };
        const changed = changedFields(before, after)!;
        return approvals.submitIn<AdminPromotion>(tx, {
          kind: 'promotions.update',
          maker: who,
          payload: { id, body },
          value: null,
          subject: `promotion:${id}`,
          ...changed,
        });
      });
      return outcome;
    },

    /** `members`: whether the caller sees members' phones and signup addresses in full (lib/mask.ts). */
    async claims(id: string, page: number, pageSize: number, members: boolean) {
      if (!(await findOperatorPromotion(db, id))) throw fail('NOT_FOUND', 'notFound');
      const { total, items } = await listClaims(db, id, page, pageSize);
      return {
        total,
        items: items.map((c) => ({
          ...c,
          phoneNumber: members ? c.phoneNumber : maskPhone(c.phoneNumber),
          signupIp: members || c.signupIp === null ? c.signupIp : maskIp(c.signupIp),
          depositAmount: toBaht(c.depositAmount),
          bonusAmount: toBaht(c.bonusAmount),
          receivedAt: c.receivedAt.toISOString(),
          status: c.status as 'active' | 'ended',
        })),
      };
    },
  };
}
export type PromotionAdminService = ReturnType<typeof createPromotionAdminService>;
