'use client';
// 'qrSheet': a QR code's printable sheet (docs/merchants.md, "QR codes and the driver's page"): the
// code as a PNG the backend made (its token's key never leaves the backend), what it is for, its
// address; printed alone, or downloaded as a PNG.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, GlobalStyles, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { apiErrorOf, useRowActionRead } from '@/components/admin/useRowActionCall';
import type { AdminDialogProps } from '@/components/admin/types';

interface Sheet { url: string; png: string; enabled: boolean }

const PRINT_ONLY_SHEET = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print="qr-sheet"], [data-print="qr-sheet"] *': { visibility: 'visible' },
    '[data-print="qr-sheet"]': { position: 'absolute', left: 0, top: 0 },
  },
};

export function QrSheetDialog({ screen, path, entity, ids, onDone, onClose }: AdminDialogProps) {
  const t = useTranslations(`screens.${entity}.dialog`);
  const errorText = useErrorText();
  const read = useRowActionRead<Sheet>(screen, path, 'qrSheet', ids);
  const close = onClose ?? onDone;
  const sheet = read.data;
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth>
      <GlobalStyles styles={PRINT_ONLY_SHEET} />
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        {read.error && <Alert severity="error" data-testid="qr-sheet-error">{errorText(apiErrorOf(read.error))}</Alert>}
        {read.isPending && !read.error && <Typography variant="body2">{t('loading')}</Typography>}
        {sheet && !sheet.enabled && <Alert severity="warning" sx={{ mb: 1 }}>{t('disabled')}</Alert>}
        {sheet && (
          <Box data-print="qr-sheet" data-testid="qr-sheet" sx={{ textAlign: 'center' }}>
            {/* A data URL the backend made: next/image has nothing to optimise here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={sheet.png} alt={sheet.url} style={{ width: '100%', maxWidth: 320 }} />
            <Typography variant="caption" component="p" data-testid="qr-sheet-url" sx={{ wordBreak: 'break-all' }}>{sheet.url}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close')}</Button>
        <Button disabled={!sheet} href={sheet?.png ?? ''} download={`qr-${ids[0]}.png`}>{t('download')}</Button>
        <Button variant="contained" disabled={!sheet} onClick={() => window.print()}>{t('print')}</Button>
      </DialogActions>
    </Dialog>
  );
}
