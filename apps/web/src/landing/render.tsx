import { renderToStaticMarkup } from 'react-dom/server';
import { LandingHead, LandingPage } from './landing-page';

/** Called at build time by tooling/prerender-landing.ts: the landing page as plain HTML. */
export function renderLanding() {
  return {
    head: renderToStaticMarkup(<LandingHead />),
    body: renderToStaticMarkup(<LandingPage />),
  };
}
