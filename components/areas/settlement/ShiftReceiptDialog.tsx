'use client';
// 'shiftReceipt': a closed shift's sign-out receipt (the cashier, the booth, the times, the takings
// by channel, the cash expected and handed over, the difference and its reason), printable: while
// printing only the receipt shows.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, GlobalStyles, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/app/useErrorText';
import { useScreenLabels } from '@/components/list-screen/useScreenLabels';
import { apiErrorOf, useRowActionRead } from '@/components/admin/useRowActionCall';
import { cellText } from '@/lib/list/cells';
import type { AdminDialogProps } from '@/components/admin/types';

/** The receipt's lines, in order: the screen's fields of these names. */
const RECEIPT_LINES = [
  'lotName', 'booth', 'cashier', 'signedInAt', 'signedOutAt', 'openingFloat', 'payments',
  'takenCash', 'takenPos', 'takenPayStation', 'takenAlipay', 'takenWechat', 'takenApp', 'takenTotal',
  'expectedCash', 'cashHandedOver', 'difference', 'differenceReason', 'signedOutBy',
] as const;

const PRINT_ONLY_RECEIPT = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-print="receipt"], [data-print="receipt"] *': { visibility: 'visible' },
    '[data-print="receipt"]': { position: 'absolute', left: 0, top: 0 },
  },
};

export function ShiftReceiptDialog({ screen, path, entity, ids, onDone, onClose }: AdminDialogProps) {
  const labels = useScreenLabels(screen, path);
  const t = useTranslations(`screens.${entity}.dialog`);
  const errorText = useErrorText();
  const read = useRowActionRead<Record<string, unknown>>(screen, path, 'shiftReceipt', ids);
  const close = onClose ?? onDone;
  const receipt = read.data;
  const fields = RECEIPT_LINES.map((name) => screen.fields.find((f) => f.name === name)!).filter(Boolean);
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth>
      <GlobalStyles styles={PRINT_ONLY_RECEIPT} />
      <DialogTitle>{t('title', { shiftNo: String(receipt?.shiftNo ?? '') })}</DialogTitle>
      <DialogContent>
        {read.error && <Alert severity="error">{errorText(apiErrorOf(read.error))}</Alert>}
        {read.isPending && <Typography variant="body2">{t('loading')}</Typography>}
        {receipt && (
          <Box data-print="receipt" data-testid="shift-receipt" sx={{ fontFamily: 'monospace' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{labels.title}</Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>{String(receipt.shiftNo)}</Typography>
            {fields.map((f) => (
              <Box key={f.name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" color="text.secondary">{labels.field(f.name)}</Typography>
                <Typography variant="body2" data-testid={`receipt-${f.name}`} sx={{ textAlign: 'right' }}>
                  {f.name === 'lotName' ? String(receipt.lotName ?? '') : cellText(f, receipt[f.name], labels)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('close')}</Button>
        <Button variant="contained" disabled={!receipt} onClick={() => window.print()} data-testid="receipt-print">{t('print')}</Button>
      </DialogActions>
    </Dialog>
  );
}
