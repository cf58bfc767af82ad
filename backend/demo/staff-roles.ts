// The demo's staff (docs/demo.md "Staff"): the role groups an operator staffs, each held by one
// demo user, declared as data: the pages of the job by path and the buttons pressed on each by
// name. The grants are derived from these names at every start (staff-grants.ts), so a role keeps
// its pages whatever ids the menu gives them, and the auditor is granted every page there is.
// Approvals need a second person: no role both requests a refund and reviews or confirms one on the
// same page.
import { GATE_COMMANDS } from '../../lib/areas/devices/commands';
import { LOCK_COMMAND_NAMES } from '../../lib/areas/devices/lock-machine';

/** A page of the job, with the names of the buttons the job presses on it. */
export type JobPages = Readonly<Record<string, readonly string[]>>;

export interface StaffRole {
  /** The role group's code (role_groups.code) and names. */
  code: string;
  name: string;
  nameEn: string;
  /** The demo user who holds it. hostId: customer-service users have one (spec 6). */
  user: { login: string; displayName: string; hostId: string | null };
  /** What the user does, for the start-up banner. */
  job: string;
  /** The job's pages and their buttons; or every page with only the buttons named in `everyPage`. */
  pages?: JobPages;
  everyPage?: readonly string[];
}

/** Buttons that only read: what an auditor may press wherever a page has them. */
export const READING_BUTTONS = ['export', 'receipt'] as const;

const MANAGE_LIST = ['add', 'edit', 'delete', 'import', 'export'];
const READ: readonly string[] = [];
const EXPORT = ['export'];

export const CASHIER: StaffRole = {
  code: 'cashiers', name: '岗亭收费员', nameEn: 'Booth cashiers',
  user: { login: 'cashier', displayName: 'Cashier', hostId: null },
  job: 'booth cashier: vehicles in the lot, orders, cash payments, cards sold, renewed and recharged (offline payments recorded for finance), refund requests (of cards too), his shift and its receipt',
  pages: {
    '/DataHome': READ,
    '/VehicleEntryInfo': ['correctPlate', 'recordPlate', 'manualExit'],
    '/ManualPassageRecord': ['add'],
    '/TempOrder': ['pay', 'discount', 'reprice'],
    '/PaymentInfo': READ,
    '/ArrearsList': ['pay'],
    '/ArrearsCollection': ['collect'],
    '/OrderRefundList': ['requestRefund'],
    '/RefundRecord': READ,
    '/PostCashReconciliationSettlement': ['add', 'signOut', 'receipt'],
    '/RemoteLift': ['liftGate', 'closeGate'],
    // Cards sold to new customers and more time at the booth, stored-value cards recharged there; what they sold.
    '/MonthlyCarRentalArchives': ['renew', 'recharge'], '/MonPackageOrderInfo': ['sell'], '/MonthlyOrders': READ, '/MonthOrder': READ,
    '/OfflineOrderReview': READ, '/MonthlyCarRentalPayment': READ, '/MonthlyRentInfo': READ, '/RechargeCarOrders': READ, '/RechargeCarRechargeRecord': READ,
    // Which berth a customer's card holds.
    '/MonthlyRentingOut': READ,
    // A customer returning his card at the booth: the refund the lot's rule gives, asked for him.
    '/MonthlyRentReturnManagement': ['requestRefund'],
    // A customer at the booth: his cards, what he paid and his car's stays, by phone or plate.
    '/MonthlyCustomerLookup': READ,
    // A merchant's account topped up at the booth (cash or POS); its ledger.
    '/MerchantRecharge': ['topUp'], '/MerchantRechargeRecord': READ,
    // Coupon packages sold to drivers at the booth, and the orders they made.
    '/RenBoCouponPackageManagement': ['sell'], '/RenBoCouponOrderInfo': READ, '/RenBoCouponTransactionHistory': READ,
    // A payer's electronic invoice made out at the booth, its PDF handed over or mailed.
    '/IssuingElectronicInvoices': ['invoice'], '/ElectronicInvoiceIssuingRecord': ['pdf'],
  },
};

