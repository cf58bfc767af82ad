// The screens over stays (lib/screens/declarations/stays.ts), each stayStore with its condition:
// the vehicles in the lot now, with their commands (correct or record a plate, let out by hand),
// the entry and exit records, the unusual exits, the repeat entries and every stay.
import type { StaySource, VehicleClass } from '../../../lib/parking/channels';
import { OPEN_STAY_STATES, STAY_STATE } from '../../../lib/parking/stay-machine';
import { LEFT_STAY_STATES } from '../../../lib/screens/declarations/stays-fields';
import { actorOf } from '../../kernel/actor';
import { runService, type DomainService } from '../../kernel/service';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db';
import type { EntityStore, Values } from '../types';
import { correctStayPlateRepriced, manualExit, recordStayPlate } from './commands';
import { formPlate, inStates, pageOf } from './common';
import { stayStore } from './stay-store';

const MANUAL: StaySource = 'manual';
const TEMPORARY: VehicleClass = 'temporary';
const LEFT = inStates('t.state', LEFT_STAY_STATES);

type Handler = NonNullable<EntityStore['rowActions']>[string];

/** A row action running `service` on each selected stay, as the caller on the entity's page. */
function perStay(entity: string, service: DomainService, inputOf: (id: number, input: Values) => Record<string, unknown>): Handler {
  return async (tx: Queryable, ids: number[], input: Values, context: RequestContext) => {
    const results = [];
    for (const id of ids) results.push(await runService(tx, service, inputOf(id, input), actorOf(context, pageOf(entity)), { at: context.now }));
    return results;
  };
}

const correctPlate = (entity: string) => perStay(entity, correctStayPlateRepriced,
  (stayId, input) => ({ stayId, plate: formPlate(input), plateColor: input.plateColor, reason: input.reason }));

export const stayInLotStore = stayStore('stayInLot', {
  where: inStates('t.state', OPEN_STAY_STATES),
  rowActions: {
    correctPlate: correctPlate('stayInLot'),
    recordPlate: perStay('stayInLot', recordStayPlate,
      (stayId, input) => ({ stayId, plate: formPlate(input), plateColor: input.plateColor, collector: input.collector })),
    manualExit: perStay('stayInLot', manualExit, (stayId, input) => ({ stayId, reason: input.reason })),
  },
});

export const STAY_RECORD_STORES: readonly EntityStore[] = [
  stayStore('stayEntry'),
  stayStore('stayExit', { where: LEFT }),
  // Left, but not a plain paid exit: free, owing (also once recovered), or let out by hand.
  stayStore('stayAbnormalExit', { where: `${LEFT} AND (t.state <> ${STAY_STATE.exitedPaid} OR t.exit_source = '${MANUAL}')` }),
  stayStore('stayRepeat', { where: `t.state = ${STAY_STATE.repeatEntry}`, closedBy: true }),
  stayStore('stayTmpRepeat', { where: `t.state = ${STAY_STATE.repeatEntry} AND t.vehicle_class = '${TEMPORARY}'`, closedBy: true }),
  stayStore('parkingRecord', { rowActions: { correctPlate: correctPlate('parkingRecord') } }),
];
