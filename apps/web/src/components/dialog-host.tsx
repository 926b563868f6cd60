import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Popups are code-split: their code loads when first opened.
const PersonalInfoViewDialog = lazy(() =>
  import('../dialogs/personal-info-view-dialog').then((m) => ({ default: m.PersonalInfoViewDialog })),
);
const PasswordChangeDialog = lazy(() =>
  import('../dialogs/password-change-dialog').then((m) => ({ default: m.PasswordChangeDialog })),
);

export type DialogName = 'personal-info' | 'password-change';

const DialogContext = createContext<(name: DialogName) => void>(() => {});

/** Opens one of the app's popups (SPEC §2 "Dialogs and popups") from anywhere in the member app. */
export const useOpenDialog = () => useContext(DialogContext);

export function DialogHost({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A popup belongs to the page it was opened on: navigating away closes it.
  const [state, setState] = useState<{ name: DialogName; path: string } | null>(null);
  const open = useCallback((name: DialogName) => setState({ name, path: pathname }), [pathname]);
  const close = useCallback(() => setState(null), []);
  const current = state && state.path === pathname ? state.name : null;

  return (
    <DialogContext.Provider value={open}>
      {children}
      <Suspense fallback={null}>
        {current === 'personal-info' && <PersonalInfoViewDialog onClose={close} />}
        {current === 'password-change' && <PasswordChangeDialog onClose={close} />}
      </Suspense>
    </DialogContext.Provider>
  );
}
