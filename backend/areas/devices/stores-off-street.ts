// Stores of lib/areas/devices/screens-off-street.ts, one per declaration, in the same order.
import { gateLiftStore, laneDeviceStore } from './off-street/lanes';
import {
  payStationCashStore, payStationConfigStore, payStationErrorStore, payStationModuleStore, payStationStore,
} from './off-street/pay-stations';
import { deviceRunningStore } from './off-street/running';
import { upgradeTaskStore } from './off-street/upgrade-tasks';
import type { EntityStore } from '../../entities/types';

export const OFF_STREET_DEVICE_STORES: readonly EntityStore[] = [
  laneDeviceStore, payStationStore, payStationConfigStore, payStationErrorStore, payStationCashStore, payStationModuleStore,
  deviceRunningStore, upgradeTaskStore, gateLiftStore,
];
