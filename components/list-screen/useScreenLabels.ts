'use client';
// A declared screen's labels (screens.<entity>: title, fields, options, actions) and the options
// of its selects: declared values, yes/no, the caller's lots, and ref fields' rows from the backend.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useCurrency } from '@/components/app/CurrencyProvider';
import type { CellLabels } from '@/lib/list/cells';
import { isLotField, readsLots, refFieldNames, toOptions, type Option } from '@/lib/list/options';
import type { FieldDecl, ScreenDecl } from '@/lib/screens/types';
import type { Language } from '@/lib/spec-constants';
import { lotsKey, optionsKey, screenCall } from './screen-api';

const OPTIONS_STALE_MS = 5 * 60_000;

export interface ScreenLabels extends CellLabels {
  title: string;
  field(name: string): string;
  action(name: string): string;
  /** What a row action's success notice says: screens.<entity>.done.<action>, else "Done". */
  done(action: string): string;
  /** The options a select, lot or boolean field offers. */
  optionsOf(field: FieldDecl): Option[];
}

/** Stable (module-level) so that TanStack Query memoises the combined result. */
const dataOf = (results: { data?: Option[] }[]) => results.map((r) => r.data);

export function useScreenLabels(screen: ScreenDecl, path: string): ScreenLabels {
  const t = useTranslations(`screens.${screen.entity}`);
  const currency = useCurrency();
  const language = useLocale() as Language;
  const list = useTranslations('list');
  const needsLots = readsLots(screen);
  const refFields = useMemo(() => refFieldNames(screen), [screen]);

  const lots = useQuery({
    queryKey: lotsKey(path),
    queryFn: () => screenCall<unknown>(path, 'lots'),
    enabled: needsLots,
    staleTime: OPTIONS_STALE_MS,
    select: toOptions,
  });
  const refs = useQueries({
    queries: refFields.map((field) => ({
      queryKey: optionsKey(path, field),
      queryFn: () => screenCall<unknown>(path, 'options', { field }),
      staleTime: OPTIONS_STALE_MS,
      select: toOptions,
    })),
    combine: dataOf,
  });

  return useMemo(() => {
    const label = (key: string, fallback: string) => (t.has(key) ? t(key) : fallback);
    const yes = list('yes');
    const no = list('no');
    const byRef = new Map(refFields.map((name, i) => [name, refs[i] ?? []]));
    const optionsOf = (field: FieldDecl): Option[] => {
      if (field.options) return field.options.map((v) => ({ value: String(v), label: label(`options.${field.name}.${v}`, String(v)) }));
      if (field.type === 'boolean') {
        return [{ value: 'true', label: label(`options.${field.name}.true`, yes) }, { value: 'false', label: label(`options.${field.name}.false`, no) }];
      }
      if (isLotField(field)) return lots.data ?? [];
      if (field.ref) return byRef.get(field.name) ?? [];
      return [];
    };
    const lookups = new Map<string, Map<string, string>>();
    const option = (field: FieldDecl, value: string) => {
      let lookup = lookups.get(field.name);
      if (!lookup) {
        lookup = new Map(optionsOf(field).map((o) => [o.value, o.label]));
        lookups.set(field.name, lookup);
      }
      return lookup.get(value);
    };
    return {
      title: label('title', screen.entity),
      field: (name: string) => label(`fields.${name}`, name),
      action: (name: string) => label(`actions.${name}`, name),
      done: (action: string) => label(`done.${action}`, list('done')),
      optionsOf, option, yes, no, currency, language,
    };
  }, [t, list, screen, refFields, lots.data, refs, currency, language]);
}

/** A row action's field: screens.<entity>.actionFields.<action>.<name>, else the screen's label of the field. */
export function useActionFieldLabel(screen: ScreenDecl, labels: ScreenLabels) {
  const t = useTranslations(`screens.${screen.entity}`);
  return useCallback((action: string, name: string) => {
    const key = `actionFields.${action}.${name}`;
    return t.has(key) ? t(key) : labels.field(name);
  }, [t, labels]);
}
