import { fillMessage, type AdminMemberPage } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberPath } from '../../config/paths';
import { useI18n, type MessageKey } from '../../i18n';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';
import { MemberStateChips } from './member-chips';

/** A term and its value in a definition list. */
/** One labelled fact of a member-facts list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="member-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who the member is: phone, usernames, referral, state, bound bank, when they joined and from where. */
export function MemberProfile({ member }: { member: AdminMemberPage }) {
  const { t, lang } = useI18n();
  const { profile, bank } = member;
  const at = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, lang)}</time> : t.never;
  return (
    <section className="section" aria-labelledby="member-profile-title">
      <h2 id="member-profile-title" className="section__title">
        {t.memberProfileTitle}
      </h2>
      <dl className="member-facts">
        <Fact term={t.memberPhone}>
          <span className="tabular">{profile.phoneNumber}</span>
        </Fact>
        <Fact term={t.memberBank}>
          <span className="stack">
            <span>{bankName(bank.bankCode, lang)}</span>
            <span className="tabular" translate="no">
              {formatAccount(bank.bankCode, bank.bankAccount)}
            </span>
            {bank.masked && <span className="muted">{t.memberBankMasked}</span>}
          </span>
        </Fact>
        <Fact term={t.colStatus}>
          <MemberStateChips
            locked={profile.locked}
            isBonus={profile.isBonus}
            mustChangePassword={profile.mustChangePassword}
          />
        </Fact>
        <Fact term={t.memberGameUsername}>
          <code>{profile.gameUsername}</code>
        </Fact>
        <Fact term={t.memberReferralKey}>
          <code>{profile.affiliateKey}</code>
        </Fact>
        <Fact term={t.memberReferrer}>
          {profile.referrer ? (
            <Link className="member-link tabular" to={memberPath(profile.referrer.id)}>
              {profile.referrer.phoneNumber}
            </Link>
          ) : (
            t.memberNoReferrer
          )}
        </Fact>
        <Fact term={t.colJoined}>{at(profile.createdAt)}</Fact>
        <Fact term={t.memberSignupIp}>
          <span className="tabular">{profile.signupIp ?? '—'}</span>
        </Fact>
        <Fact term={t.memberPasswordChanged}>{at(profile.passwordChangedAt)}</Fact>
        <Fact term={t.memberConsent}>
          {profile.consent ? (
            <>
              {at(profile.consent.termsAcceptedAt)} · {t.memberConsentVersion}{' '}
              <span className="tabular">{profile.consent.termsVersion}</span>
            </>
          ) : (
            t.memberNoConsent
          )}
        </Fact>
        <Fact term={t.memberId}>
          <code className="break">{profile.id}</code>
        </Fact>
      </dl>
    </section>
  );
}

/** The wallets in the order the member app shows them; the playable credit first. */
const WALLETS: { key: string; label: MessageKey }[] = [
  { key: 'gameWallet', label: 'walletGame' },
  { key: 'mainWallet', label: 'walletMain' },
  { key: 'cashbackWallet', label: 'walletCashback' },
  { key: 'affiliateWallet', label: 'walletAffiliate' },
  { key: 'prizeWallet', label: 'walletPrize' },
  { key: 'residualWallet', label: 'walletResidual' },
  { key: 'spinWallet', label: 'walletSpin' },
];

/** Money: each wallet's balance, held and available; deposits and withdrawals in all; turnover. */
export function MemberMoney({ member }: { member: AdminMemberPage }) {
  const { t } = useI18n();
  const bonus = member.turnover.activeBonus;
  return (
    <section className="section" aria-labelledby="member-money-title">
      <h2 id="member-money-title" className="section__title">
        {t.memberMoneyTitle}
      </h2>
      <dl className="member-facts">
        <Fact term={t.memberTotalDeposit}>
          <span className="tabular">{formatMoney(member.totals.totalDeposit)}</span>
        </Fact>
        <Fact term={t.memberTotalWithdraw}>
          <span className="tabular">{formatMoney(member.totals.totalWithdraw)}</span>
        </Fact>
        <Fact term={t.memberSettledTurnover}>
          <span className="tabular">{formatMoney(member.turnover.settledTotal)}</span>
        </Fact>
        <Fact term={t.memberBonusTurnover}>
          {bonus ? (
            <span className="tabular">
              {fillMessage(t.turnoverProgress, {
                done: formatMoney(bonus.nowTurnover),
                need: formatMoney(bonus.needTurnover),
              })}
            </span>
          ) : (
            t.turnoverNone
          )}
        </Fact>
      </dl>
      <WalletTable wallets={member.wallets} />
    </section>
  );
}

/**
 * The seven wallets as a small fixed table that stays a table on a phone (it scrolls inside its box if it
 * must): seven cards of four lines each would bury the rest of the page.
 */
function WalletTable({ wallets }: { wallets: AdminMemberPage['wallets'] }) {
  const { t } = useI18n();
  return (
    <div className="wallet-box" role="region" aria-label={t.memberWalletsLabel} tabIndex={0}>
      <table className="wallet-table">
        <caption className="sr-only">{t.memberWalletsLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colWallet}</th>
            <th scope="col">{t.colBalance}</th>
            <th scope="col">{t.colHeld}</th>
            <th scope="col">{t.colAvailable}</th>
          </tr>
        </thead>
        <tbody>
          {WALLETS.map(({ key, label }) => {
            const wallet = wallets[key];
            if (!wallet) return null;
            // Tickets are counted, not baht.
            const shown = (n: number) => (key === 'spinWallet' ? String(n) : formatMoney(n));
            return (
              <tr key={key}>
                <th scope="row">{t[label]}</th>
                <td>{shown(wallet.balance)}</td>
                <td>{shown(wallet.held)}</td>
                <td>{shown(wallet.available)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
