// Invoicing: sellers, electronic (数电) and paper invoices of payments, red reversals
// (docs/invoicing.md). The browser-safe manifest of the area, read only by lib/areas/all.ts.
import type { AreaManifest } from '../types';
import { SELLER_SCREENS } from './screens-sellers';
import { ELECTRONIC_INVOICE_SCREENS } from './screens-electronic';
import { PAPER_SCREENS } from './screens-paper';

export const INVOICING_AREA = {
  key: 'invoicing',
  screens: [...SELLER_SCREENS, ...ELECTRONIC_INVOICE_SCREENS, ...PAPER_SCREENS],
  pages: [],
} as const satisfies AreaManifest;
