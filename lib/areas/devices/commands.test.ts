import { LOCK_COMM_STATE } from '../../spec-constants';
import { LANE_DISPLAY_COMMAND, LANE_KIND, refusalOf } from './commands';

describe('lane commands', () => {
  const online = (laneKind: number) => ({ comm: LOCK_COMM_STATE.online, laneKind });

  it('sends a display message to a lane\'s screen or barrier controller only', () => {
    expect(refusalOf('lane', LANE_DISPLAY_COMMAND, online(LANE_KIND.display))).toBeNull();
    expect(refusalOf('lane', LANE_DISPLAY_COMMAND, online(LANE_KIND.barrierGate))).toBeNull();
    expect(refusalOf('lane', LANE_DISPLAY_COMMAND, online(LANE_KIND.camera))).toBe('notADisplay');
    expect(refusalOf('lane', LANE_DISPLAY_COMMAND, online(LANE_KIND.ticketMachine))).toBe('notADisplay');
    expect(refusalOf('lane', LANE_DISPLAY_COMMAND, { comm: LOCK_COMM_STATE.offline, laneKind: LANE_KIND.display })).toBe('offline');
    expect(refusalOf('payStation', LANE_DISPLAY_COMMAND, { comm: LOCK_COMM_STATE.online })).toBe('unknownCommand');
  });

  it('lifts barriers on barrier gates only', () => {
    expect(refusalOf('lane', 'liftGate', online(LANE_KIND.barrierGate))).toBeNull();
    expect(refusalOf('lane', 'liftGate', online(LANE_KIND.display))).toBe('notAGate');
  });
});
