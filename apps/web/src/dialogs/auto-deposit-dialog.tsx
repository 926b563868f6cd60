import type { DepositChannelView } from '@chokdee/contracts';
import { useUser } from '../api/get-user';
import { BankBadge } from '../components/bank-badge';
import { ChannelView } from '../components/deposit-channel-card';
import { DepositRules } from '../components/deposit-rules';
import { Dialog } from '../components/dialog';
import { Skeleton } from '../components/skeleton';
import { formatAccount } from '../lib/format';
import { TEXT } from '../lib/text';
import { bankNameOf } from '../lib/bank-name';

/**
 * SPEC §2 automatic-deposit popup: the bank feed credits a transfer by its sender, so the member sees
 * which of their accounts to send from and where to send to.
 */
export function AutoDepositDialog({
  channel,
  onClose,
}: {
  channel: DepositChannelView;
  onClose: () => void;
}) {
  const { data: user } = useUser();
  return (
    <Dialog title={TEXT.autoDepositTitle} onClose={onClose}>
      <div className="money">
        <p>{TEXT.autoDepositIntro}</p>
        <div className="route-pair">
          <span className="route-pair__label">{TEXT.autoDepositFrom}</span>
          <div className="channel">
            {user ? <BankBadge code={user.BankCode} /> : <Skeleton width="56px" />}
            <div className="channel__body">
              <span className="channel__bank">{user ? bankNameOf(user.BankCode) : ''}</span>
              <span className="channel__account mono">
                {user ? formatAccount(user.BankAccount, user.BankCode) : <Skeleton width="9em" />}
              </span>
              <span className="channel__holder">{user?.userName.fullName}</span>
            </div>
          </div>
          <span className="route-pair__label">{TEXT.autoDepositTo}</span>
          <ChannelView channel={channel} />
        </div>
        <DepositRules />
      </div>
    </Dialog>
  );
}
