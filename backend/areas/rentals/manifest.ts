// Monthly rental and property: the recurring customers' packages, cards, orders and refunds
// (docs/rentals.md).
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { monthlyAgreementPage } from './pages';
import { monthlyCustomerLookupPage, monthlyRentalOperationPage } from './operation-pages';
import { RENTAL_STORES } from './stores';

export const RENTALS_AREA = { key: 'rentals', stores: RENTAL_STORES, pages: [monthlyAgreementPage, monthlyRentalOperationPage, monthlyCustomerLookupPage] } as const satisfies BackendAreaManifest;
