// The static routes of spec section 2, by group, exactly as the spec lists them. Route fixed
// by the app (login, 404) are not here. `npm run routes:coverage` compares them with what exists.
export const SPEC_ROUTE_GROUPS: Record<string, readonly string[]> = {
  'Dashboards and monitoring': [
    '/ParkingMonitoring', '/FinancialStatisticalAnalysis', '/SiteStatisticalAnalysis', '/DataHome',
    '/SystemOperationMonitoring', '/MaiboBi', '/Analysis',
  ],
  'Staff, roles, page configuration': [
    '/PermissionGroup', '/EmployeeInformation', '/pageGroup', '/newPageGroup', '/newH5PageGroup',
    '/InsAppPageGroup', '/cashierPageGroup', '/cashierPageGroupEn', '/AuthorityGroup',
    '/newAuthorityGroup', '/BoothTollCollectorManagement', '/SentryBoxRoleGroup',
    '/PostPageMaintenance', '/StaffPhoneBinding', '/AliExclusiveOfferAudit',
  ],
  'Rates': [
    '/CommonRate', '/InternalVehicle', '/SpecialRate', '/HolidayInfo', '/RatePlateColorInfo',
    '/SpecialVehicleRates',
  ],
  'Parking and equipment': [
    '/ParkingInformation', '/NetWorkParkingInformation', '/YardAreaInformation',
    '/Sensor_management', '/InletOutletEquipInfo', '/PaymentInformation', '/MonitoringEquipment',
    '/NodeInformation', '/PosManage', '/ProblemRecord', '/ProblemHandling', '/VideoPileMange',
    '/GeomagneticMange', '/InspectionVehicleManagement', '/InspectionVehicleComparisonRecord',
    '/SensorInfo', '/SensorDataStatistics', '/GeomagneticInfo', '/CatcGeomagneticParkStateRecord',
    '/TerminalInformation', '/AlarmLog', '/OperationLogParkingLock', '/ParkingLockAlarmInformation',
    '/ErrorInfoOfPayStation', '/DeviceRunningInfo', '/PayStationCashInfo', '/DeviceModuleStatus',
    '/BatteryInfo', '/EquipmentRemoteUpgrade', '/StreetInformation', '/RemoteLift',
    '/CentralControlRemoteLever', '/ManualDeparture', '/ParkingLock', '/ParkingLockEquipInfo',
    '/ParkingLockControl', '/RemotePushRecords', '/BatteryLevelLog',
  ],
  'Vehicles and records': [
    '/ChangeInfo', '/GroupCarInfo', '/InlineTransactionInfo', '/ReportExpirationLog',
    '/TollmanParkingSpaceReport', '/ParkingSpaceNumberStatistics', '/VehicleEntryInfo',
    '/PushServerInfo', '/PushParkInfo', '/VehicleEntryFlow', '/VehicleExitFlow',
    '/TemporaryParkingAnalysis', '/ParkingSpaceUtilizationRate', '/EntryAndExitDetails',
    '/EntryAndExitDetailsAnalysis', '/ParkingRecord', '/AdmissionInfo', '/AppearanceInfo',
    '/AbnormalAppearance', '/RepeatAdmission', '/TmpCdRepeatInInfo', '/SpecialPlateList',
    '/VehicleList', '/QueueUpInfo', '/LicensePlateErrorCorrection', '/CarBrandAuthentication',
    '/HealthyCodeQuery', '/DisabledVehicle', '/SpecialVehicle',
  ],
  'Monthly rental and property': [
    '/MonthlyRentalOrderAllocation', '/MonthlyRentingOut', '/PropertyAllocation',
    '/MonthlyPackageAreaCharge', '/RechargeRuleManag', '/PackageManagement', '/PackageAudit',
    '/MonthlyOrders', '/propertyOrders', '/RechargeCarOrders', '/MonthlyRentInfo',
    '/OfflineOrderReview', '/MonthlyRentReturnManagement', '/VIPCustomerPackageManagement',
    '/VIPRechargeRecord', '/MonthlyRentalVipManagement', '/RechargeCarRechargeRecord',
    '/MonthlyCarRentalArchives', '/MonthlyCarRentalFileReview', '/MonthlyCarRentalPayment',
    '/MonthOrder', '/MonPackageOrderInfo', '/MonPropertyRight', '/MonthPkgName',
    '/AliMonthlyOrderInfo',
  ],
  'Orders, payments, arrears, refunds, reconciliation': [
    '/TempCarDiscountOrder', '/ImportData', '/BigCustomerPayment', '/RefundReview',
    '/FileOperationLog', '/TempOrder', '/CatcPayOrder', '/ArrearsList', '/CatcOwe',
    '/ArrearsDeleteRecord', '/OweCarList', '/OrderList', '/OrderList_Statement',
    '/AreaOrderList_Statement', '/PaymentInfo', '/PsPaymentInfo', '/ExitPaymentOrder',
    '/OrderRefundList', '/RefundRecord', '/onRoadPaymentRecord', '/FreeDepartureOrder',
    '/carPayment', '/ElectronicPaymentStatement', '/PostCashReconciliationSettlement',
    '/OrderSettlementInfo', '/DailyDetailedSettlement', '/HistoricalReconciliationRecords',
    '/AlipayDataDifference', '/DifferencesChargingSystem', '/WeChatDataDifference',
    '/ChargeSystemList', '/InventoryToday',
  ],
  'Reports': [
    '/MeansPaymentReport', '/PayStationPayInfoReport', '/DateTransaction',
    '/BoothCashSettlementStatement', '/TollCollectorReport', '/SiteRanking', '/AreaIncomeStatics',
    '/CatcCollectorSignRecord', '/CdUserLog', '/RodLiftingRecord', '/OneClickReport',
    '/CouponOrderStatistics', '/PhoneCallRecord', '/CashierOperationLog',
  ],
  'POS and users': [
    '/PosUserList', '/PosParkList', '/BerthIndex', '/BerthTwoIndex', '/UserRegister',
    '/RegisteredUser', '/RegisteredUserInquire',
  ],
  'Coupons, merchants, marketing': [
    '/AliTemporaryStopDiscount', '/ThirdDiscountApply', '/CouponInfoPlateInfo',
    '/MerchantCouponBindingRecord', '/LongTermCouponBindingRecord', '/MembershipCardOffer',
    '/RenBoCouponTransactionHistory', '/SpecialEventCoupons', '/RenBoCouponPackageManagement',
    '/RenBoCouponOrderInfo', '/MerchantInformationManagement', '/MerchantRecharge',
    '/MerchantRechargeRecord', '/MerchantCouponManagement', '/QRCodeInfo', '/PromotionRules',
    '/PushInfoDetail', '/PushInfoDetailCrossPlatform', '/VipPaymentInformation',
  ],
  'Invoicing': [
    '/InvoiceSellerManagement', '/IssuingElectronicInvoices', '/ElectronicInvoiceIssuingRecord',
    '/IssuePaperInvoice', '/PaperInvoiceInvoicingRecord', '/PaperInvoiceInvoicingSummary',
  ],
  'Settings': [
    '/CompanyBasicInfo', '/AlipayPayParamsInfo', '/WechatPayParamsInfo', '/CurrencyInfo',
    '/PayStation_BaseConfigInfo', '/PushOfficialAccount', '/SystemSmsTemplate',
    '/ParkingJurisdictionInfo', '/CommonParaInfo', '/DictionaryManagement',
    '/CommonParaTemplateInfo', '/CommonParameterPermissionInfo', '/OpeningReason',
    '/IncomingReason', '/Catc_t_administration_area', '/ForeignServiceCompany', '/SchedulingPlan',
    '/SchedulingManage', '/SendEmailInfo', '/SpecialPlateList',
  ],
};

/** Every static route once (a route listed in two groups counts once). */
export const SPEC_ROUTES: readonly string[] = [...new Set(Object.values(SPEC_ROUTE_GROUPS).flat())];
