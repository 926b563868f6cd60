import { userInfo, type UserInfo } from '@chokdee/contracts';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STORAGE_KEYS } from './storage-keys';
import { readItem, readJson, writeItem } from './storage';

/**
 * The member's session as SPEC §4 keeps it: the access token and the user info in localStorage.
 * Components subscribe to the token only; the user info itself is server state (api/get-user.ts).
 */
let token = readItem(STORAGE_KEYS.token);
/**
 * A stored user of the wrong shape (readJson drops it) ends the stored session too: the member signs in
 * again rather than meeting a screen that half works. RouteEffects sends them to login once.
 */
let discarded = false;
if (token && readItem(STORAGE_KEYS.user) !== null && !readJson(STORAGE_KEYS.user, userInfo)) {
  token = null;
  writeItem(STORAGE_KEYS.token, null);
  discarded = true;
}

/** True once after a stored session was dropped for a stored user of the wrong shape. */
export function takeDiscardedSession() {
  const was = discarded;
  discarded = false;
  return was;
}

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
  return token ? readJson(STORAGE_KEYS.user, userInfo) : undefined;
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

/** Ends the session; a referrer's share token is no use to a member any more (SPEC §4: kept for signup). */
export function clearSession() {
  token = null;
  writeItem(STORAGE_KEYS.token, null);
  writeItem(STORAGE_KEYS.user, null);
  clearShareToken();
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

/** The share token has done its work once the signup went through (or the member signs out). */
export function clearShareToken() {
  writeItem(STORAGE_KEYS.shareToken, null);
}

const remembered = z.object({ phone: z.string(), password: z.string() });
type Remembered = z.infer<typeof remembered>;

/**
 * Remember-me keeps the phone number AND the password, as SPEC §4 asks (the risk:
 * docs/decisions/083-remember-me-password.md).
 */
export function readRemembered(): Remembered | undefined {
  return readJson(STORAGE_KEYS.remember, remembered);
}

export function writeRemembered(value: Remembered | null) {
  writeItem(STORAGE_KEYS.remember, value ? JSON.stringify(value) : null);
}
