// What the browser apps (apps/web, apps/admin, apps/games) share: an app never imports another app's files.
export * from './thai-date';
export * from './copy-text';
export * from './bank-logos';
export * from './english-date';
export * from './member-language';
export * from './reality-check';
