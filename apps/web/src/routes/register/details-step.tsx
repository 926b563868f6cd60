import { signupBody, TERMS_VERSION } from '@chokdee/contracts';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { usePrefix } from '../../api/get-prefix';
import { useSignup } from '../../api/signup';
import { BankBadge } from '../../components/bank-badge';
import {
  CheckboxField,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  useZodForm,
} from '../../components/form';
import { Icon } from '../../components/icons';
import { memberHref, paths } from '../../config/paths';
import { showError, showSuccess } from '../../lib/alerts';
import { formatAccount } from '../../lib/format';
import { clearShareToken, readShareToken } from '../../lib/session';
import type { CheckedBank } from './bank-step';
import { MESSAGE, TEXT } from '../../lib/text';
import { bankNameOf } from '../../lib/bank-name';

/**
 * Step 3: names from the bank check (locked), password twice, optional wallet id, promotion opt-in, age and
 * terms (required, issue 27 item 7), then POST signup with the bank token. Success → 'ลงทะเบียนเรียบร้อยแล้ว' and on to the login screen.
 */
export function DetailsStep({
  phone,
  bank,
  onBack,
}: {
  phone: string;
  bank: CheckedBank;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const signup = useSignup();
  const { data: site } = usePrefix();
  // SPEC §5: names are locked when the bank check found them; a site without lookup asks for them.
  const namesLocked = bank.firstName !== '' && bank.lastName !== '';

  const form = useZodForm(signupBody, {
    defaultValues: {
      phoneNumber: phone,
      BankCode: bank.BankCode,
      BankAccount: bank.BankAccount,
      firstName: bank.firstName,
      lastName: bank.lastName,
      tokenBank: bank.token,
      affiliateKey: readShareToken() ?? undefined,
      Password: '',
      Confirm_Password: '',
      WalletId: '',
      isBonus: false,
      // Issue 27 item 7: always sent; the schema holds the submit until the box is ticked.
      consent: { adult: false, termsVersion: TERMS_VERSION },
    },
  });
  const { errors } = form.formState;
  // Fields of earlier steps are not on this screen; should one fail, its message shows here.
  const earlier = (errors.phoneNumber ?? errors.BankCode ?? errors.BankAccount ?? errors.affiliateKey)
    ?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    if (!namesLocked && (!body.firstName || !body.lastName)) {
      await showError(MESSAGE.fillAll);
      return;
    }
    try {
      await signup.mutateAsync({
        body: { ...body, WalletId: body.WalletId || undefined },
        tokenBank: bank.token,
      });
      // The referrer is recorded with the account: the token must not follow a later signup on this phone.
      clearShareToken();
      await showSuccess(MESSAGE.registered);
      void navigate(paths.login.getHref(), { state: { phone } });
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <div className="chosen-bank">
        <BankBadge code={bank.BankCode} />
        <span>
          <span className="chosen-bank__name">{bankNameOf(bank.BankCode)}</span>
          <span className="mono">{formatAccount(bank.BankAccount, bank.BankCode)}</span>
        </span>
      </div>
      <div className="form__row">
        <TextField
          label={TEXT.firstNameLabel}
          readOnly={namesLocked}
          maxLength={100}
          autoComplete="given-name"
          className={namesLocked ? 'field--locked' : undefined}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={TEXT.lastNameLabel}
          readOnly={namesLocked}
          maxLength={100}
          autoComplete="family-name"
          className={namesLocked ? 'field--locked' : undefined}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      {namesLocked && (
        <p className="field__hint field__hint--icon">
          <Icon name="lock" size={14} />
          {TEXT.namesLocked}
        </p>
      )}
      <PasswordField
        label={TEXT.passwordLabel}
        hint={TEXT.passwordHint}
        autoComplete="new-password"
        maxLength={15}
        error={errors.Password?.message}
        {...form.register('Password')}
      />
      <PasswordField
        label={TEXT.confirmPasswordLabel}
        autoComplete="new-password"
        maxLength={15}
        error={errors.Confirm_Password?.message}
        {...form.register('Confirm_Password')}
      />
      <TextField
        label={TEXT.walletIdLabel}
        maxLength={100}
        autoComplete="off"
        error={errors.WalletId?.message}
        {...form.register('WalletId')}
      />
      {site?.Promotion !== false && (
        <CheckboxField label={TEXT.promotionOptIn} {...form.register('isBonus')} />
      )}
      <CheckboxField
        label={
          <>
            {TEXT.consentAdult} {/* A new tab: the form and its bank check stay as they are. */}
            <a
              href={memberHref(paths.terms.getHref())}
              target="_blank"
              rel="noopener noreferrer"
              className="text-link"
            >
              {TEXT.termsTitle}
              <span className="sr-only"> {TEXT.opensInNewTab}</span>
            </a>
          </>
        }
        error={errors.consent?.adult?.message ?? errors.consent?.termsVersion?.message}
        {...form.register('consent.adult')}
      />
      <section className="notes" aria-labelledby="signup-notes">
        <h2 id="signup-notes" className="notes__title">
          {TEXT.notesTitle}
        </h2>
        <ul>
          <li>{TEXT.noteNoEdit}</li>
          <li>{TEXT.noteRealData}</li>
        </ul>
      </section>
      <FormError message={earlier} />
      <div className="form__row">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          {TEXT.back}
        </button>
        <SubmitButton pending={signup.isPending}>{TEXT.signupSubmit}</SubmitButton>
      </div>
    </form>
  );
}
