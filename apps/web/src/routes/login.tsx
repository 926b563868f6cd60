import { loginBody } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { lineChatUrl, usePrefix } from '../api/get-prefix';
import { useLogin } from '../api/login';
import {
  CheckboxField,
  FormError,
  PasswordField,
  SubmitButton,
  TextField,
  useZodForm,
} from '../components/form';
import type { OpenDialogState } from '../components/dialog-host';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { showError } from '../lib/alerts';
import { readRemembered, writeRemembered } from '../lib/session';
import { TEXT } from '../lib/text';

/** Login (SPEC §2, §4, §5): phone + password, remember-me, forgot password via the site's LINE. */
export function LoginRoute() {
  const navigate = useNavigate();
  const state = useLocation().state as { phone?: string; from?: string } | null;
  const fromSignup = state?.phone;
  // A visitor sent here by a game tile goes back to that list (an in-app path, never another site).
  const back =
    state?.from?.startsWith('/') && !state.from.startsWith('//') ? state.from : paths.home.getHref();
  const [remembered] = useState(readRemembered);
  const [remember, setRemember] = useState(remembered !== undefined);
  const login = useLogin();
  const { data: site } = usePrefix();

  const form = useZodForm(loginBody, {
    defaultValues: {
      phoneNumber: fromSignup ?? remembered?.phone ?? '',
      Password: fromSignup ? '' : (remembered?.password ?? ''),
    },
  });
  const { errors } = form.formState;
  // Straight from signup: the phone is in, so the password is what is left to type.
  const { setFocus } = form;
  useEffect(() => {
    if (fromSignup) setFocus('Password');
  }, [fromSignup, setFocus]);
  // SPEC §5: one message for both fields ('เบอร์โทรศัพท์ หรือ รหัสผ่าน ไม่ถูกต้อง').
  const problem = (errors.phoneNumber ?? errors.Password)?.message;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await login.mutateAsync(body);
      // A temporary password set by staff: the page opens on its change.
      const opened: OpenDialogState | undefined = answer.mustChangePassword
        ? { openDialog: 'password-change' }
        : undefined;
      writeRemembered(
        remember && !answer.mustChangePassword ? { phone: body.phoneNumber, password: body.Password } : null,
      );
      void navigate(back, { replace: true, state: opened });
    } catch (err) {
      await showError(errorMessage(err));
    }
  });

  return (
    <Page title={TEXT.loginTitle} className="auth-page" backTo={paths.home.getHref()}>
      {fromSignup ? (
        <p className="ready-note" role="status">
          {TEXT.loginAfterSignup}
        </p>
      ) : (
        <p className="lead">{TEXT.loginIntro}</p>
      )}
      <form className="card form" noValidate onSubmit={onSubmit}>
        <TextField
          label={TEXT.phoneLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          invalid={!!errors.phoneNumber}
          {...form.register('phoneNumber')}
        />
        <PasswordField
          label={TEXT.passwordLabel}
          autoComplete="current-password"
          invalid={!!errors.Password}
          {...form.register('Password')}
        />
        <CheckboxField
          label={TEXT.rememberMe}
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <FormError message={problem} />
        <SubmitButton pending={login.isPending}>{TEXT.loginTitle}</SubmitButton>
        <div className="form__links">
          <p>
            {TEXT.noAccount}{' '}
            <Link to={paths.register.getHref()} className="text-link">
              {TEXT.navRegister}
            </Link>
          </p>
          <a
            className="text-link"
            href={site?.LineId ? lineChatUrl(site.LineId) : undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            {TEXT.forgotPassword}
          </a>
        </div>
      </form>
    </Page>
  );
}
