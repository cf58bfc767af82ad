// HandlersCatc/DeviceControl SimulatorFleet: the standalone simulator (npm run simulate) asks the
// backend which devices to play and where its broker is (a signed server call).
import { z } from 'zod';
import { operation } from '../context';
import { AshxFailure, STATUS } from '../kernel/failures';
import { loadSimFleet } from '../simulator/fleet-source';

export const simulatorFleet = operation({
  access: 'server',
  input: z.object({}),
  async run(context) {
    if (!context.devices) throw new AshxFailure(STATUS.notFound, 'devicesOff');
    return { brokerUrl: context.devices.brokerUrl, simulatorInProcess: context.devices.simulatorInProcess, fleet: await loadSimFleet(context.db) };
  },
});
