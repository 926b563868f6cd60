import { fillMessage, PROMPTPAY_BANK, WALLET_BANK, type AdminDepositChannel } from '@chokdee/contracts';
import { BankLogo } from '../../components/bank-logo';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { bankName, formatAccount } from '../../lib/bank';

/** The code the channel is shown under: its bank, or the wallet's and PromptPay's own. */
export function channelCode(c: AdminDepositChannel) {
  if (c.channel === 'WALLET') return WALLET_BANK.code;
  if (c.channel === 'PROMPTPAY') return PROMPTPAY_BANK.code;
  return c.bankCode ?? '';
}

/** The number money is sent to: the site's own account, shown whole. */
export const channelNumber = (c: AdminDepositChannel) =>
  (c.channel === 'WALLET' ? c.phoneNumber : c.bankAccount) ?? '';

/** How a row is named in buttons and questions: "ธนาคารกสิกรไทย 123-4-56789-0". */
export function useChannelName() {
  const { lang } = useI18n();
  return (c: AdminDepositChannel) => {
    const code = channelCode(c);
    return `${bankName(code, lang)} ${formatAccount(code, channelNumber(c))}`;
  };
}

/** The bank's logo (decorative) and name, the whole number and the holder. */
export function ChannelAccountCell({ channel }: { channel: AdminDepositChannel }) {
  const { lang } = useI18n();
  const code = channelCode(channel);
  return (
    <span className="bank-cell">
      <BankLogo code={code} />
      <span className="stack">
        <span>{bankName(code, lang)}</span>
        <span className="tabular nowrap" translate="no">
          {formatAccount(code, channelNumber(channel))}
        </span>
        <span className="muted">{channel.fullName}</span>
      </span>
    </span>
  );
}

/** One transfer's limits, or "no limits". */
export function LimitsCell({ channel }: { channel: AdminDepositChannel }) {
  const { t } = useI18n();
  const { minAmount: min, maxAmount: max } = channel;
  if (min === null && max === null) return <span className="muted">{t.chNoLimits}</span>;
  return (
    <span className="stack tabular">
      {min !== null && <span>{fillMessage(t.chMin, { amount: formatMoney(min) })}</span>}
      {max !== null && <span>{fillMessage(t.chMax, { amount: formatMoney(max) })}</span>}
    </span>
  );
}

/** Who sees it in the deposit dialog. */
export function ShownCell({ channel }: { channel: AdminDepositChannel }) {
  const { t } = useI18n();
  return channel.hiddenFromNew ? (
    <span className="chip chip--info">{t.chShownDepositors}</span>
  ) : (
    <span>{t.chShownAll}</span>
  );
}
