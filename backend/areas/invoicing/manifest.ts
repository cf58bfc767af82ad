// Invoicing: sellers, electronic (数电) and paper invoices of payments, red reversals (docs/invoicing.md).
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { sellerStore } from './sellers';
import { electronicInvoiceStore, invoiceablePaymentStore } from './electronic/stores';
import { PAPER_STORES } from './paper/stores';

export const INVOICING_AREA = { key: 'invoicing', stores: [sellerStore, invoiceablePaymentStore, electronicInvoiceStore, ...PAPER_STORES], pages: [] } as const satisfies BackendAreaManifest;
