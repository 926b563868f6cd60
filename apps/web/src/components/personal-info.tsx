import { findBank, type UserInfo } from '@chokdee/contracts';
import { formatAccount } from '../lib/format';
import { BankBadge } from './bank-badge';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';
import { bankName } from '../lib/bank-name';

/** Personal info of SPEC §2 (personalct): full name, phone, bank with account number, username. */
export function PersonalInfo({ user }: { user: UserInfo | undefined }) {
  const bank = user ? findBank(user.BankCode) : undefined;
  return (
    <dl className="info-list">
      <div className="info-list__row">
        <dt>{TEXT.fullName}</dt>
        <dd>{user ? user.userName.fullName : <Skeleton width="10em" />}</dd>
      </div>
      <div className="info-list__row">
        <dt>{TEXT.phoneLabel}</dt>
        <dd>{user ? user.PhoneNumber : <Skeleton />}</dd>
      </div>
      <div className="info-list__row">
        <dt>{TEXT.bankAccount}</dt>
        <dd className="info-list__bank">
          {user ? (
            <>
              <BankBadge code={user.BankCode} size="sm" />
              <span>
                <span className="info-list__bank-name">{bank ? bankName(bank) : user.BankCode}</span>
                <span className="mono">{formatAccount(user.BankAccount, user.BankCode)}</span>
              </span>
            </>
          ) : (
            <Skeleton width="9em" />
          )}
        </dd>
      </div>
      <div className="info-list__row">
        <dt>{TEXT.username}</dt>
        <dd>{user ? user.PhoneNumber : <Skeleton />}</dd>
      </div>
    </dl>
  );
}
