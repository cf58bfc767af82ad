// The daily bill check (对账): the statements of the last days per channel, and the import of a
// day's statement file, its day and channel chosen by the person (docs/reconciliation.md).
import { z } from 'zod';
import { STATEMENT_CHANNELS } from '../reconcile/formats';
import type { PageDecl } from './types';

/**
 * The file travels base64-encoded inside the page's JSON request, so it stays below the BFF's JSON
 * body limit (JSON_BODY_LIMIT_BYTES, 256 KiB, lib/bff/read-body.ts): a day of a parking operator's
 * statement fits; larger ones are imported by the reconcile.import service from a file
 * (docs/reconciliation.md).
 */
export const STATEMENT_UPLOAD_BASE64_MAX = 252 * 1024;
/** Days the page lists, newest first. */
export const BILL_CHECK_DAYS = 14;

export const DAILY_BILL_CHECK = {
  key: 'dailyBillCheck', path: '/DailyBillCheck', area: 'operation', menuId: 1143, messages: 'dailyBillCheck', icon: 'FactCheck',
  buttons: ['import'],
  operations: {
    days: { input: z.object({}) },
    importStatement: {
      button: 'import',
      input: z.object({
        channel: z.enum(STATEMENT_CHANNELS),
        day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        fileName: z.string().trim().min(1).max(200),
        content: z.string().min(1).max(STATEMENT_UPLOAD_BASE64_MAX).regex(/^[A-Za-z0-9+/]+={0,2}$/),
      }),
    },
  },
} as const satisfies PageDecl;

export const RECONCILE_PAGES = [DAILY_BILL_CHECK] as const;
