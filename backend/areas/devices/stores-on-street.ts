// Stores of lib/areas/devices/screens-on-street.ts, one per declaration, in the same order.
import { deviceAlarmLogStore, lockAlarmStore, lockOperationLogStore } from './on-street/alarms';
import { geomagneticInfoStore, parkingLockInfoStore, sensorInfoLiveStore } from './on-street/live';
import {
  batteryInfoStore, batteryLevelLogStore, berthStateRecordStore, remotePushRecordStore, sensorDataStatisticsStore,
} from './on-street/records';
import { geomagneticRegisterStore, nodeControllerStore, parkingLockStore, sensorRegisterStore } from './on-street/registration';
import type { EntityStore } from '../../entities/types';

export const ON_STREET_DEVICE_STORES: readonly EntityStore[] = [
  nodeControllerStore,
  parkingLockStore,
  parkingLockInfoStore,
  sensorRegisterStore,
  sensorInfoLiveStore,
  geomagneticRegisterStore,
  geomagneticInfoStore,
  berthStateRecordStore,
  sensorDataStatisticsStore,
  batteryInfoStore,
  lockAlarmStore,
  lockOperationLogStore,
  deviceAlarmLogStore,
  batteryLevelLogStore,
  remotePushRecordStore,
];
