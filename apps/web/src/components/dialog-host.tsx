import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Popups are code-split: their code loads when first opened.
const PersonalInfoViewDialog = lazy(() =>
  import('../dialogs/personal-info-view-dialog').then((m) => ({ default: m.PersonalInfoViewDialog })),
);
const PasswordChangeDialog = lazy(() =>
  import('../dialogs/password-change-dialog').then((m) => ({ default: m.PasswordChangeDialog })),
);

const DepositDialog = lazy(() =>
  import('../dialogs/deposit-dialog').then((m) => ({ default: m.DepositDialog })),
);
const WithdrawDialog = lazy(() =>
  import('../dialogs/withdraw-dialog').then((m) => ({ default: m.WithdrawDialog })),
);
const HistoryDialog = lazy(() =>
  import('../dialogs/history-dialog').then((m) => ({ default: m.HistoryDialog })),
);

const CashbackClaimDialog = lazy(() =>
  import('../dialogs/cashback-claim-dialog').then((m) => ({ default: m.CashbackClaimDialog })),
);
const AffiliateDialog = lazy(() =>
  import('../dialogs/affiliate-dialog').then((m) => ({ default: m.AffiliateDialog })),
);
const WheelSpinDialog = lazy(() =>
  import('../dialogs/wheel-spin-dialog').then((m) => ({ default: m.WheelSpinDialog })),
);

export type DialogName =
  | 'personal-info'
  | 'password-change'
  | 'deposit'
  | 'withdraw'
  | 'history'
  | 'cashback'
  | 'affiliate'
  | 'wheel';

const DialogContext = createContext<(name: DialogName) => void>(() => {});

/** Opens one of the app's popups (SPEC §2 "Dialogs and popups") from anywhere in the member app. */
export const useOpenDialog = () => useContext(DialogContext);

/** Navigation state that opens a popup on the page navigated to (login → a temporary password's change). */
export interface OpenDialogState {
  openDialog?: DialogName;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { pathname } = location;
  // A popup belongs to the page it was opened on: navigating away closes it.
  const [state, setState] = useState<{ name: DialogName; path: string } | null>(null);
  // One asked for by the navigation shows until closed on that visit (keyed by the history entry).
  const [closedVisit, setClosedVisit] = useState<string | null>(null);
  const asked = (location.state as OpenDialogState | null)?.openDialog;
  const open = useCallback((name: DialogName) => setState({ name, path: pathname }), [pathname]);
  const close = useCallback(() => {
    setState(null);
    setClosedVisit(location.key);
  }, [location.key]);
  const openedHere = state && state.path === pathname ? state.name : null;
  // Asked for by the navigation (until closed on this visit): only then is it the temporary password's change.
  const fromNavigation = !openedHere && closedVisit !== location.key ? asked : undefined;
  const current = openedHere ?? fromNavigation ?? null;

  return (
    <DialogContext.Provider value={open}>
      {children}
      <Suspense fallback={null}>
        {current === 'personal-info' && <PersonalInfoViewDialog onClose={close} />}
        {current === 'password-change' && (
          <PasswordChangeDialog onClose={close} temporary={fromNavigation === 'password-change'} />
        )}
        {current === 'deposit' && <DepositDialog onClose={close} />}
        {current === 'withdraw' && <WithdrawDialog onClose={close} />}
        {current === 'history' && <HistoryDialog onClose={close} />}
        {current === 'cashback' && <CashbackClaimDialog onClose={close} />}
        {current === 'affiliate' && <AffiliateDialog onClose={close} />}
        {current === 'wheel' && <WheelSpinDialog onClose={close} />}
      </Suspense>
    </DialogContext.Provider>
  );
}
