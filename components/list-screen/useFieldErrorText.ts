'use client';
// A validation message key (client zod issue or the server's `fields`) as text: validation.json,
// naming the field's limit (its length, its bounds as a person types them) and the values a key may
// carry (lib/validation/message-values.ts), else the generic error texts.
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { limitValues } from '@/lib/screens/field-limits';
import type { FieldDecl } from '@/lib/screens/types';
import { messageOf } from '@/lib/validation/message-values';

export function useFieldErrorText() {
  const v = useTranslations('validation');
  const list = useTranslations('list');
  const errorText = useErrorText();
  return (error: string | undefined, field?: FieldDecl): string | undefined => {
    if (!error) return undefined;
    const { key, values } = messageOf(error);
    if (v.has(key)) return v(key, { ...limitValues(field), ...values });

    if (list.has(key)) return list(key);
    const text = errorText({ kind: 'validation', messageKey: key });
    return text === errorText(null) ? list('invalidValue') : text;
  };
}
