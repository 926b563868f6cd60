import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './app/app';
import { applyStoredLang } from './i18n';
import './styles/admin.css';

// zod probes `new Function` to decide on its JIT; the CSP forbids eval, so the probe is a reported violation.
configureZod({ jitless: true });
applyStoredLang();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
