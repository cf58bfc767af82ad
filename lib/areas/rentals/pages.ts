// System parameters' "monthly agreement" (spec 2's named pages; docs/rentals.md, "The agreement"):
// the terms a customer accepts when he buys or renews a card, in both languages. Versions are
// published, never edited: a card keeps the version its customer accepted.
import { z } from 'zod';
import { idempotencyKey, requiredText } from '../../pages/inputs';
import { AGREEMENT_MAX_LENGTH } from './agreement';
import { instant } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';
import { MONTHLY_CUSTOMER_LOOKUP, MONTHLY_RENTAL_OPERATION } from './operation-pages';

const VERSION = z.object({ version: z.number(), textZh: z.string(), textEn: z.string(), publishedAt: instant(), publishedBy: z.string() });

export const MONTHLY_AGREEMENT = {
  key: 'monthlyAgreement', path: '/MonthlyAgreement', directory: 'parameters', menuId: 1010, messages: 'monthlyAgreement', clientMessages: ['validation'], icon: 'Gavel',
  buttons: ['publish'],
  operations: {
    /** Every published version, newest (the one in force) first. */
    versions: { input: z.object({}), output: z.object({ versions: z.array(VERSION) }) },
    /** A new version, in force from now. One key per press. */
    publish: {
      button: 'publish', idempotent: true,
      input: z.object({ idempotencyKey: idempotencyKey(), textZh: requiredText(AGREEMENT_MAX_LENGTH), textEn: requiredText(AGREEMENT_MAX_LENGTH) }),
      output: z.object({ version: z.number() }),
    },
  },
} as const satisfies PageDecl;

export { MONTHLY_CUSTOMER_LOOKUP, MONTHLY_RENTAL_OPERATION };

export const RENTAL_PAGES = [MONTHLY_AGREEMENT, MONTHLY_RENTAL_OPERATION, MONTHLY_CUSTOMER_LOOKUP] as const;
