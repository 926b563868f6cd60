import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './app/app';
import { applyLang } from './lib/text';
import './styles/app.css';

// zod probes `new Function` to decide on its JIT; our CSP forbids eval, so the probe is a reported violation.
configureZod({ jitless: true });
// The page is served with lang="th"; a member who chose English gets lang="en" before the first render.
applyLang();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
