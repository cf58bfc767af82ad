'use client';
// A module loaded on the side (import() started ahead): undefined until it has loaded, then the
// module. Not through React's Suspense (next/dynamic, lazy): React shows content that suspended
// no sooner than 300 ms after the page's last reveal, which held a chart back that was long loaded.
import { useEffect, useState } from 'react';

export function useModule<T>(loading: Promise<T> | undefined): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    let current = true;
    loading?.then((module) => { if (current) setLoaded(() => module); }, () => undefined);
    return () => { current = false; };
  }, [loading]);
  return loaded;
}
