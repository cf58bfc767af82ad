// Charging: stays, lanes, prices, payments and arrears as they happen.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { ARREAR_AUDIT } from './arrears/audit';
export { collectArrears, owedByPlate } from './arrears/collect';
export { payArrear } from './arrears/pay';
export { remindArrear } from './arrears/remind';
export { voidArrear } from './arrears/void';
export { AUDIT } from './audit-entities';
export { berthOccupancy, manualBerthEntry, recordBerthPlate } from './berths';
export { ORDER_AT_READ, dayAndLot, lineDayAndLot, orderSectionNow, statementNow, type StatementLine } from './figures-now';
export { healthCodeScan, laneCapture, opensBarrier, type LaneOutcome } from './lanes';
export { nextNumber, operatorDay } from './numbers';
export { BERTH_STATE, recordOccupancy } from './occupancy';
export { stationPayment } from './pay-station';
export { bookPayment, bookPaymentInput, bookRentalPayment, giveDiscount, grantFreeDeparture, type PaymentResult } from './payments';
export { shownOrderStateSql } from './price-now';
export { DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR, priceStay } from './pricing';
export { exitWindowOf } from './rates';
export { lockStay, openStayOnBerth, openStaysOfPlate } from './rows';
export { exitStay, type PlateColorCode } from './stays';
export { STORED_VALUE_AUDIT, changeBalance, lockedBalance } from './stored-value';
export { changeAccount, lockedMerchant, type AccountChange, type MerchantRow } from './merchant-account';
export { useCoupons, voidCoupon } from './coupons/use';
