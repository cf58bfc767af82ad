// What the rest of the backend may use of the merchants area (docs/architecture.md, "Layout"):
// the QR tokens' key and what the driver's page's operations are made of (backend/handlers/driver-page.ts).
export { qrKeyFrom, signQrToken, QR_TOKEN_MAX_LENGTH } from './qr/token';
export { driverCodeOf, type DriverCode } from './qr/driver-code';
export { countDriverHit, forgetDriverHits } from './qr/driver-limits';
export { claimCoupon } from './qr/driver-claim';
export { quoteForDriver } from './qr/driver-quote';
export { bookDriverTrade, isDriverTrade, payForDriver } from './qr/driver-pay';
export { driverTradeExpirer } from './qr/driver-trade-expiry';
