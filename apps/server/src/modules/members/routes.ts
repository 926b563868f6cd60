import {
  adminAddMemberNote,
  adminChangeMemberBank,
  adminGetMember,
  adminListMemberBonuses,
  adminListMemberDeposits,
  adminListMemberLedger,
  adminListMemberLogins,
  adminListMemberNotes,
  adminListMemberReferrals,
  adminListMemberRounds,
  adminListMembers,
  adminListMemberWithdrawals,
  adminLockMember,
  adminResetMemberPassword,
  adminUnlockMember,
  memberParams,
  TH,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { staffOf, whoOf } from '../../plugins/access';
import { createMemberPages } from './page';
import { searchMembers } from './repo';
import { createMemberActions, type MemberSessions } from './service';
import { seesFullAccounts, shownAccountNumber } from '../../lib/mask';

/** The back office's members (issue 12 screen 4): search, the member page and what staff do to a member. */
export function memberAdminRoutes(app: FastifyInstance, db: Db, sessions: MemberSessions) {
  const pages = createMemberPages(db);
  const actions = createMemberActions({ db, sessions });
  const full = (req: FastifyRequest) => seesFullAccounts(staffOf(req));

  addRoute(app, adminListMembers, { staff: 'members.read' }, async ({ query, req }) => {
    const { total, items } = await searchMembers(db, query);
    const shownFull = full(req);
    return ok({
      total,
      items: items.map(({ member: m, referrerPhone }) => ({
        id: m.id,
        phoneNumber: m.phoneNumber,
        bankCode: m.bankCode,
        bankAccount: shownAccountNumber(m.bankAccount, shownFull),
        fullName: `${m.firstName} ${m.lastName}`,
        affiliateKey: m.affiliateKey,
        referrerPhone,
        isBonus: m.isBonus,
        locked: m.locked,
        createdAt: m.createdAt.toISOString(),
      })),
    });
  });

  addRoute(app, adminGetMember, { staff: 'members.read' }, async ({ req }) =>
    ok(await pages.page(memberIdOf(req), full(req))),
  );
  addRoute(app, adminListMemberLedger, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.ledger(memberIdOf(req), query)),
  );
  addRoute(app, adminListMemberDeposits, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.deposits(memberIdOf(req), query, full(req))),
  );
  addRoute(app, adminListMemberWithdrawals, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.withdrawals(memberIdOf(req), query, full(req))),
  );
  addRoute(app, adminListMemberBonuses, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.bonuses(memberIdOf(req), query)),
  );
  addRoute(app, adminListMemberRounds, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.rounds(memberIdOf(req), query)),
  );
  addRoute(app, adminListMemberReferrals, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.referrals(memberIdOf(req), query.level, query)),
  );
  addRoute(app, adminListMemberLogins, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.logins(memberIdOf(req), query)),
  );
  addRoute(app, adminListMemberNotes, { staff: 'members.read' }, async ({ req, query }) =>
    ok(await pages.notes(memberIdOf(req), query)),
  );

  addRoute(app, adminLockMember, { staff: 'members.act' }, async ({ req, body }) =>
    ok(await actions.lock(memberIdOf(req), body.reason, whoOf(req)), TH.memberLockDone),
  );
  addRoute(app, adminUnlockMember, { staff: 'members.act' }, async ({ req, body }) =>
    ok(await actions.unlock(memberIdOf(req), body.reason, whoOf(req)), TH.memberUnlockDone),
  );
  addRoute(app, adminResetMemberPassword, { staff: 'members.act' }, async ({ req, body }) =>
    ok(await actions.resetPassword(memberIdOf(req), body.reason, whoOf(req)), TH.memberPasswordResetDone),
  );
  addRoute(app, adminAddMemberNote, { staff: 'members.act' }, async ({ req, body }) =>
    ok(await actions.addNote(memberIdOf(req), body.text, whoOf(req)), TH.memberNoteAdded),
  );
  addRoute(app, adminChangeMemberBank, { staff: 'members.bank' }, async ({ req, body }) =>
    ok(await actions.changeBank(memberIdOf(req), body, whoOf(req), full(req)), TH.memberBankChanged),
  );
}

/** The `:id` path parameter; anything but a uuid names no member. */
function memberIdOf(req: FastifyRequest): string {
  const parsed = memberParams.safeParse(req.params);
  if (!parsed.success) throw fail('NOT_FOUND', 'memberIdNotFound');
  return parsed.data.id;
}