export const LOT_OPERATOR: StaffRole = {
  code: 'operators', name: '车场运营', nameEn: 'Lot operators',
  user: { login: 'operator', displayName: 'Operator', hostId: null },
  job: 'lot operator: vehicles and passages, gates and locks, alarms and problems, vehicle lists, monthly package names, lot groups, packages, recharge rules, area prices, card archives and agreement, berths allocated to cards, VIP extensions, packages offered to merchants, discounts and free departures (no cash), traffic lists and live boards',
  pages: {
    '/DataHome': READ,
    '/ParkingMonitoring': READ,
    // The estate and its devices, as they are and how they run.
    '/ParkingInformation': READ, '/YardAreaInformation': READ, '/StreetInformation': READ, '/BerthIndex': READ,
    '/InletOutletEquipInfo': READ, '/PaymentInformation': READ, '/MonitoringEquipment': READ, '/ParkingLock': READ,
    '/Sensor_management': READ, '/NodeInformation': READ, '/VideoPileMange': READ,
    '/ParkingLockEquipInfo': READ, '/SensorInfo': READ, '/GeomagneticInfo': READ, '/BatteryInfo': READ,
    '/ErrorInfoOfPayStation': READ, '/PayStationCashInfo': READ, '/DeviceRunningInfo': READ, '/DeviceModuleStatus': READ,
    // Gates and locks; a lock's manual payment takes cash, which is a cashier's.
    '/RemoteLift': GATE_COMMANDS, '/CentralControlRemoteLever': GATE_COMMANDS,
    '/ParkingLockControl': LOCK_COMMAND_NAMES.filter((command) => command !== 'manualPayment'),
    '/ParkingLockAlarmInformation': ['handle'], '/AlarmLog': READ, '/OperationLogParkingLock': READ, '/RodLiftingRecord': READ,
    '/ProblemRecord': ['add', 'edit'], '/ProblemHandling': ['assign', 'start', 'resolve', 'close', 'reopen'],
    // Vehicles, stays and passages.
    '/VehicleEntryInfo': ['correctPlate', 'recordPlate', 'manualExit', 'export'], '/ManualPassageRecord': ['add', 'export'],
    '/AdmissionInfo': READ, '/AppearanceInfo': READ, '/AbnormalAppearance': READ, '/RepeatAdmission': READ,
    '/ParkingRecord': ['correctPlate'], '/EntryAndExitDetails': READ, '/QueueUpInfo': ['admit', 'markLeft'],
    '/ChangeInfo': READ, '/LicensePlateErrorCorrection': READ,
    '/SpecialPlateList': MANAGE_LIST, '/SpecialVehicle': MANAGE_LIST, '/DisabledVehicle': MANAGE_LIST,
    '/VehicleList': MANAGE_LIST, '/GroupCarInfo': MANAGE_LIST,
    '/MonthPkgName': MANAGE_LIST, '/MonthlyAgreement': ['publish'], '/PackageManagement': MANAGE_LIST, '/ParkingLotGroup': [...MANAGE_LIST, 'groupLots'],
    '/RechargeRuleManag': MANAGE_LIST, '/MonthlyPackageAreaCharge': MANAGE_LIST, '/MonthlyCarRentalArchives': [...MANAGE_LIST, 'pause', 'restart'],
    '/MonPropertyRight': READ, '/VIPCustomerPackageManagement': READ, '/MonthlyRentInfo': READ, '/MonPackageOrderInfo': READ, '/RechargeCarRechargeRecord': READ,
    // Cards' spaces tied to berths of the lot; a VIP card extended for free (finance confirms it).
    '/MonthlyRentalOrderAllocation': ['allocate', 'release'], '/PropertyAllocation': ['allocate', 'release'], '/MonthlyRentingOut': EXPORT,
    '/MonthlyRentalVipManagement': ['extend'], '/VIPRechargeRecord': READ,
    '/AliMonthlyOrderInfo': READ,
    // The lots' cards, sales and refunds at a glance, and who was told his card ends.
    '/MonthlyRentalOperation': READ,
    // The free parking VIP cards took at the locked berths, and who lowered the locks for them.
    '/VipLockOrderRecord': EXPORT,
    // Orders and arrears, without taking money.
    '/TempOrder': ['discount', 'freeDeparture', 'reprice', 'export'], '/OrderList': READ, '/PaymentInfo': READ,
    '/FreeDepartureOrder': READ, '/TempCarDiscountOrder': READ,
    '/ArrearsList': ['remind'], '/OweCarList': READ, '/ArrearsEntryRule': ['add', 'edit', 'delete'],
    '/VehicleEntryFlow': READ, '/VehicleExitFlow': READ, '/ParkingSpaceUtilizationRate': READ, '/ParkingSpaceNumberStatistics': READ,
    // The lots' merchants and their terms; a closing asked (finance confirms it and hands the money back).
    '/MerchantInformationManagement': ['add', 'edit', 'delete', 'export', 'disable', 'enable', 'requestClose', 'cancelClose'],
    '/MerchantRecharge': READ, '/MerchantRechargeRecord': READ,
    // The merchants' coupons: what each gives, given on its behalf, voided when given by mistake.
    '/MerchantCouponManagement': ['add', 'edit', 'delete', 'export', 'issue'], '/MerchantCouponBindingRecord': ['void', 'export'],
    '/LongTermCouponBindingRecord': ['void', 'export'], '/CouponInfoPlateInfo': EXPORT,
    // The lot's packages offered to its merchants (finance approves them); a merchant's application made for it (finance checks it).
    '/MerchantBasePackage': ['add', 'edit', 'delete', 'export'], '/MerchantPackage': ['add', 'edit', 'delete', 'export'],
    // The QR codes printed for the merchants' counters, the exits and the berths (the driver's page).
    '/QRCodeInfo': ['add', 'edit', 'delete', 'export', 'sheet'], '/ParkingQRCode': ['add', 'edit', 'delete', 'export', 'sheet'],
    // The coupon reports: how far each merchant is into its limits.
    '/CouponOrderStatistics': EXPORT, '/MerchantCouponUsage': EXPORT, '/CouponDealInfo': EXPORT,
    // Partners' discounts recorded (a second person reviews them), ended when stopped early.
    '/ThirdDiscountApply': ['add', 'edit', 'delete', 'export', 'end'], '/VipPaymentInformation': EXPORT, '/AliTemporaryStopDiscount': EXPORT,
    // The operator's promotions: top-up gifts and coupon packages written (finance approves them), events and member offers.
    '/PromotionRules': ['add', 'edit', 'delete', 'export', 'disable', 'enable'],
    '/SpecialEventCoupons': ['add', 'edit', 'delete', 'export', 'issue'],
    '/RenBoCouponPackageManagement': ['add', 'edit', 'delete', 'export', 'disable', 'enable'],
    '/RenBoCouponOrderInfo': EXPORT, '/RenBoCouponTransactionHistory': EXPORT,
    '/MembershipCardOffer': ['add', 'edit', 'delete', 'export', 'enroll'],
    // How the lots are used and how their devices run: the traffic lists, the live boards, the
    // lots' dashboard, the intercom calls and who worked the booths and the streets.
    '/TurnoverRate': EXPORT, '/LanePassNumber': EXPORT, '/SiteStatisticalAnalysis': READ,
    '/OperationDashboard': READ, '/DevicePerception': READ, '/PayStationDashboard': READ, '/RoadSectionMonitoring': READ,
    '/Warning': READ, '/DataControl': READ,
    '/PhoneCallRecord': EXPORT, '/CdUserLog': EXPORT, '/CatcCollectorSignRecord': EXPORT,
  },
};

