'use client';
// The monthly agreement (lib/areas/rentals/pages.ts): the version in force, in both languages,
// edited into a new version and published with one press (a key per press: a lost answer asked
// again publishes once); the earlier versions listed, each readable as it was published.
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useDates } from '@/components/app/useDates';
import { useErrorText } from '@/components/app/useErrorText';
import { useTextLimit } from '@/components/app/useTextLimit';
import { IfButton } from '@/components/permission';
import { AGREEMENT_MAX_LENGTH } from '@/lib/areas/rentals/agreement';
import { ApiFailure } from '@/lib/client/api';
import { usePageOperation, usePageQuery } from '@/lib/client/page-operation';
import { useTypedBeforeHydration } from '@/lib/client/typed-before-hydration';

export function MonthlyAgreement() {
  const t = useTranslations('monthlyAgreement');
  const dates = useDates();
  const errorText = useErrorText();
  const limitOf = useTextLimit();
  const form = useRef<HTMLDivElement>(null);
  const hydrated = useTypedBeforeHydration(form);
  const versions = usePageQuery('monthlyAgreement', 'versions');
  const publish = usePageOperation('monthlyAgreement', 'publish', { idempotent: true, invalidates: ['versions'] });
  const published = versions.data?.versions;
  const current = published?.[0];
  const [texts, setTexts] = useState<{ zh: string; en: string } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  // The form starts from the version in force, once it is read; what is typed is kept from then on.
  useEffect(() => {
    if (published && texts === null) setTexts({ zh: current?.textZh ?? '', en: current?.textEn ?? '' });
  }, [published, current, texts]);
  const typed = texts ?? { zh: '', en: '' };
  const edit = (language: 'zh' | 'en') => (value: string) => { setTexts({ ...typed, [language]: value }); publish.reset(); };
  const zhLimit = limitOf(typed.zh, AGREEMENT_MAX_LENGTH);
  const enLimit = limitOf(typed.en, AGREEMENT_MAX_LENGTH);
  const unchanged = current !== undefined && typed.zh.trim() === current.textZh && typed.en.trim() === current.textEn;
  const ready = hydrated && texts !== null && typed.zh.trim() !== '' && typed.en.trim() !== '' && !zhLimit.over && !enLimit.over && !unchanged && !publish.isPending;
  const shown = published?.find((v) => v.version === viewing);
  const failure = (error: unknown) => errorText(error instanceof ApiFailure ? error.error : null);
  return (
    <Box ref={form} sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>{t('title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('hint')}</Typography>
      {versions.error && <Alert severity="error">{failure(versions.error)}</Alert>}
      <Typography sx={{ mb: 2 }} data-testid="agreement-current">
        {current ? t('current', { version: current.version, at: dates.dateTime(current.publishedAt), by: current.publishedBy }) : t('none')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 2 }}>
        <TextField label={t('textZh')} multiline minRows={6} maxRows={16} value={typed.zh} onChange={(e) => edit('zh')(e.target.value)}
          error={zhLimit.over} helperText={zhLimit.helperText} slotProps={{ htmlInput: { 'data-testid': 'agreement-zh' } }} />
        <TextField label={t('textEn')} multiline minRows={6} maxRows={16} value={typed.en} onChange={(e) => edit('en')(e.target.value)}
          error={enLimit.over} helperText={enLimit.helperText} slotProps={{ htmlInput: { 'data-testid': 'agreement-en' } }} />
      </Stack>
      <IfButton btn="publish">
        <Button variant="contained" disabled={!ready} data-testid="agreement-publish"
          onClick={() => publish.press({ textZh: typed.zh.trim(), textEn: typed.en.trim() })}>
          {publish.isPending ? t('publishing') : t('publish', { version: (current?.version ?? 0) + 1 })}
        </Button>
      </IfButton>
      {publish.error && <Alert severity="error" sx={{ mt: 2 }} data-testid="agreement-error">{failure(publish.error)}</Alert>}
      {publish.data && <Alert severity="success" sx={{ mt: 2 }} data-testid="agreement-published">{t('published', { version: publish.data.version })}</Alert>}
      {(published?.length ?? 0) > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>{t('history')}</Typography>
          <Table size="small" data-testid="agreement-versions">
            <TableHead>
              <TableRow><TableCell>{t('version')}</TableCell><TableCell>{t('publishedAt')}</TableCell><TableCell>{t('publishedBy')}</TableCell><TableCell /></TableRow>
            </TableHead>
            <TableBody>
              {published?.map((v) => (
                <TableRow key={v.version} selected={v.version === viewing}>
                  <TableCell>{v.version}</TableCell>
                  <TableCell>{dates.dateTime(v.publishedAt)}</TableCell>
                  <TableCell>{v.publishedBy}</TableCell>
                  <TableCell><Button size="small" onClick={() => setViewing(v.version === viewing ? null : v.version)}>{t(v.version === viewing ? 'hide' : 'view')}</Button></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {shown && (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }} data-testid="agreement-viewed">
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', flex: 1, m: 0 }} lang="zh-CN">{shown.textZh}</Typography>
              <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', flex: 1, m: 0 }} lang="en">{shown.textEn}</Typography>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
