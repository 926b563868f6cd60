import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importVisitors } from './module-graph.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Every app by its folder; its workspace name is `@chokdee/<folder>`. */
const APPS = new Set(
  readdirSync(resolve(ROOT, 'apps'), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? [e.name] : [],
  ),
);

/** `apps/<name>/…` → name, for a path relative to the repository. */
const appOf = (path) => (path.split(sep)[0] === 'apps' ? path.split(sep)[1] : undefined);

/** The app an import specifier lands in, if any: resolved, since `../games/x` is the server's own folder. */
function targetApp(specifier, fromFile) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return appOf(relative(ROOT, resolve(dirname(fromFile), specifier)));
  }
  const bare = /^@chokdee\/([^/]+)/.exec(specifier)?.[1];
  return bare && APPS.has(bare) ? bare : undefined;
}

/**
 * Apps never import each other's files, and packages never import an app's: what two apps share lives in a
 * package (packages/web-kit for the browser apps). Import paths are resolved, not matched by name, which is
 * why this is a rule of its own rather than `no-restricted-imports` patterns. Option `allow`: apps this file
 * may still import (the game client's parity tests against the server's code).
 */
const rule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      crossApp:
        "{{from}} imports apps/{{to}}'s source ('{{specifier}}'): an app's files are its own; move what is shared into a package.",
    },
  },
  create(context) {
    const file = context.filename;
    const path = relative(ROOT, file);
    const ownApp = appOf(path);
    if (!ownApp && path.split(sep)[0] !== 'packages') return {};
    const allow = new Set(context.options[0]?.allow ?? []);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetApp(source.value, file);
      if (!to || to === ownApp || allow.has(to)) return;
      const from = ownApp ? `apps/${ownApp}` : path.split(sep).slice(0, 2).join('/');
      context.report({ node: source, messageId: 'crossApp', data: { from, to, specifier: source.value } });
    };
    return importVisitors(check);
  },
};

export default { rules: { 'app-boundaries': rule } };
