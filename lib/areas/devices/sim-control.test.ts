import { isSimControlClientId, isSimControlTopic, parseSimControlTopic, simControlMessage, simControlTopic } from './sim-control';

describe('the simulator\'s control surface', () => {
  it('has topics of its own, apart from the device protocol\'s', () => {
    expect(simControlTopic('lane', 'CAM-1', 'control')).toBe('catcsim/v1/lane/CAM-1/control');
    expect(parseSimControlTopic('catcsim/v1/lane/CAM-1/control')).toEqual({ kind: 'lane', serial: 'CAM-1' });
    for (const topic of ['catcsim/v1/lane/CAM-1/done', 'catc/v1/lane/CAM-1/control', 'catcsim/v1/printer/P-1/control', 'catcsim/v1/lane/a b/control', 'catcsim/v1/lane/CAM-1/control/x']) {
      expect([topic, parseSimControlTopic(topic)]).toEqual([topic, null]);
    }
    expect([isSimControlTopic('catcsim/v1/lane/CAM-1/done'), isSimControlTopic('catc/v1/lane/CAM-1/report'), isSimControlTopic('#')]).toEqual([true, false, false]);
    expect([isSimControlClientId('simulator-0123456789ab'), isSimControlClientId('simulator'), isSimControlClientId('lane:simulator-0123456789ab')]).toEqual([true, false, false]);
  });

  it('takes the messages it knows, checked', () => {
    expect(simControlMessage.safeParse({ id: 'ctl-00000001', action: 'see', plate: '粤B12345', color: 'blue' }).success).toBe(true);
    expect(simControlMessage.safeParse({ id: 'ctl-00000001', action: 'lockEvent', event: 'vehicleArrived' }).success).toBe(true);
    expect(simControlMessage.safeParse({ id: 'ctl-00000001', action: 'lockEvent', event: 'teleport' }).success).toBe(false);
    expect(simControlMessage.safeParse({ id: 'short', action: 'occupy', occupied: true }).success).toBe(false);
    expect(simControlMessage.safeParse({ id: 'ctl-00000001', action: 'pay', plate: '粤B12345', amount: 0, method: 'cash' }).success).toBe(false);
  });
});
