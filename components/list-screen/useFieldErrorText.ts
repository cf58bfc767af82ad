'use client';
// A validation message key (client zod issue or the server's `fields`) as text: validation.json,
// with the values a key may carry (lib/validation/message-values.ts), else the generic error texts.
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { messageOf } from '@/lib/validation/message-values';

export function useFieldErrorText() {
  const v = useTranslations('validation');
  const list = useTranslations('list');
  const errorText = useErrorText();
  return (error: string | undefined): string | undefined => {
    if (!error) return undefined;
    const { key, values } = messageOf(error);
    if (v.has(key)) return v(key, values);
    if (list.has(key)) return list(key);
    const text = errorText({ kind: 'validation', messageKey: key });
    return text === errorText(null) ? list('invalidValue') : text;
  };
}