export const FINANCE: StaffRole = {
  code: 'finance', name: '财务', nameEn: 'Finance',
  user: { login: 'finance', displayName: 'Finance', hostId: null },
  job: 'finance: reviews and confirms refunds, offline rental payments, VIP extensions and merchant packages, closes and checks shifts, settlements, statements and reconciliation; reads the money reports and dashboards and keeps the management pack\'s recipients',
  pages: {
    '/DataHome': READ,
    '/OrderRefundList': READ, '/RefundReview': ['review', 'reject', 'confirm', 'retry', 'export'], '/RefundRecord': EXPORT,
    // A supervisor signs out a forgotten shift; finance counts the takings.
    '/PostCashReconciliationSettlement': ['signOut', 'receipt', 'export'],
    '/DailyDetailedSettlement': EXPORT, '/BoothCashSettlementStatement': EXPORT, '/ElectronicPaymentStatement': EXPORT,
    '/OrderSettlementInfo': EXPORT, '/InventoryToday': EXPORT,
    '/BigCustomerPayment': ['payTogether', 'export'], '/ImportData': ['import', 'book', 'export'],
    '/DailyBillCheck': ['import', 'download'], '/AbnormalBillUpload': ['upload'],
    '/WeChatDataDifference': ['handle', 'settleByQuery', 'export'], '/AlipayDataDifference': ['handle', 'settleByQuery', 'export'],
    '/HistoricalReconciliationRecords': EXPORT, '/ChargeSystemList': MANAGE_LIST, '/DifferencesChargingSystem': ['handle', 'export'],
    '/TempOrder': EXPORT, '/OrderList': EXPORT, '/OrderList_Statement': EXPORT, '/AreaOrderList_Statement': EXPORT,
    '/PaymentInfo': EXPORT, '/PsPaymentInfo': EXPORT, '/ExitPaymentOrder': EXPORT, '/onRoadPaymentRecord': EXPORT,
    '/carPayment': EXPORT, '/InlineTransactionInfo': EXPORT, '/FreeDepartureOrder': EXPORT, '/TempCarDiscountOrder': EXPORT,
    // Writing an arrear off is a finance decision; so is taking the cash out of the pay stations.
    '/ArrearsList': ['void', 'export'], '/ArrearsDeleteRecord': EXPORT, '/OweCarList': EXPORT,
    '/PaymentInformation': ['collectCash'], '/PayStationCashInfo': EXPORT,
    // A package is sold once someone other than its author approved it.
    '/PackageAudit': ['approve', 'reject', 'discontinue', 'export'], '/MonthlyCarRentalFileReview': ['confirm', 'fail', 'export'], '/MonthlyOrders': EXPORT, '/propertyOrders': EXPORT,
    // A card's refund customer service reviewed: confirmed (paid back) by finance.
    '/MonthlyRentReturnManagement': ['reject', 'confirm', 'retry', 'export'],
    // A payment a cashier recorded as made outside the console is booked once finance has found it.
    '/OfflineOrderReview': ['confirm', 'reject', 'export'], '/MonthOrder': EXPORT, '/MonthlyCarRentalPayment': EXPORT,
    '/MonPackageOrderInfo': EXPORT, '/MonthlyRentInfo': EXPORT,
    '/RechargeCarOrders': EXPORT, '/RechargeCarRechargeRecord': EXPORT,
    // A VIP card's free extension counts once a second person confirms it.
    '/MonthlyRentalVipManagement': ['confirm', 'reject', 'export'], '/VIPRechargeRecord': EXPORT,
    // The cards renewed online through Alipay, reconciled with its statement.
    '/AliMonthlyOrderInfo': EXPORT,
    '/MonthlyRentalOperation': READ, '/VipLockOrderRecord': EXPORT,
    // A merchant's closing confirmed by a second person, its balance handed back; the top-ups' money and the accounts' records.
    '/MerchantInformationManagement': ['confirmClose', 'export'], '/MerchantRecharge': EXPORT, '/MerchantRechargeRecord': EXPORT,
    '/MerchantCouponBindingRecord': EXPORT, '/LongTermCouponBindingRecord': EXPORT, '/CouponInfoPlateInfo': EXPORT,
    // Packages offered to merchants approved by a second person; merchants' applications checked (approved, the account charged).
    '/MerchantBasePackage': ['approve', 'reject', 'discontinue', 'export'], '/MerchantPackage': ['approve', 'reject', 'export'],
    // The coupon reports: relief and what the merchants were charged, against the settlement and the ledgers.
    '/CouponOrderStatistics': EXPORT, '/MerchantCouponUsage': EXPORT, '/CouponDealInfo': EXPORT,
    // Partners' discounts approved or rejected, never by who recorded them (Alipay's offers are recorded by the administrator).
    '/ThirdDiscountApply': ['approve', 'reject', 'export'], '/AliExclusiveOfferAudit': ['approve', 'reject', 'export'],
    '/VipPaymentInformation': EXPORT, '/AliTemporaryStopDiscount': EXPORT,
    // What the operator gives away or sells is approved by a second person: gift rules and coupon packages.
    '/PromotionRules': ['approve', 'export'], '/RenBoCouponPackageManagement': ['approve', 'export'],
    // The invoicing entities and their platform accounts; invoices the platform refused sent again or given up, wrong ones reversed.
    '/InvoiceSellerManagement': ['add', 'edit', 'delete', 'sellerLots'], '/IssuingElectronicInvoices': EXPORT,
    '/ElectronicInvoiceIssuingRecord': ['pdf', 'retry', 'cancel', 'reverse', 'export'],
    '/RenBoCouponOrderInfo': EXPORT, '/RenBoCouponTransactionHistory': EXPORT,
    // The money reports and dashboards management reads, the morning's pack (its recipients kept
    // by finance), the BI tool, and the cashiers' and collectors' work behind the takings.
    '/MeansPaymentReport': EXPORT, '/PayStationPayInfoReport': EXPORT, '/DateTransaction': EXPORT, '/TollCollectorReport': EXPORT,
    '/SiteRanking': EXPORT, '/AreaIncomeStatics': EXPORT, '/RevenueSummary': EXPORT, '/DeductionReport': EXPORT,
    '/TemporaryStopReport': EXPORT, '/ParkingHoursReport': EXPORT,
    '/FinancialStatisticalAnalysis': READ, '/SiteStatisticalAnalysis': READ, '/Analysis': READ, '/DataControl': READ,
    '/OneClickReport': ['export', 'schedule'], '/MaiboBi': READ,
    '/TollPrintRecord': EXPORT, '/CashierOperationLog': EXPORT, '/CatcCollectorSignRecord': EXPORT,
  },
};

