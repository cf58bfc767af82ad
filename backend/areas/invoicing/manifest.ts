// Invoicing: sellers, electronic (数电) and paper invoices of payments, red reversals (docs/invoicing.md).
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { sellerStore } from './sellers';
import { PAPER_STORES } from './paper/stores';

export const INVOICING_AREA = { key: 'invoicing', stores: [sellerStore, ...PAPER_STORES], pages: [] } as const satisfies BackendAreaManifest;
