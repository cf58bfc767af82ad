'use client';
// The button indices granted on the current page (spec 6).
import { useMemo } from 'react';
import { useCurrentPage } from './useCurrentPage';

export function useButtons(): ReadonlySet<string> {
  const current = useCurrentPage();
  return useMemo(() => new Set(current?.page.btns.map((btn) => btn.index) ?? []), [current]);
}
