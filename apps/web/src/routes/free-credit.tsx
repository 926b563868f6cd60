import { redeemItemCodeBody } from '@chokdee/contracts';
import { Link } from 'react-router';
import { errorMessage } from '../api/client';
import { useRedeemItemCode } from '../api/redeem-itemcode';
import { SubmitButton, TextField, useZodForm } from '../components/form';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { showError, showSuccess } from '../lib/alerts';
import { useToken } from '../lib/session';
import { MESSAGE, TEXT } from '../lib/text';

function RedeemForm() {
  const redeem = useRedeemItemCode();
  const form = useZodForm(redeemItemCodeBody, { defaultValues: { redeem_code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const res = await redeem.mutateAsync(body);
      form.reset();
      await showSuccess(res.message ?? MESSAGE.ok);
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <form className="card form" noValidate onSubmit={onSubmit}>
      <TextField
        label={TEXT.itemCodeLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        error={errors.redeem_code?.message}
        {...form.register('redeem_code')}
      />
      <SubmitButton pending={redeem.isPending}>{TEXT.itemCodeSubmit}</SubmitButton>
    </form>
  );
}

/** /free_credit: redeem an item code for free credit; the server's message says what happened. */
export function FreeCreditRoute() {
  const token = useToken();
  return (
    <Page title={TEXT.itemCodeTitle} className="narrow">
      <p className="lead">{TEXT.itemCodeIntro}</p>
      {token ? (
        <RedeemForm />
      ) : (
        <Link to={paths.login.getHref()} className="btn btn-primary btn-block">
          {TEXT.itemCodeLoginFirst}
        </Link>
      )}
    </Page>
  );
}
