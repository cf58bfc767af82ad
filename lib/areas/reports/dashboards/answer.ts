// The dashboards' answer as the components read it (answer-schema.ts has its zod), how its rows and
// columns read, and the list each figure opens (docs/reports.md, "Dashboards").
import type { z } from 'zod';
import type { DASHBOARD_ANSWER, DASHBOARD_CARD, DASHBOARD_TABLE } from './answer-schema';
import type { ReportFigure } from '../../../reports/catalogue';

export * from './answer-kinds';
import type { DashboardFigure } from './answer-kinds';

export type DashboardAnswer = z.output<typeof DASHBOARD_ANSWER>;
export type DashboardCard = z.output<typeof DASHBOARD_CARD>;
export type DashboardTable = z.output<typeof DASHBOARD_TABLE>;

/**
 * The list that explains each figure (shown when the user's menu has it): money to the daily
 * settlement and the payments, arrears to the arrears list, traffic to the flow screens, devices to
 * their lists; an online rate over a period to the alarm log, whose offline alarms are its offline time.
 */
export const FIGURE_LINKS: Partial<Record<ReportFigure | DashboardFigure, string>> = {
  receivable: '/DailyDetailedSettlement',
  received: '/PaymentInfo',
  receivedAgainstReceivable: '/DailyDetailedSettlement',
  parkingIncome: '/PaymentInfo',
  monthlyIncome: '/MonthlyOrders',
  storedValueIncome: '/RechargeCarOrders',
  discounts: '/TempCarDiscountOrder',
  waived: '/FreeDepartureOrder',
  refunded: '/RefundRecord',
  net: '/DailyDetailedSettlement',
  arrearsCreated: '/ArrearsList',
  arrearsRecovered: '/ArrearsList',
  arrearsMadeOwed: '/ArrearsList',
  arrearsMadeRecovered: '/ArrearsList',
  arrearsRecoveryRate: '/ArrearsList',
  receivedRate: '/DailyDetailedSettlement',
  invoiced: '/ElectronicInvoiceIssuingRecord',
  entries: '/AdmissionInfo',
  occupancy: '/ParkingSpaceUtilizationRate',
  turnover: '/ParkingSpaceUtilizationRate',
  averageStay: '/TemporaryParkingAnalysis',
  stayLengths: '/TemporaryParkingAnalysis',
  arrivalsByHour: '/VehicleEntryFlow',
  peakHour: '/VehicleEntryFlow',
  onlineShareNow: '/DeviceRunningInfo',
  deviceOnlineRate: '/AlarmLog',
  onlineRateLastDay: '/AlarmLog',
  payments: '/PaymentInfo',
  averageTicket: '/PaymentInfo',
  exits: '/AppearanceInfo',
  vehiclesIn: '/ParkingMonitoring',
  occupancyNow: '/ParkingMonitoring',
  devicesOnline: '/DeviceRunningInfo',
  openFaults: '/AlarmLog',
  cashInStations: '/PayStationCashInfo',
  berthsOccupied: '/ParkingMonitoring',
  openArrears: '/ArrearsList',
  collectorsSignedIn: '/PosManage',
};

/** The weekdays' keys, ISO order (1 Monday .. 7 Sunday: SQL's isodow). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The live boards are read again this often (/ParkingMonitoring's devices every 2 s; a board reads more). */
export const LIVE_REFRESH_MS = 5_000;

/** What the dashboards' components translate besides the page's own 'dashboards'. */
export const DASHBOARD_CLIENT_MESSAGES = ['reports', 'chart', 'dataHome.channels', 'devices.kinds'] as const;

/** The longest period the data control page rebuilds (the command line takes any). */
export const REBUILD_LIMIT_DAYS = 31;
