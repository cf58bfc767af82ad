// Cash taken at a booth or by a collector (backend/areas/charging/payments.ts).

/** Cash handed over that does not cover what is due (messages/<lang>/backend-money.json). */
export const CASH_RECEIVED_SHORT = 'cashReceivedShort';
