import type { StaffLoginAnswer } from '@chokdee/contracts';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../api/get-session';
import { LanguageSwitch } from '../../components/app-header';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

/** What a page that sent the person here passes along: where to return, why they were signed out. */
interface LoginState {
  from?: string;
  message?: string;
}

/** Sign-in in two steps: username and password, then the TOTP code (enrolling the app the first time). */
export function LoginRoute() {
  const { t } = useI18n();
  const state = (useLocation().state ?? {}) as LoginState;
  const session = useSession();
  const [ticket, setTicket] = useState<StaffLoginAnswer | null>(null);

  if (session.data) return <Navigate to={state.from ?? paths.dashboard} replace />;
  return (
    <main id="main" className="login">
      <div className="login__card">
        <div className="login__top">
          <span className="brand">
            <span className="brand__text">{t.appName}</span>
          </span>
          <LanguageSwitch />
        </div>
        <Page title={t.signInTitle}>
          {state.message && !ticket && (
            <p className="notice" role="alert">
              {state.message}
            </p>
          )}
          {ticket ? (
            <CodeStep
              answer={ticket}
              returnTo={state.from ?? paths.dashboard}
              onStartOver={() => setTicket(null)}
            />
          ) : (
            <PasswordStep onTicket={setTicket} />
          )}
        </Page>
      </div>
    </main>
  );
}
