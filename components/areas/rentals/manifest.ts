// Monthly rental and property: the recurring customers' packages, cards, orders and refunds.
// The components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const RENTALS_AREA = {
  pages: {
    '/MonthlyAgreement': dynamic(() => import('./MonthlyAgreement').then((m) => m.MonthlyAgreement)),
    '/MonthlyRentalOperation': dynamic(() => import('./MonthlyRentalOperation').then((m) => m.MonthlyRentalOperation)),
    '/MonthlyCustomerLookup': dynamic(() => import('./MonthlyCustomerLookup').then((m) => m.MonthlyCustomerLookup)),
  },
} satisfies AreaComponents;
