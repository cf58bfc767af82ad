import { LOCK_RUN_STATE as RUN } from '../../spec-constants';
import { LOW_BATTERY_PERCENT, NOTE_BOX_CAPACITY, alarmChanges, openAlarms } from './alarms';

describe('device alarms', () => {
  it('raises resistance alarms from the lock run state and drops them when it recovers', () => {
    expect(openAlarms('lock', { comm: 1, run: RUN.resistanceRising })).toEqual(['resistanceRising']);
    expect(openAlarms('lock', { comm: 1, run: RUN.resistanceFalling })).toEqual(['resistanceFalling']);
    expect(openAlarms('lock', { comm: 1, run: RUN.parked })).toEqual([]);
    // Run states mean nothing for other kinds.
    expect(openAlarms('sensor', { comm: 1, run: RUN.resistanceRising })).toEqual([]);
  });

  it('raises low battery below the threshold for locks and sensors only', () => {
    expect(openAlarms('lock', { comm: 1, battery: LOW_BATTERY_PERCENT - 1 })).toEqual(['lowBattery']);
    expect(openAlarms('sensor', { comm: 1, battery: LOW_BATTERY_PERCENT - 1 })).toEqual(['lowBattery']);
    expect(openAlarms('lock', { comm: 1, battery: LOW_BATTERY_PERCENT })).toEqual([]);
    expect(openAlarms('lock', { comm: 1, battery: null })).toEqual([]);
    expect(openAlarms('payStation', { comm: 1, battery: 1 })).toEqual([]);
  });

  it('names unreachable devices by kind and keeps what was open while they cannot be seen', () => {
    expect(openAlarms('lock', { comm: 0 })).toEqual(['offline']);
    expect(openAlarms('sensor', { comm: 0 })).toEqual(['sensorSilent']);
    expect(openAlarms('lock', { comm: 2 }, ['resistanceRising', 'lowBattery'])).toEqual(['nodeDisconnected', 'resistanceRising', 'lowBattery']);
    // Back online, the report decides again.
    expect(openAlarms('lock', { comm: 1, run: RUN.parked, battery: 80 }, ['nodeDisconnected', 'resistanceRising'])).toEqual([]);
    expect(openAlarms('lock', { comm: 0 }, ['nodeDisconnected'])).toEqual(['offline']);
  });

  it('raises pay station faults and a full note box', () => {
    expect(openAlarms('payStation', { comm: 1, errorCode: 12, notes: 10 })).toEqual(['payStationFault']);
    expect(openAlarms('payStation', { comm: 1, errorCode: 0, notes: NOTE_BOX_CAPACITY })).toEqual(['cashBoxFull']);
    expect(openAlarms('payStation', { comm: 1, errorCode: 0, notes: 0 })).toEqual([]);
  });

  it('tells what to raise and what to clear', () => {
    expect(alarmChanges(['offline', 'lowBattery'], ['lowBattery', 'resistanceRising'])).toEqual({ raise: ['resistanceRising'], clear: ['offline'] });
    expect(alarmChanges([], [])).toEqual({ raise: [], clear: [] });
  });
});
