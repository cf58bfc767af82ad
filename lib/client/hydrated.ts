'use client';
// A server-rendered button shows before the page's script runs, and a click then does nothing.
// Buttons that open something disable themselves until the page has hydrated.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating; true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
