'use client';
// The recipient lists of the daily pack (migration 355): listed for who may open the page, added,
// changed and deleted with the page's 'schedule' button.
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/app/useErrorText';
import { IfButton } from '@/components/permission';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation, usePageQuery } from '@/lib/client/page-operation';
import type { ONE_CLICK_REPORT } from '@/lib/areas/reports/pages-pack';
import type { OperationOutput } from '@/lib/pages/types';
import { LANGUAGES, type Language } from '@/lib/spec-constants';

type RecipientList = OperationOutput<typeof ONE_CLICK_REPORT.operations.saveRecipients>;
interface Draft { id?: number; name: string; emails: string; lotIds: number[]; language: Language; enabled: boolean; sendHour: number }

const DEFAULT_SEND_HOUR = 7;
const blank: Draft = { name: '', emails: '', lotIds: [], language: 'zh-CN', enabled: true, sendHour: DEFAULT_SEND_HOUR };
const draftOf = (list: RecipientList): Draft => ({ ...list, emails: list.emails.join('\n') });
const addresses = (text: string) => text.split(/[\s,;，；]+/).map((e) => e.trim()).filter(Boolean);

export function PackRecipients({ lots }: { lots: readonly { id: number; name: string }[] }) {
  const t = useTranslations('oneClickReport.recipients');
  const errorText = useErrorText();
  const lists = usePageQuery('oneClickReport', 'recipients');
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = usePageOperation('oneClickReport', 'saveRecipients', { invalidates: ['recipients'], onSuccess: () => setDraft(null) });
  const remove = usePageOperation('oneClickReport', 'deleteRecipients', { invalidates: ['recipients'] });
  const failure = (error: unknown) => errorText(error instanceof ApiFailure ? error.error : null);
  const lotNames = (ids: readonly number[]) => (ids.length === 0 ? t('allLots') : ids.map((id) => lots.find((l) => l.id === id)?.name ?? `#${id}`).join(', '));
  return (
    <Box sx={{ mt: 4 }} data-testid="pack-recipients">
      <Typography variant="h6" component="h2" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('intro')}</Typography>
      {lists.error && <Alert severity="error">{failure(lists.error)}</Alert>}
      {lists.data?.length === 0 && <Typography variant="body2">{t('empty')}</Typography>}
      {(lists.data?.length ?? 0) > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['name', 'emails', 'lots', 'language', 'sendHour', 'enabled', 'lastPackDay'] as const).map((c) => <TableCell key={c}>{t(c)}</TableCell>)}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lists.data?.map((list) => (
              <TableRow key={list.id} data-testid={`pack-list-${list.id}`}>
                <TableCell>{list.name}</TableCell>
                <TableCell>{list.emails.join(', ')}</TableCell>
                <TableCell>{lotNames(list.lotIds)}</TableCell>
                <TableCell>{t(`languages.${list.language}`)}</TableCell>
                <TableCell>{`${list.sendHour}:00`}</TableCell>
                <TableCell>{list.enabled ? t('yes') : t('no')}</TableCell>
                <TableCell>{list.lastPackDay ?? t('never')}</TableCell>
                <TableCell>
                  <IfButton btn="schedule">
                    <Button size="small" onClick={() => setDraft(draftOf(list))}>{t('edit')}</Button>
                    <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.press({ id: list.id })}>{t('delete')}</Button>
                  </IfButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {remove.error && <Alert severity="error">{failure(remove.error)}</Alert>}
      <IfButton btn="schedule">
        {draft === null ? (
          <Button sx={{ mt: 1 }} variant="outlined" onClick={() => { save.reset(); setDraft(blank); }} data-testid="pack-list-add">{t('add')}</Button>
        ) : (
          <Stack spacing={2} sx={{ mt: 2, maxWidth: 560 }}>
            <TextField size="small" label={t('name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <TextField size="small" multiline minRows={2} label={t('emails')} helperText={t('emailsHelp')} value={draft.emails}
              onChange={(e) => setDraft({ ...draft, emails: e.target.value })} />
            <TextField select size="small" label={t('lots')} helperText={t('lotsHelp')} value={draft.lotIds.map(String)}
              onChange={(e) => setDraft({ ...draft, lotIds: [...(e.target.value as unknown as string[])].map(Number) })}
              slotProps={{ select: { multiple: true, native: true }, inputLabel: { shrink: true } }}>
              {lots.map((lot) => <option key={lot.id} value={String(lot.id)}>{lot.name}</option>)}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField select size="small" label={t('language')} value={draft.language} onChange={(e) => setDraft({ ...draft, language: e.target.value as Language })}
                slotProps={{ select: { native: true } }}>
                {LANGUAGES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
              </TextField>
              <TextField size="small" type="number" label={t('sendHour')} value={draft.sendHour}
                onChange={(e) => setDraft({ ...draft, sendHour: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 23 } }} />
              <FormControlLabel label={t('enabled')} control={<Checkbox checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />} />
            </Stack>
            {save.error && <Alert severity="error">{failure(save.error)}</Alert>}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={save.isPending} onClick={() => save.press({ ...draft, emails: addresses(draft.emails) })}>{t('save')}</Button>
              <Button onClick={() => setDraft(null)}>{t('cancel')}</Button>
            </Stack>
          </Stack>
        )}
      </IfButton>
    </Box>
  );
}
