// The demo operator's estate as data: two off-street lots (lanes with cameras and barrier
// controllers, yard areas with berths, a pay station) and an on-street lot (two streets, berths
// with parking locks or sensors behind a node controller and watched by a video pile, a POS
// terminal and its collectors),
// each with its rates in the flat form of the rate screens (money in fen). Pure data.
import type { RateFormValues } from '../../lib/tariff/form';

/** Every demo device's serial starts so (the DEMO_DEVICES estate uses DEMO-). */
export const DEMO_SERIAL_PREFIX = 'SF-';

export interface DemoRate { name: string; plateColor: 'all' | 'green'; vehicleType?: 'all'; form: Partial<RateFormValues> }
export interface DemoLane { serial: string; name: string; direction: 1 | 2 }
/** A street's berths, behind its node controller, all watched by its video pile (which reads the plates). */
export interface DemoStreet { name: string; nodeSerial: string; lockBerths: number; sensorBerths: number; berthPrefix: string; videoPile: string }
export interface DemoLot {
  key: 'east' | 'west' | 'street';
  name: string;
  /** parking_lots.type: 1 closed lot, 2 on-street berths. */
  type: 1 | 2;
  totalSpaces: number;
  address: string;
  areas: { name: string; floor: string; berths: number; prefix: string }[];
  streets: DemoStreet[];
  lanes: DemoLane[];
  payStations: { serial: string; name: string; location: string }[];
  rates: DemoRate[];
}

export const BASE_FORM: Partial<RateFormValues> = {
  billingModel: 'segment', freeMode: 'freeIfShorter', rounding: 'up', minPriceUnit: 0, exitWindowMinutes: 15,
  laterDays: 'priced', holidayMode: 'same', overshoot: 'carry',
};

/** Day 08:00-20:00 by the started half hour, night by the hour, capped per day window. */
const dayAndNight = (firstPrice: number, unitPrice: number, nightPrice: number, cap: number): Partial<RateFormValues> => ({
  ...BASE_FORM, pricingMode: 'time', freeMinutes: 15, dayStart: '08:00', dayEnd: '20:00',
  firstMinutes: 60, firstPrice, unitMinutes: 30, unitPrice, dayCap: cap, nightUnitMinutes: 60, nightUnitPrice: nightPrice, nightCap: 1_000,
});

export const DEMO_LOTS: readonly DemoLot[] = [
  {
    key: 'east', name: '示范停车场·东站', type: 1, totalSpaces: 160, address: '杭州市上城区东站路 1 号',
    areas: [{ name: 'B1 区', floor: 'B1', berths: 12, prefix: 'B1-' }, { name: 'B2 区', floor: 'B2', berths: 12, prefix: 'B2-' }],
    streets: [],
    lanes: [
      { serial: 'SF-E-IN1', name: '东入口', direction: 1 },
      { serial: 'SF-E-IN2', name: '北入口', direction: 1 },
      { serial: 'SF-E-OUT1', name: '东出口', direction: 2 },
    ],
    payStations: [{ serial: 'SF-E-PAY1', name: '东站 1 号缴费机', location: 'B1 电梯厅' }],
    rates: [
      { name: '临时车标准', plateColor: 'all', form: dayAndNight(600, 200, 100, 4_000) },
      { name: '新能源优惠', plateColor: 'green', form: dayAndNight(300, 100, 50, 2_000) },
    ],
  },
  {
    key: 'west', name: '示范停车场·西湖', type: 1, totalSpaces: 60, address: '杭州市西湖区北山街 8 号',
    areas: [{ name: '地面', floor: '1F', berths: 10, prefix: 'G-' }],
    streets: [],
    lanes: [{ serial: 'SF-W-IN1', name: '西入口', direction: 1 }, { serial: 'SF-W-OUT1', name: '西出口', direction: 2 }],
    payStations: [{ serial: 'SF-W-PAY1', name: '西湖缴费机', location: '岗亭旁' }],
    rates: [{ name: '景区临停', plateColor: 'all', form: { ...BASE_FORM, pricingMode: 'loop', freeMinutes: 15, loopMinutes: 60, loopPrice: 800, cap24h: 6_000 } }],
  },
  {
    key: 'street', name: '示范路段·滨江', type: 2, totalSpaces: -1, address: '杭州市滨江区江南大道',
    areas: [],
    streets: [
      { name: '滨江路', nodeSerial: 'SF-S-NODE1', lockBerths: 6, sensorBerths: 4, berthPrefix: 'BJ', videoPile: 'SF-S-VP1' },
      { name: '江南大道', nodeSerial: 'SF-S-NODE2', lockBerths: 0, sensorBerths: 8, berthPrefix: 'JN', videoPile: 'SF-S-VP2' },
    ],
    lanes: [],
    payStations: [{ serial: 'SF-S-PAY1', name: '滨江路咪表', location: '滨江路 12 号' }],
    rates: [{ name: '路侧临停', plateColor: 'all', form: { ...BASE_FORM, pricingMode: 'steps', freeMinutes: 15, steps: '30:300,60:500,120:800', stepsAfter: 'cycle' } }],
  },
];

/** The demo's permission group: the demo staff see the demo lots. */
export const DEMO_GROUP = { name: '示范运营', nameEn: 'Demo operations' } as const;
export const DEMO_POS_TERMINAL = { serial: 'SF-S-POS1', imeiBody: '86000000000001' };
export const DEMO_COLLECTORS = [{ login: 'sf-zhang', name: '张伟' }, { login: 'sf-li', name: '李娜' }] as const;