export const CUSTOMER_SERVICE: StaffRole = {
  code: 'customer-service', name: '客服', nameEn: 'Customer service',
  user: { login: 'cs', displayName: 'Customer service', hostId: 'host-1' },
  job: 'customer service: answers drivers (their stays, orders, payments, arrears), requests refunds of stays, reviews refunds of cards, sends arrears reminders',
  pages: {
    '/DataHome': READ,
    '/VehicleEntryInfo': READ, '/ParkingRecord': READ, '/AdmissionInfo': READ, '/AppearanceInfo': READ,
    '/EntryAndExitDetails': READ, '/LicensePlateErrorCorrection': READ,
    '/TempOrder': READ, '/OrderList': READ, '/PaymentInfo': READ, '/onRoadPaymentRecord': READ, '/carPayment': READ,
    '/ArrearsList': ['remind'], '/OweCarList': READ, '/OverdueCarPayment': READ,
    '/OrderRefundList': ['requestRefund'], '/RefundRecord': READ,
    // A driver asking after his invoice: its state and its PDF.
    '/ElectronicInvoiceIssuingRecord': ['pdf'],
    // A card's refund asked at the booth: customer service reviews it (finance confirms it).
    '/MonthlyRentReturnManagement': ['review', 'reject'],
    // A caller's cards and car: by his phone or his plate.
    '/MonthlyCustomerLookup': READ,
    // The drivers' intercom calls from the lanes and pay stations, answered or missed.
    '/PhoneCallRecord': READ,
  },
};

