import type { AdminChangeMemberBankBody } from '@chokdee/contracts';
import type { Db, Executor, Tx } from '../../db/types';
import { fail } from '../../lib/app-error';
import { maskAccount } from '../../lib/mask';
import { uniqueViolation } from '../../lib/pg-errors';
import { randomCode } from '../../lib/tokens';
import { hashPassword } from '../../lib/password';
import { isSiteAccount } from '../deposits';
import { audit, type AuditWho } from '../staff';
import {
  bankHolderOtherThan,
  insertNote,
  memberForUpdate,
  type MemberRow,
  setBank,
  setLocked,
  setTemporaryPassword,
} from './repo';
import { iso, shownAccount } from './views';

/** Within the member password rule (6 to 15); 10 of 32 letters and digits is 50 bits, typed once. */
const TEMPORARY_PASSWORD_LENGTH = 10;

const targetOf = (memberId: string) => `member:${memberId}`;
/** Accounts in the audit log as in every log: the last 4 digits (docs/decisions/072-audit-log.md). */
const bankForLog = (m: Pick<MemberRow, 'bankCode' | 'bankAccount'>) => ({
  bankCode: m.bankCode,
  bankAccount: maskAccount(m.bankAccount),
});

interface Deps {
  db: Db;
  /** Ends the member's sessions at once (cache included) after a lock or a reset. */
  sessions: MemberSessions;
}

/**
 * What members needs of the member sessions (modules/auth's session store, passed in by app.ts): revoked in
 * the lock's transaction, then forgotten by the cache once it commits.
 */
export interface MemberSessions {
  revokeAll(memberId: string, tx: Executor): Promise<string[]>;
  forget(tokenHashes: string[]): Promise<void>;
}

/** What staff do to a member (docs/decisions/078-member-actions.md); each writes its audit entry. */
export function createMemberActions({ db, sessions }: Deps) {
  /** Runs `change` on the member row locked for update, so two staff acting at once act in turn. */
  function onMember<T>(memberId: string, change: (tx: Tx, member: MemberRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const member = await memberForUpdate(tx, memberId);
      if (!member) throw fail('NOT_FOUND', 'memberIdNotFound');
      return change(tx, member);
    });
  }

  /** Locks or unlocks; a member already so is left alone, and no entry is written. */
  async function setLock(memberId: string, locked: boolean, reason: string, who: AuditWho) {
    let revoked: string[] = [];
    const changed = await onMember(memberId, async (tx, member) => {
      if (member.locked === locked) return false;
      await setLocked(tx, memberId, locked);
      // In the lock's transaction: both commit or neither. A sign-in racing it is settled in sessions.create.
      if (locked) revoked = await sessions.revokeAll(memberId, tx);
      await audit(tx, {
        ...who,
        action: locked ? 'members.lock' : 'members.unlock',
        target: targetOf(memberId),
        before: { locked: member.locked },
        after: { locked, reason },
      });
      return true;
    });
    await sessions.forget(revoked);
    return { locked, changed };
  }

  return {
    lock: (memberId: string, reason: string, who: AuditWho) => setLock(memberId, true, reason, who),

    unlock: (memberId: string, reason: string, who: AuditWho) => setLock(memberId, false, reason, who),

    /** The temporary password is answered once; only its hash is stored, and it is in no log. */
    async resetPassword(memberId: string, reason: string, who: AuditWho) {
      const temporaryPassword = randomCode(TEMPORARY_PASSWORD_LENGTH);
      // Hashed before the transaction opens: ~20 ms of CPU holds no connection.
      const passwordHash = await hashPassword(temporaryPassword);
      const revoked = await onMember(memberId, async (tx, member) => {
        await setTemporaryPassword(tx, memberId, passwordHash);
        const hashes = await sessions.revokeAll(memberId, tx);
        await audit(tx, {
          ...who,
          action: 'members.reset-password',
          target: targetOf(memberId),
          before: { mustChangePassword: member.mustChangePassword },
          after: { mustChangePassword: true, reason },
        });
        return hashes;
      });
      await sessions.forget(revoked);
      return { temporaryPassword };
    },

    async addNote(memberId: string, text: string, who: AuditWho) {
      const note = await onMember(memberId, async (tx) => {
        const row = await insertNote(tx, { memberId, author: who.actor, text });
        await audit(tx, {
          ...who,
          action: 'members.note',
          target: targetOf(memberId),
          after: { noteId: row.id, text },
        });
        return row;
      });
      return { id: note.id, author: note.author, text: note.text, createdAt: iso(note.createdAt) };
    },

    /** The checks of signup's bank step, for staff: the site's own accounts and other members' are refused. */
    async changeBank(memberId: string, body: AdminChangeMemberBankBody, who: AuditWho, full: boolean) {
      const { BankCode: bankCode, BankAccount: bankAccount, reason } = body;
      try {
        await onMember(memberId, async (tx, member) => {
          if (member.bankCode === bankCode && member.bankAccount === bankAccount) {
            throw fail('VALIDATION', 'memberBankUnchanged');
          }
          if (await isSiteAccount(tx, bankAccount)) throw fail('CONFLICT', 'memberBankIsSite');
          if (await bankHolderOtherThan(tx, memberId, bankCode, bankAccount)) {
            throw fail('CONFLICT', 'memberBankOfOther');
          }
          await setBank(tx, memberId, bankCode, bankAccount);
          await audit(tx, {
            ...who,
            action: 'members.bank',
            target: targetOf(memberId),
            before: bankForLog(member),
            after: { ...bankForLog({ bankCode, bankAccount }), reason },
          });
        });
      } catch (err) {
        // Two members moved onto one account at once: the unique index lets one through.
        if (uniqueViolation(err) === 'members_bank_account_key') throw fail('CONFLICT', 'memberBankOfOther');
        throw err;
      }
      return shownAccount(bankCode, bankAccount, full);
    },
  };
}
export type MemberActions = ReturnType<typeof createMemberActions>;
