import { type DepositChannelView } from '@chokdee/contracts';
import { useState } from 'react';
import { ChannelView } from '../components/deposit-channel-card';
import { Dialog } from '../components/dialog';
import { TextField } from '../components/form';
import { PromptPayQr } from '../components/promptpay-qr';
import { parseAmount } from '../lib/withdraw-rules';
import { TEXT } from '../lib/text';

/**
 * SPEC §2 wallet-deposit popup: the wallet or PromptPay number with a PromptPay QR to scan; an amount
 * typed here is put in the QR (optional: there is no deposit minimum).
 */
export function WalletDepositDialog({
  channel,
  onClose,
}: {
  channel: DepositChannelView;
  onClose: () => void;
}) {
  const [amountText, setAmountText] = useState('');
  const amount = parseAmount(amountText);
  const qrAmount = Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : undefined;
  return (
    <Dialog title={TEXT.walletDepositTitle} onClose={onClose}>
      <div className="money">
        <p>{TEXT.walletDepositIntro}</p>
        <PromptPayQr target={channel.BankAccount.replace(/\D/g, '')} amount={qrAmount} />
        <TextField
          label={TEXT.walletDepositAmount}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />
        <ChannelView channel={channel} />
      </div>
    </Dialog>
  );
}
