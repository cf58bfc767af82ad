'use client';
// Sending a device command through the BFF: a fresh command id per press, kept when the request
// itself is retried (the backend and the device carry an id out once), and the outcome turned
// into a sentence in the user's language.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { apiPost } from '@/lib/client/api';
import { operationUrl } from '@/lib/client/use-operation';
import { asApiError } from '@/components/list-screen/screen-api';

export interface CommandOutcome {
  commandId: string; command: string; outcome: 'ok' | 'refused' | 'failed' | 'timeout' | 'pending';
  reason: string | null; result: Record<string, unknown> | null; repeated: boolean;
}

export interface CommandNotice { severity: 'success' | 'warning' | 'error'; text: string }

const SEVERITY: Record<CommandOutcome['outcome'], CommandNotice['severity']> = {
  ok: 'success', pending: 'warning', timeout: 'warning', refused: 'error', failed: 'error',
};

export { newRequestKey as newCommandId } from '@/lib/client/keys';

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
 * The mutation of one command operation; `refresh` lists the queries read again after it.
 * onNotice gets the outcome sentence (or the error text when the call itself failed).
 */
export function useDeviceCommand(refresh: string[], onNotice: (notice: CommandNotice) => void) {
  const client = useQueryClient();
  const outcomeText = useOutcomeText();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: ({ operation, payload }: { operation: string; payload: Record<string, unknown> }) =>
      apiPost<CommandOutcome>(operationUrl(operation), payload),
    // A lost answer is asked again with the same command id: never carried out twice.
    retry: (count, error) => count < 1 && asApiError(error).kind === 'network',
    onSuccess: (outcome) => onNotice(outcomeText(outcome)),
    onError: (error) => onNotice({ severity: 'error', text: errorText(asApiError(error)) }),
    onSettled: () => Promise.all(refresh.map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}
