'use client';
// A text input's limit as the person types: "37/100" below it, and past the limit the message the
// rules refuse it with (validation.json textLength), before anything is sent. Nothing is cut: an
// input never carries a maxLength that would drop what was typed or pasted without a word.
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { typedLength } from '@/lib/screens/field-limits';

export interface TextLimitState {
  /** Longer than the limit: the input shows an error and its value is refused. */
  over: boolean;
  /** The counter, or past the limit the message with the counter. */
  helperText: string;
}

export function useTextLimit() {
  const v = useTranslations('validation');
  return useCallback((value: string, limit: number): TextLimitState => {
    const length = typedLength(value);
    const count = `${length}/${limit}`;
    const over = length > limit;
    return { over, helperText: over ? `${v('textLength', { maxLength: String(limit) })} (${count})` : count };
  }, [v]);
}
