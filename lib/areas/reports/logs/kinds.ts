// The codes of the work records' lists (lib/areas/reports/screens-logs.ts), named once; the views
// of backend/db/migrations/345_work_records.sql write the same words.
import type { PaymentPlace } from '../../../parking/channels';

/** What a cashier did: a payment taken, a reduction granted (order_discounts' kinds), a refund asked, a vehicle let out by hand. */
export const CASHIER_OPERATION_KINDS = ['payment', 'discount', 'free', 'waive', 'refundRequested', 'manualExit'] as const;

/** Where a driver called from: a lane's intercom or a pay station's help button. */
export const PHONE_CALL_DEVICES = ['lane', 'payStation'] as const;
export type PhoneCallDevice = (typeof PHONE_CALL_DEVICES)[number];

/** A call someone at the control centre answered, or one nobody did. */
export const PHONE_CALL_OUTCOMES = ['answered', 'missed'] as const;

/** Places that hand the driver a paper receipt (online payments get none). */
export const PRINTED_PLACES = ['booth', 'exit', 'payStation', 'pos'] as const satisfies readonly PaymentPlace[];
