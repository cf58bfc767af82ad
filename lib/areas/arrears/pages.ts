// Arrears paid at any lot (issue 11 §1: "paid later at any lot"; docs/arrears.md). The arrears
// lists are scoped to the user's lots, so a booth cashier of lot A cannot see there what plate X
// owes at lot B. This page looks a plate up at every lot, showing of each arrear only what taking
// the money needs (the lot, the exit, what is owed), and takes all of it at one of the cashier's
// lots, where the money is taken (backend/areas/charging/arrears/collect.ts).
import { z } from 'zod';
import { COLLECT_CHANNELS } from '../charging';
import { PLATE_MAX_LENGTH } from '../../validation/formats';
import { CHANNEL_TXN_MAX_LENGTH } from '../../parking/channels';
import { idempotencyKey, integer, optionalText, requiredText } from '../../pages/inputs';
import { LOT_OPTIONS, instant } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';

const plate = requiredText(PLATE_MAX_LENGTH);

export const ARREARS_COLLECTION = {
  key: 'arrearsCollection', path: '/ArrearsCollection', directory: 'operation', menuId: 1138, messages: 'arrearsCollection', clientMessages: ['validation'], icon: 'PointOfSale',
  buttons: ['collect'],
  operations: {
    /** The caller's lots: where the money can be taken. */
    lots: { input: z.object({}), output: LOT_OPTIONS },
    /** The plate's open arrears at every lot, and what they owe together. */
    lookup: {
      input: z.object({ plate }),
      output: z.object({ plate: z.string(), arrears: z.array(z.object({ lotName: z.string(), exitAt: instant(), owed: z.number() })), owed: z.number() }),
    },
    /** All of it paid at `lotId`; `amount` (fen) must be what the plate owes. One key per press. */
    collect: {
      button: 'collect', idempotent: true,
      input: z.object({
        idempotencyKey: idempotencyKey(), plate, lotId: integer().pipe(z.number().positive()), channel: z.enum(COLLECT_CHANNELS),
        channelTxnNo: optionalText(CHANNEL_TXN_MAX_LENGTH), amount: integer().pipe(z.number().positive()),
      }),
      /** The plate, how many arrears were paid, the amount (fen) and the payments booked. */
      output: z.object({ plate: z.string(), arrears: z.number(), amount: z.number(), paymentNos: z.array(z.string()) }),
    },
  },
} as const satisfies PageDecl;

export const ARREARS_PAGES = [ARREARS_COLLECTION] as const;
