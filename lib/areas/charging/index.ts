// Charging: stays, lanes, prices, payments and arrears as they happen.
// What other areas may use of its browser-safe side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { COLLECT_CHANNELS, type CollectChannel } from './arrears/collect-channels';
export { ARREARS_ENTRY_MODES } from './arrears/entry-rule';
export { REMINDER_STATES } from './arrears/sms-delivery';
export { CASH_RECEIVED_SHORT } from './cash';
