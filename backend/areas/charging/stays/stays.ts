// The screens over stays (lib/areas/charging/screens.ts), each stayStore with its condition:
// the vehicles in the lot now, with their commands (correct or record a plate, let out by hand),
// the entry and exit records, the unusual exits, the repeat entries and every stay.
import type { StaySource, VehicleClass } from '../../../../lib/parking/channels';
import { OPEN_STAY_STATES, STAY_STATE } from '../../../../lib/parking/stay-machine';
import { LEFT_STAY_STATES } from '../../../../lib/areas/charging/stay-fields';
import { rowService } from '../../../entities/row-service';
import type { EntityStore } from '../../../entities/types';
import { correctStayPlateRepriced, manualExit, recordStayPlate } from './commands';
import { formPlate, inStates } from './common';
import { stayStore } from './stay-store';

const MANUAL: StaySource = 'manual';
const TEMPORARY: VehicleClass = 'temporary';
const LEFT = inStates('t.state', LEFT_STAY_STATES);

// Row services: the caller acts on the page the command came from (each stay screen is its own page).
const correctPlate = rowService({
  service: correctStayPlateRepriced,
  inputOf: ({ id, input }) => ({ stayId: id, plate: formPlate(input), plateColor: input.plateColor, reason: input.reason }),
});

export const stayInLotStore = stayStore('stayInLot', {
  where: inStates('t.state', OPEN_STAY_STATES),
  rowActions: {
    correctPlate,
    recordPlate: rowService({
      service: recordStayPlate,
      inputOf: ({ id, input }) => ({ stayId: id, plate: formPlate(input), plateColor: input.plateColor, collector: input.collector }),
    }),
    manualExit: rowService({ service: manualExit, inputOf: ({ id, input }) => ({ stayId: id, reason: input.reason }) }),
  },
});

export const STAY_RECORD_STORES: readonly EntityStore[] = [
  stayStore('stayEntry'),
  stayStore('stayExit', { where: LEFT }),
  // Left, but not a plain paid exit: free, owing (also once recovered), or let out by hand.
  stayStore('stayAbnormalExit', { where: `${LEFT} AND (t.state <> ${STAY_STATE.exitedPaid} OR t.exit_source = '${MANUAL}')` }),
  stayStore('stayRepeat', { where: `t.state = ${STAY_STATE.repeatEntry}`, closedBy: true }),
  stayStore('stayTmpRepeat', { where: `t.state = ${STAY_STATE.repeatEntry} AND t.vehicle_class = '${TEMPORARY}'`, closedBy: true }),
  stayStore('parkingRecord', { rowActions: { correctPlate } }),
];
