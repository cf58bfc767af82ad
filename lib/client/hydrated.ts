'use client';
// A server-rendered button shows before the page's script runs, and a click then does nothing.
// Buttons that open something disable themselves until the page has hydrated.
import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating; true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * False on the server, while hydrating and in a component's first render; true once that render
 * has been painted (a frame, then a task: the frame's paint is done by then). For a part heavy
 * enough to be worth showing something lighter first.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => { timer = window.setTimeout(() => setPainted(true)); });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
