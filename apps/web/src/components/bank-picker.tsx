import { BANKS, WALLET_BANK } from '@chokdee/contracts';
import type { ComponentProps } from 'react';
import { BankBadge } from './bank-badge';
import { LANG, TEXT } from '../lib/text';

const OPTIONS = [...BANKS, WALLET_BANK];

/** The 17 banks and the TrueMoney wallet as radio tiles (arrow keys move between them natively). */
export function BankPicker({
  invalid,
  ...radio
}: { invalid?: boolean } & Omit<ComponentProps<'input'>, 'type' | 'value'>) {
  return (
    <fieldset className="bank-picker" aria-invalid={invalid ? true : undefined}>
      <legend className="field__label">{TEXT.chooseBank}</legend>
      <div className="bank-picker__grid">
        {OPTIONS.map((bank) => (
          <label key={bank.code} className="bank-option">
            <input type="radio" className="bank-option__input" value={bank.code} {...radio} />
            <span className="bank-option__body">
              <BankBadge code={bank.code} />
              <span className="bank-option__name">
                {LANG === 'en' ? bank.en : bank.th.replace(/^ธนาคาร/, '')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
