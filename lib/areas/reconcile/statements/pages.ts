// What the reconcile pages list (lib/areas/reconcile/pages.ts), read by their components and the
// backend alike; apart from the declarations so that the components load no zod.

/** Days /DailyBillCheck lists, newest first. */
export const BILL_CHECK_DAYS = 14;

/** Uploads /AbnormalBillUpload lists, newest first. */
export const RECENT_UPLOADS = 20;
