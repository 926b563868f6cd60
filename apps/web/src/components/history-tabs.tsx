import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDepositHistory } from '../api/get-deposit-history';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import { TransactionList } from './transaction-list';
import { TEXT } from '../lib/text';

const TABS = [
  { key: 'deposit', label: TEXT.historyDeposit },
  { key: 'withdraw', label: TEXT.historyWithdraw },
] as const;

type Tab = (typeof TABS)[number]['key'];

function DepositTab() {
  return <TransactionList query={useDepositHistory()} filter="deposit" />;
}

function WithdrawTab() {
  return <TransactionList query={useWithdrawHistory()} filter="withdraw" />;
}

/** SPEC §2 history: deposit and withdraw tabs (WAI-ARIA tabs: arrow keys move between them). */
export function HistoryTabs() {
  const [tab, setTab] = useState<Tab>('deposit');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.key === tab);
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setTab(TABS[next]!.key);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div className="tabs" role="tablist" aria-label={TEXT.navHistory} onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.key}`}
            className="tabs__tab"
            aria-selected={tab === t.key}
            aria-controls={`${base}-panel`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`}>
        {tab === 'deposit' ? <DepositTab /> : <WithdrawTab />}
      </div>
    </div>
  );
}
