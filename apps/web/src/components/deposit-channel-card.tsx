import { fillMessage, WALLET_BANK, type DepositChannelView } from '@chokdee/contracts';
import type { ReactNode } from 'react';
import { formatAccount, formatMoney } from '../lib/format';
import { BankBadge } from './bank-badge';
import { CopyButton } from './copy-button';
import { Icon } from './icons';
import { TEXT } from '../lib/text';
import { bankNameOf } from '../lib/bank-name';

/** Wallet and PromptPay numbers are phone numbers (or ids): dashed like a phone, not like a bank account. */
export const dashedAccount = (c: DepositChannelView) =>
  formatAccount(c.BankAccount, c.Channel === 'BANK' ? c.BankCode : WALLET_BANK.code);

/** The channel's limits of one transfer, when the operator set any (not in SPEC §3: null without them). */
export function channelLimits(c: DepositChannelView): string | null {
  const min = c.MinAmount === undefined ? undefined : formatMoney(c.MinAmount);
  const max = c.MaxAmount === undefined ? undefined : formatMoney(c.MaxAmount);
  if (min && max) return fillMessage(TEXT.depositChannelRange, { min, max });
  if (min) return fillMessage(TEXT.depositChannelMin, { min });
  if (max) return fillMessage(TEXT.depositChannelMax, { max });
  return null;
}

/** A receiving account: badge, bank name, dashed number, holder name and a copy button (SPEC §2). */
export function ChannelView({
  channel,
  as: Tag = 'div',
  children,
}: {
  channel: DepositChannelView;
  as?: 'div' | 'li';
  children?: ReactNode;
}) {
  const account = dashedAccount(channel);
  const limits = channelLimits(channel);
  return (
    <Tag className="channel">
      <BankBadge code={channel.BankCode} />
      <div className="channel__body">
        <span className="channel__bank">{bankNameOf(channel.BankCode, channel.BankName)}</span>
        <span className="channel__account mono">{account}</span>
        <span className="channel__holder">
          <span className="sr-only">{TEXT.accountHolder} </span>
          {channel.fullName}
        </span>
        {limits && <span className="channel__limits">{limits}</span>}
      </div>
      <div className="channel__actions">
        <CopyButton
          text={channel.BankAccount}
          what={`${TEXT.copyAccount} ${bankNameOf(channel.BankCode, channel.BankName)} ${account}`}
        />
        {children}
      </div>
    </Tag>
  );
}

/**
 * One entry of the deposit dialog's list; bank accounts lead to the automatic-deposit popup, wallets and
 * PromptPay to the QR popup (SPEC §2).
 */
export function DepositChannelCard({
  channel,
  onOpen,
}: {
  channel: DepositChannelView;
  onOpen: (channel: DepositChannelView) => void;
}) {
  const isBank = channel.Channel === 'BANK';
  return (
    <ChannelView channel={channel} as="li">
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => onOpen(channel)}>
        <Icon name={isBank ? 'zap' : 'grid'} size={16} />
        {isBank ? TEXT.autoDepositOpen : TEXT.walletDepositOpen}
        <span className="sr-only"> {bankNameOf(channel.BankCode, channel.BankName)}</span>
      </button>
    </ChannelView>
  );
}
