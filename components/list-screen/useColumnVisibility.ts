'use client';
// Which columns the user hid, remembered per user and screen (localStorage
// `columns:<userId or 'me'>:<path>`). Read after mount: the server render has no storage.
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useState } from 'react';
import { columnsStorageKey, readVisibility, writeVisibility } from '@/lib/list/column-storage';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function useColumnVisibility(userId: string | undefined, path: string, fields: readonly string[]) {
  const key = columnsStorageKey(userId, path);
  const [model, setModel] = useState<GridColumnVisibilityModel>({});
  const known = fields.join('\u0000');

  useEffect(() => {
    const stored = readVisibility(storage(), key, known.split('\u0000'));
    // The same choice as shown (mostly none): the same object, so the grid does not render again.
    setModel((shown) => (JSON.stringify(shown) === JSON.stringify(stored) ? shown : stored));
  }, [key, known]);

  const change = useCallback((next: GridColumnVisibilityModel) => {
    setModel(next);
    writeVisibility(storage(), key, next);
  }, [key]);

  return [model, change] as const;
}
