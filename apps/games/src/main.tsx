import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readLaunchTable } from './lib/launch-table';
import { readWayBack } from './lib/way-back';
import './styles/games.css';

// Before anything reads (and clears) the launch fragment: it carries the way back to the member app.
readWayBack(location.hash);
readLaunchTable(location.hash);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
