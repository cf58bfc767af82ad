'use client';
// A panel whose table may be wider than the screen: it scrolls sideways, and a keyboard user can
// focus it to scroll (WCAG 2.1.1; axe's scrollable-region-focusable): a named region in the tab order.
import { Paper, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function ScrollRegion({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Paper variant="outlined" tabIndex={0} role="region" aria-label={label}
      sx={[{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Paper>
  );
}
