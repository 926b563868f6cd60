import type { UserInfo } from '@chokdee/contracts';
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, readJson, writeItem } from './storage';

/**
 * The member's session as SPEC §4 keeps it: the access token and the user info in localStorage.
 * Components subscribe to the token only; the user info itself is server state (api/get-user.ts).
 */
let token = readItem(STORAGE_KEYS.token);
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab changes this tab too.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
    token = readItem(STORAGE_KEYS.token);
    emit();
  });
}

export function getToken() {
  return token;
}

export function getStoredUser(): UserInfo | undefined {
  return token ? readJson<UserInfo>(STORAGE_KEYS.user) : undefined;
}

export function saveUser(user: UserInfo) {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveSession(newToken: string, user: UserInfo) {
  token = newToken;
  writeItem(STORAGE_KEYS.token, newToken);
  saveUser(user);
  emit();
}

export function clearSession() {
  token = null;
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The access token (null for a visitor), re-rendering on sign-in and sign-out. */
export function useToken() {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

export function readShareToken() {
  return readItem(STORAGE_KEYS.shareToken);
}

interface Remembered {
  phone: string;
  password: string;
}

/** Remember-me keeps the phone number AND the password, as SPEC §4 asks (the risk: DECISIONS, Member app: session). */
export function readRemembered(): Remembered | undefined {
  const value = readJson<Remembered>(STORAGE_KEYS.remember);
  return typeof value?.phone === 'string' && typeof value.password === 'string' ? value : undefined;
}

export function writeRemembered(value: Remembered | null) {
  writeItem(STORAGE_KEYS.remember, value ? JSON.stringify(value) : null);
}
