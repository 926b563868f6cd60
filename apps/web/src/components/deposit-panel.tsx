import { type DepositChannelView } from '@chokdee/contracts';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDepositChannels } from '../api/get-deposit-channels';
import { DepositChannelCard } from './deposit-channel-card';
import { DepositRules } from './deposit-rules';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { PromotionChoice } from './promotion-choice';
import { DepositRoom } from './deposit-room';
import { SlipUpload } from './slip-upload';
import '../styles/money.css';
import { SubHeading } from './sub-heading';
import { TEXT } from '../lib/text';

const AutoDepositDialog = lazy(() =>
  import('../dialogs/auto-deposit-dialog').then((m) => ({ default: m.AutoDepositDialog })),
);
const WalletDepositDialog = lazy(() =>
  import('../dialogs/wallet-deposit-dialog').then((m) => ({ default: m.WalletDepositDialog })),
);

function ChannelList({ onOpen }: { onOpen: (channel: DepositChannelView) => void }) {
  const channels = useDepositChannels();
  if (channels.isPending)
    return (
      <div className="channel-list" aria-busy="true">
        <span className="sr-only">{TEXT.loading}</span>
        <span className="skeleton tx-skeleton" aria-hidden="true" />
        <span className="skeleton tx-skeleton" aria-hidden="true" />
      </div>
    );
  if (channels.isError) return <LoadFailed error={channels.error} onRetry={() => void channels.refetch()} />;
  if (channels.data.length === 0) return <EmptyState note={TEXT.depositNoChannels} />;
  return (
    <ul className="channel-list">
      {channels.data.map((channel) => (
        <DepositChannelCard
          key={`${channel.Channel}:${channel.BankAccount}`}
          channel={channel}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
}

/**
 * The deposit screen of SPEC §2 (the `depositct` popup and the /deposit page): receiving accounts, the
 * promotion choice, the deposit rules of SPEC §5 and the slip upload.
 */
export function DepositPanel() {
  // The automatic-deposit and wallet popups open over this one: portalled to <body> so the opener's
  // focus trap does not include them.
  const [open, setOpen] = useState<DepositChannelView | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="money">
      <section aria-labelledby="deposit-channels-title">
        <SubHeading id="deposit-channels-title" className="section-title">
          {TEXT.depositChannelsTitle}
        </SubHeading>
        <ChannelList onOpen={setOpen} />
      </section>
      <DepositRoom />
      <PromotionChoice />
      <section className="notes" aria-labelledby="deposit-rules-title">
        <SubHeading id="deposit-rules-title" className="notes__title">
          {TEXT.depositRulesTitle}
        </SubHeading>
        <DepositRules />
      </section>
      <SlipUpload />
      {open &&
        createPortal(
          <Suspense fallback={null}>
            {open.Channel === 'BANK' ? (
              <AutoDepositDialog channel={open} onClose={close} />
            ) : (
              <WalletDepositDialog channel={open} onClose={close} />
            )}
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
