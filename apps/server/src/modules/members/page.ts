import type { AdminMemberPage } from '@chokdee/contracts';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { toBaht } from '../../lib/money';
import { houseGameNameOf } from '../games';
import { balancesOf, readMemberMoney, WALLET_KINDS } from '../ledger';
import { activeBonusOf } from '../promotions';
import * as pages from './page-repo';
import type { Paging } from './page-repo';
import { shownAccountNumber } from '../../lib/mask';
import { iso, isoOrNull, shownAccount } from './views';

/** A spin-ticket wallet counts tickets; the others satang, shown in baht. */
const amountOf = (asset: string, n: bigint) => (asset === 'TICKET' ? Number(n) : toBaht(n));
const bahtOrNull = (n: bigint | null) => (n === null ? null : toBaht(n));

/** The back office's member page and its lists (docs/decisions/078-member-actions.md). */
export function createMemberPages(db: Db) {
  /** Every list answers 404 for a member that does not exist, not an empty page. */
  async function known(memberId: string) {
    if (!(await pages.memberExists(db, memberId))) throw fail('NOT_FOUND', 'memberIdNotFound');
  }

  return {
    async page(memberId: string, full: boolean): Promise<AdminMemberPage> {
      const head = await pages.memberHead(db, memberId);
      if (!head) throw fail('NOT_FOUND', 'memberIdNotFound');
      const [balances, money, bonus] = await Promise.all([
        balancesOf(db, memberId),
        readMemberMoney(db, memberId),
        activeBonusOf(db, memberId),
      ]);
      const m = head.member;
      const wallets: AdminMemberPage['wallets'] = {};
      for (const w of WALLET_KINDS) {
        const asset = w === 'spinWallet' ? 'TICKET' : 'THB';
        const b = balances[w];
        wallets[w] = {
          balance: amountOf(asset, b.balance),
          held: amountOf(asset, b.held),
          available: amountOf(asset, b.available),
        };
      }
      return {
        profile: {
          id: m.id,
          phoneNumber: m.phoneNumber,
          firstName: m.firstName,
          lastName: m.lastName,
          gameUsername: m.gameUsername,
          affiliateKey: m.affiliateKey,
          referrer:
            head.referrerId && head.referrerPhone
              ? { id: head.referrerId, phoneNumber: head.referrerPhone }
              : null,
          isBonus: m.isBonus,
          locked: m.locked,
          mustChangePassword: m.mustChangePassword,
          signupIp: m.signupIp,
          createdAt: iso(m.createdAt),
          passwordChangedAt: isoOrNull(m.passwordChangedAt),
          consent:
            m.termsVersion && m.termsAcceptedAt && m.adultConfirmedAt
              ? {
                  termsVersion: m.termsVersion,
                  termsAcceptedAt: iso(m.termsAcceptedAt),
                  adultConfirmedAt: iso(m.adultConfirmedAt),
                }
              : null,
        },
        bank: shownAccount(m.bankCode, m.bankAccount, full),
        wallets,
        totals: { totalDeposit: money.totalDeposit, totalWithdraw: money.totalWithdraw },
        turnover: {
          settledTotal: toBaht(BigInt(head.settledTurnover)),
          activeBonus: bonus && {
            promotionId: bonus.promotionId,
            needTurnover: toBaht(bonus.needTurnover),
            nowTurnover: toBaht(bonus.nowTurnover),
          },
        },
        counts: {
          ledgerEntries: head.ledgerEntries,
          deposits: head.deposits,
          withdrawals: head.withdrawals,
          bonuses: head.bonuses,
          gameRounds: head.gameRounds,
          referralsLevel1: head.referralsLevel1,
          referralsLevel2: head.referralsLevel2,
          logins: head.logins,
          notes: head.notes,
        },
      };
    },

    async ledger(memberId: string, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.ledgerPage(db, memberId, p);
      return {
        total,
        items: items.map((e) => ({
          id: e.id.toString(),
          at: iso(e.at),
          wallet: e.wallet,
          asset: e.asset as 'THB' | 'TICKET',
          amount: amountOf(e.asset, e.amount),
          balanceAfter: amountOf(e.asset, e.balanceAfter),
          kind: e.kind,
          reference: e.reference,
          counterparty: e.counterparty,
          game: e.gameCode === null ? null : (houseGameNameOf(e.gameCode) ?? e.gameCode),
          reverses: e.reverses,
        })),
      };
    },

    async deposits(memberId: string, p: Paging, full: boolean) {
      await known(memberId);
      const { total, items } = await pages.depositPage(db, memberId, p);
      return {
        total,
        items: items.map((s) => ({
          id: s.id,
          ref: s.ref,
          amount: toBaht(s.amount),
          transferredAt: iso(s.transferredAt),
          creditedAt: isoOrNull(s.creditedAt),
          creditedVia: s.creditedVia,
          fromBankCode: s.fromBankCode,
          fromAccount: shownAccountNumber(s.fromAccount, full),
          status: s.status,
        })),
      };
    },

    async withdrawals(memberId: string, p: Paging, full: boolean) {
      await known(memberId);
      const { total, items } = await pages.withdrawalPage(db, memberId, p);
      return {
        total,
        items: items.map((w) => ({
          id: w.id,
          amount: toBaht(w.amount),
          status: w.status,
          channel: w.channel,
          to: shownAccount(w.bankCode, w.bankAccount, full),
          reason: w.reason,
          createdAt: iso(w.createdAt),
          resolvedAt: isoOrNull(w.resolvedAt),
        })),
      };
    },

    async bonuses(memberId: string, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.bonusPage(db, memberId, p);
      return {
        total,
        items: items.map(({ bonus: b, title }) => ({
          id: b.id,
          promotionId: b.promotionId,
          promotionTitle: title,
          depositAmount: toBaht(b.depositAmount),
          bonusAmount: toBaht(b.bonusAmount),
          needTurnover: toBaht(b.needTurnover),
          maxWithdraw: bahtOrNull(b.maxWithdraw),
          status: b.status,
          endReason: b.endReason,
          receivedAt: iso(b.receivedAt),
          endedAt: isoOrNull(b.endedAt),
        })),
      };
    },

    async rounds(memberId: string, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.roundPage(db, memberId, p);
      return {
        total,
        items: items.map((g) => ({
          id: g.id,
          partner: g.partner,
          gameCode: g.gameCode,
          status: g.status,
          betAmount: toBaht(g.betAmount),
          winAmount: toBaht(g.winAmount),
          refundAmount: toBaht(g.refundAmount),
          turnover: toBaht(g.turnover),
          result: g.result,
          openedAt: iso(g.openedAt),
          settledAt: isoOrNull(g.settledAt),
        })),
      };
    },

    async referrals(memberId: string, level: number, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.referralPage(db, memberId, level, p);
      return {
        total,
        items: items.map((r) => ({
          id: r.id,
          phoneNumber: r.phoneNumber,
          fullName: `${r.firstName} ${r.lastName}`,
          createdAt: iso(r.createdAt),
          via: r.viaId && r.viaPhone ? { id: r.viaId, phoneNumber: r.viaPhone } : null,
        })),
      };
    },

    async logins(memberId: string, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.loginPage(db, memberId, p);
      return {
        total,
        items: items.map((l) => ({ at: iso(l.at), ip: l.ip, userAgent: l.userAgent, outcome: l.outcome })),
      };
    },

    async notes(memberId: string, p: Paging) {
      await known(memberId);
      const { total, items } = await pages.notePage(db, memberId, p);
      return {
        total,
        items: items.map((n) => ({ id: n.id, author: n.author, text: n.text, createdAt: iso(n.createdAt) })),
      };
    },
  };
}
export type MemberPages = ReturnType<typeof createMemberPages>;
