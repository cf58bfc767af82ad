'use client';
// An MUI Dialog that can be minimised to the tray (spec 2). Its state belongs in
// useTrayState/useTrayDialog so that it survives minimise, restore and navigation.
import CloseIcon from '@mui/icons-material/Close';
import MinimizeIcon from '@mui/icons-material/Minimize';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { isMinimised } from '@/lib/dialogs/tray-state';
import { useTray } from './TrayContext';

export interface MinimizableDialogProps {
  /** Unique per dialog; also the key of its useTrayState/useTrayDialog state. */
  id: string;
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
  /** Buttons of the dialog's footer. */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

export function MinimizableDialog({ id, title, open, onClose, children, actions, maxWidth = 'sm' }: MinimizableDialogProps) {
  const t = useTranslations('shell');
  const tray = useTray();
  const minimised = isMinimised(tray.state, id);
  const latestOnClose = useRef(onClose);
  useEffect(() => { latestOnClose.current = onClose; }, [onClose]);
  const { registerClose } = tray;
  useEffect(() => registerClose(id, () => latestOnClose.current()), [registerClose, id]);
  const titleId = `${id}-dialog-title`;

  return (
    // keepMounted while minimised: the content (and any local state in it) stays alive.
    <Dialog open={open && !minimised} keepMounted={minimised} onClose={() => onClose()} fullWidth maxWidth={maxWidth}
      aria-labelledby={titleId} data-testid={`dialog-${id}`}>
      <DialogTitle id={titleId} sx={{ pr: 12 }}>{title}</DialogTitle>
      <Box sx={{ position: 'absolute', right: 8, top: 8, display: 'flex' }}>
        <IconButton aria-label={t('minimise')} data-testid={`dialog-minimise-${id}`}
          onClick={() => tray.minimise({ id, title })}>
          <MinimizeIcon />
        </IconButton>
        <IconButton aria-label={t('close')} data-testid={`dialog-close-${id}`} onClick={() => onClose()}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
