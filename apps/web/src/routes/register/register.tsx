import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { BankStep, type CheckedBank } from './bank-step';
import { DetailsStep } from './details-step';
import { PhoneStep } from './phone-step';
import { TEXT } from '../../lib/text';

type Step = { step: 1 } | { step: 2; phone: string } | { step: 3; phone: string; bank: CheckedBank };

const STEPS = [TEXT.stepPhone, TEXT.stepBank, TEXT.stepDetails];

/** Registration in three steps (SPEC §4): phone, then bank account, then details and submit. */
export function RegisterRoute() {
  const [state, setState] = useState<Step>({ step: 1 });
  const cardRef = useRef<HTMLDivElement>(null);
  // The button that moved the member on is gone: focus goes to the new step. The view goes back to the
  // top, where the step indicator is; a plain focus() would scroll the tall card under the sticky header.
  useEffect(() => {
    if (state.step === 1) return;
    cardRef.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [state.step]);
  return (
    <Page title={TEXT.registerTitle} className="auth-page" backTo={paths.home.getHref()}>
      <ol className="steps">
        {STEPS.map((label, i) => (
          <li
            key={label}
            className={`steps__item${i + 1 === state.step ? ' steps__item--current' : ''}${i + 1 < state.step ? ' steps__item--done' : ''}`}
            aria-current={i + 1 === state.step ? 'step' : undefined}
          >
            <span className="steps__num" aria-hidden="true">
              {i + 1}
            </span>
            <span className="sr-only">{`${TEXT.stepLabel} ${i + 1}: `}</span>
            <span className="steps__label">{label}</span>
          </li>
        ))}
      </ol>
      <div
        className="card"
        ref={cardRef}
        tabIndex={-1}
        role="group"
        aria-label={`${TEXT.stepLabel} ${state.step}: ${STEPS[state.step - 1]}`}
      >
        {state.step === 1 && <PhoneStep onDone={(phone) => setState({ step: 2, phone })} />}
        {state.step === 2 && (
          <BankStep
            onBack={() => setState({ step: 1 })}
            onDone={(bank) => setState({ step: 3, phone: state.phone, bank })}
          />
        )}
        {state.step === 3 && (
          <DetailsStep
            phone={state.phone}
            bank={state.bank}
            onBack={() => setState({ step: 2, phone: state.phone })}
          />
        )}
      </div>
      <p className="form__links">
        {TEXT.haveAccount}{' '}
        <Link to={paths.login.getHref()} className="text-link">
          {TEXT.navLogin}
        </Link>
      </p>
    </Page>
  );
}
