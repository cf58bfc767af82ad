'use client';
// Sending a device command through the BFF: a key per press (usePageOperation), kept when the
// request itself is retried (the backend and the device carry a key out once: it is the
// command's id), and the outcome turned into a sentence in the user's language.
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import type { PageAnswer } from '@/lib/client/page-operation';
import type { LockCommand } from '@/lib/areas/devices/lock-machine';
import { asApiError } from '@/components/list-screen/screen-api';

type CommandOutcome = PageAnswer<'lockControl', LockCommand>;

export interface CommandNotice { severity: 'success' | 'warning' | 'error'; text: string }

const SEVERITY: Record<CommandOutcome['outcome'], CommandNotice['severity']> = {
  ok: 'success', pending: 'warning', timeout: 'warning', refused: 'error', failed: 'error',
};

/** The sentence for an outcome: 'Raise now was not sent: the device is offline.' */
export function useOutcomeText() {
  const t = useTranslations('devices');
  return (outcome: CommandOutcome): CommandNotice => {
    const command = t.has(`commands.${outcome.command}`) ? t(`commands.${outcome.command}`) : outcome.command;
    const reason = outcome.reason && t.has(`reasons.${outcome.reason}`) ? t(`reasons.${outcome.reason}`) : outcome.reason ?? '';
    // What a device answers (a value read, its signal, its version) is part of the outcome.
    const answered = Object.entries(outcome.result ?? {})
      .map(([key, value]) => `${t.has(`resultKeys.${key}`) ? t(`resultKeys.${key}`) : key} ${String(value)}`).join(', ');
    const key = outcome.outcome === 'ok' && answered ? 'okResult' : outcome.outcome;
    return { severity: SEVERITY[outcome.outcome], text: t(`outcome.${key}`, { command, reason, result: answered }) };
  };
}

/**
 * How a device page presses its commands (usePageOperation(page, commands, options), each command
 * its own operation behind its own button): `refresh` lists the queries read again after one;
 * onNotice gets the outcome sentence (or the error text when the call itself failed).
 */
export function useCommandOptions<R extends string>(refresh: readonly R[], onNotice: (notice: CommandNotice) => void) {
  const outcomeText = useOutcomeText();
  const errorText = useErrorText();
  return {
    idempotent: true as const,
    invalidates: refresh,
    // A lost answer is asked again with the same key: never carried out twice.
    retry: (count: number, error: Error) => count < 1 && asApiError(error).kind === 'network',
    onSuccess: (outcome: CommandOutcome) => onNotice(outcomeText(outcome)),
    onError: (error: Error) => onNotice({ severity: 'error', text: errorText(asApiError(error)) }),
  };
}
