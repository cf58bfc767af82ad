'use client';
// A short message at the edge of the screen: MUI's Snackbar, loaded with the first message shown
// rather than with every page (6 KB of script), and kept from then on (OnceOpened).
import type { SnackbarProps } from '@mui/material/Snackbar';
import dynamic from 'next/dynamic';
import { OnceOpened } from './OnceOpened';

const Snackbar = dynamic(() => import('@mui/material/Snackbar'));

export function Notice(props: SnackbarProps & { 'data-testid'?: string }) {
  return <OnceOpened open={props.open === true}><Snackbar {...props} /></OnceOpened>;
}
