'use client';
// The minimised dialogs, as chips at the bottom right, stacked 30 px + 70 px per place (spec 2).
import CloseIcon from '@mui/icons-material/Close';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { trayBottom } from '@/lib/dialogs/tray-layout';
import type { MinimisedDialog } from '@/lib/dialogs/tray-state';

const CHIP_WIDTH = 280;
const CHIP_HEIGHT = 52;
const RIGHT_GAP = 16;

export interface DialogTrayProps {
  dialogs: MinimisedDialog[];
  onRestore(id: string): void;
  onClose(id: string): void;
}

export function DialogTray({ dialogs, onRestore, onClose }: DialogTrayProps) {
  const t = useTranslations('shell');
  if (dialogs.length === 0) return null;
  return (
    <Box data-testid="dialog-tray" role="region" aria-label={t('dialogTray')}
      sx={{
        position: 'fixed', right: 0, bottom: 0, pointerEvents: 'none',
        width: CHIP_WIDTH + 2 * RIGHT_GAP, height: trayBottom(dialogs.length - 1) + CHIP_HEIGHT,
        zIndex: (theme) => theme.zIndex.drawer + 2,
      }}>
      {dialogs.map((dialog, index) => (
        <Paper key={dialog.id} elevation={6} data-testid={`tray-chip-${dialog.id}`}
          sx={{
            position: 'absolute', right: RIGHT_GAP, bottom: trayBottom(index), width: CHIP_WIDTH, height: CHIP_HEIGHT,
            display: 'flex', alignItems: 'center', gap: 0.5, pl: 2, pr: 1, pointerEvents: 'auto',
          }}>
          <Typography variant="body2" noWrap title={dialog.title} sx={{ flex: 1 }}>{dialog.title}</Typography>
          <IconButton size="small" aria-label={t('restoreDialog', { title: dialog.title })}
            data-testid={`tray-restore-${dialog.id}`} onClick={() => onRestore(dialog.id)}>
            <OpenInFullIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('closeDialog', { title: dialog.title })}
            data-testid={`tray-close-${dialog.id}`} onClick={() => onClose(dialog.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      ))}
    </Box>
  );
}
