'use client';
// Renders its children only when the current page grants the button (spec 6: a button shows
// only if its index is among the current page's buttons).
import type { ReactNode } from 'react';
import { useButtons } from './useButtons';

export interface IfButtonProps {
  /** The button's index (key) as the menu gives it. */
  btn: string;
  children: ReactNode;
  /** Shown instead when the button is not granted; nothing by default. */
  fallback?: ReactNode;
}

export function IfButton({ btn, children, fallback = null }: IfButtonProps) {
  return <>{useButtons().has(btn) ? children : fallback}</>;
}
