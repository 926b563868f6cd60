import { runtimeConfig } from '../config/runtime';
import { TEXT } from './text';

/** What /wheel-script/script defines: it draws the segments and turns to the one the server drew. */
export interface WheelWidget {
  spinTo(index: number): Promise<number>;
}

interface WheelWidgetApi {
  mount(root: Element, prizes: readonly { label: string }[]): WheelWidget;
}

declare global {
  interface Window {
    ChokdeeWheel?: WheelWidgetApi;
  }
}

let script: Promise<WheelWidgetApi> | undefined;
let markup: Promise<string> | undefined;

/**
 * SPEC §7: the wheel widget's script comes from GET /wheel-script/script as an external <script src>
 * (CSP script-src 'self' allows no inline code), loaded once on the first wheel shown.
 */
function loadScript(): Promise<WheelWidgetApi> {
  script ??= new Promise<WheelWidgetApi>((resolve, reject) => {
    if (window.ChokdeeWheel) return resolve(window.ChokdeeWheel);
    const el = document.createElement('script');
    el.src = `${runtimeConfig.apiBase}/wheel-script/script`;
    el.async = true;
    el.onload = () => (window.ChokdeeWheel ? resolve(window.ChokdeeWheel) : reject(new Error('no widget')));
    el.onerror = () => reject(new Error('wheel script failed'));
    document.head.append(el);
  }).catch((err: unknown) => {
    script = undefined; // a later visit may try again
    throw err;
  });
  return script;
}

/** GET /wheel-script/html5: the widget's markup (pointer and canvas), put into the page as is. */
function loadMarkup(): Promise<string> {
  markup ??= fetch(`${runtimeConfig.apiBase}/wheel-script/html5`)
    .then((res) => {
      if (!res.ok) throw new Error(`wheel markup ${res.status}`);
      return res.text();
    })
    .catch((err: unknown) => {
      markup = undefined;
      throw err;
    });
  return markup;
}

/** Puts the widget into `container` and draws `prizes` (in wheel order) on it. */
export async function mountWheelWidget(container: HTMLElement, prizes: readonly { label: string }[]) {
  const [api, html] = await Promise.all([loadScript(), loadMarkup()]);
  // Same-origin markup from our own server (the widget's fixed fragment), not user content.
  container.innerHTML = html;
  const root = container.querySelector('[data-chokdee-wheel]');
  if (!root) throw new Error('wheel markup without root');
  // The server's markup names the wheel in Thai; the member's language names it here.
  root.querySelector('canvas')?.setAttribute('aria-label', TEXT.wheelImageLabel);
  return api.mount(root, prizes);
}
