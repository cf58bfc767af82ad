// Stores of refunds and the payment channels' merchant accounts (lib/screens/declarations/
// refunds.ts and pay-params.ts). Tables: refunds (130, 135), pay_params (135).
import { PAY_PARAMS_STORES } from './refunds/pay-params';
import { REFUND_STORES } from './refunds/stores';
import type { EntityStore } from './types';

export const REFUNDS_STORES: readonly EntityStore[] = [...REFUND_STORES, ...PAY_PARAMS_STORES];
