// What the field did besides the traffic (field-records.ts), as data: times relative to the
// demo's now. Pure.
import type { VehiclePlateColor } from '../../lib/tariff/select';
import type { DemoLot } from './estate-plan';
import type { DemoProblem } from './records-plan';

export interface DemoCapture { plate: string; color: VehiclePlateColor; brand?: string }

export const DEMO_FIELD = {
  /** Vehicles read at an entrance, not read leaving, read at the entrance again. */
  repeatEntries: [
    { lot: 'west', vehicle: { plate: '苏E7M2K5', color: 'blue', brand: '本田' }, firstHoursAgo: 50, againHoursAgo: 3 },
    { lot: 'east', vehicle: { plate: '浙A3M6Q8', color: 'blue', brand: '别克' }, firstHoursAgo: 30, againHoursAgo: 6 },
  ] as { lot: DemoLot['key']; vehicle: DemoCapture; firstHoursAgo: number; againHoursAgo: number }[],
  /** The brand the camera read on a registered plate. */
  otherBrand: '本田',
  manualEntry: { plate: '浙A5B1N7', color: 'blue' as VehiclePlateColor, reason: '车牌污损无法识别', remark: '岗亭人工核对行驶证后登记' },
  missedDeparture: {
    vehicle: { plate: '浙A8Q0T6', color: 'blue' as VehiclePlateColor },
    parkedHoursAgo: 3, departedMinutesAgo: 25,
    reason: '地磁未检测到车辆离场，收费员现场确认泊位已空',
    problem: {
      kind: 2, lot: 'street', description: '车辆离开后地磁仍显示占用，已人工离场', reporter: '张伟（sf-zhang）',
      steps: [{ action: 'assign', afterMinutes: 5, note: '通知智泊科技上门检修' }, { action: 'start', afterMinutes: 10 }],
    } as Omit<DemoProblem, 'location' | 'deviceSerial' | 'hoursAgo'>,
  },
  /** The morning patrol's hour (operator time). */
  patrolHour: 9.5,
  /** The devices' firmware (the simulated fleet's; the east station's upgrade raises it). */
  firmware: '100',
};