export const AUDITOR: StaffRole = {
  code: 'auditors', name: '审计员', nameEn: 'Auditors',
  user: { login: 'auditor', displayName: 'Auditor', hostId: null },
  job: 'read-only auditor: every page, exports and receipts, no change anywhere',
  everyPage: READING_BUTTONS,
};

/** A merchant's staff (bound to the mall by the demo: backend/demo/merchants-plan.ts): its own account and records only. */
export const MERCHANT: StaffRole = {
  code: 'merchants', name: '商户', nameEn: 'Merchants',
  user: { login: 'merchant', displayName: 'Merchant', hostId: null },
  job: "a merchant's staff: its own account, top-ups and records, coupons given to its customers' plates, the packages offered to it and its applications for its staff's cards; nothing of other merchants",
  pages: {
    '/MerchantInformationManagement': READ, '/MerchantRecharge': READ, '/MerchantRechargeRecord': EXPORT,
    '/MerchantBasePackage': READ, '/MerchantPackage': ['add', 'edit', 'delete', 'export'],
    // Coupons given to its customers' plates, and what they took off.
    '/MerchantCouponManagement': ['issue'], '/MerchantCouponBindingRecord': ['void', 'export'], '/LongTermCouponBindingRecord': ['void', 'export'],
    '/CouponInfoPlateInfo': EXPORT,
    // Its own coupons' figures and how close it is to its limits.
    '/CouponOrderStatistics': EXPORT, '/MerchantCouponUsage': EXPORT, '/VipPaymentInformation': EXPORT,
  },
};

export const STAFF_ROLES: readonly StaffRole[] = [CASHIER, LOT_OPERATOR, FINANCE, CUSTOMER_SERVICE, AUDITOR, MERCHANT];

/** Role groups of earlier demos (operator and cs were 操作员; viewer, reader): their demo users move to their roles. */
export const RETIRED_ROLE_CODES = ['viewers', 'readers'] as const;
