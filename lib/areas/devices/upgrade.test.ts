import {
  UPGRADE_DEVICE_TYPES, UPGRADE_STATUSES, initialUpgradeState, isVersion, nextUpgradeState, summariseUpgrade,
  upgradeCommandParams, type UpgradeDeviceState, type UpgradeEvent, type UpgradeStatus,
} from './upgrade';
import { DEVICE_KINDS } from '../../device-protocol';
import { LANE_KIND } from './commands';

const TARGET = '20250301';
const state = (status: UpgradeStatus, attempts = 1, reason: string | null = null): UpgradeDeviceState => ({ status, attempts, reason });
const next = (from: UpgradeDeviceState, event: UpgradeEvent) => nextUpgradeState(from, event, TARGET);
const statusAfter = (from: UpgradeStatus, event: UpgradeEvent) => {
  const result = next(state(from), event);
  return result.ok ? result.state.status : 'refused';
};

describe('upgrade versions and device types', () => {
  it('takes digits only as a version (spec 5)', () => {
    expect(['1', '20250301', '007'].every(isVersion)).toBe(true);
    expect(['', '1.2.3', 'v2', ' 12', '12a', '-1'].some(isVersion)).toBe(false);
  });

  it('maps every device type to a protocol kind, lane equipment by its lane kind', () => {
    for (const [name, type] of Object.entries(UPGRADE_DEVICE_TYPES)) {
      expect([name, (DEVICE_KINDS as readonly string[]).includes(type.kind)]).toEqual([name, true]);
      expect([name, type.laneKind === null]).toEqual([name, type.kind !== 'lane']);
    }
    expect(UPGRADE_DEVICE_TYPES.camera.laneKind).toBe(LANE_KIND.camera);
    expect(UPGRADE_DEVICE_TYPES.barrierGate.laneKind).toBe(LANE_KIND.barrierGate);
    expect(UPGRADE_DEVICE_TYPES.ticketMachine.laneKind).toBe(LANE_KIND.ticketMachine);
  });
});

describe('per-device upgrade status', () => {
  it('starts pending, or succeeded when the device already runs the version', () => {
    expect(initialUpgradeState('20240101', TARGET)).toEqual({ status: 'pending', attempts: 0, reason: null });
    expect(initialUpgradeState(null, TARGET)).toEqual({ status: 'pending', attempts: 0, reason: null });
    expect(initialUpgradeState(` ${TARGET} `, TARGET)).toEqual({ status: 'succeeded', attempts: 0, reason: 'alreadyCurrent' });
  });

  it('goes pending -> sent -> upgrading -> succeeded, counting attempts', () => {
    let s = initialUpgradeState('1', TARGET);
    for (const [event, status] of [
      [{ type: 'send', online: true, firmware: '1' }, 'sent'],
      [{ type: 'ack', ok: true }, 'upgrading'],
      [{ type: 'report', firmware: '1' }, 'upgrading'],
      [{ type: 'result', ok: true }, 'succeeded'],
    ] as [UpgradeEvent, UpgradeStatus][]) {
      const result = next(s, event);
      if (!result.ok) throw new Error(`refused ${event.type}`);
      expect(result.state.status).toBe(status);
      s = result.state;
    }
    expect(s).toEqual({ status: 'succeeded', attempts: 1, reason: null });
  });

  it('succeeds on a report of the target version while sent or upgrading', () => {
    expect(statusAfter('sent', { type: 'report', firmware: TARGET })).toBe('succeeded');
    expect(statusAfter('upgrading', { type: 'report', firmware: TARGET })).toBe('succeeded');
    // A report elsewhere changes nothing.
    for (const status of ['pending', 'failed', 'offline', 'succeeded'] as const) {
      const result = next(state(status), { type: 'report', firmware: TARGET });
      expect([status, result.ok && result.state.status, result.ok && result.changed]).toEqual([status, status, false]);
    }
  });

  it('fails on a refusal, a failed result or a timeout, with the reason', () => {
    expect(next(state('sent'), { type: 'ack', ok: false, error: 'lowBattery' })).toEqual({ ok: true, changed: true, state: state('failed', 1, 'lowBattery') });
    expect(next(state('upgrading'), { type: 'result', ok: false, error: 'checksum' })).toMatchObject({ state: state('failed', 1, 'checksum') });
    expect(next(state('upgrading'), { type: 'result', ok: false })).toMatchObject({ state: state('failed', 1, 'failed') });
    expect(next(state('sent'), { type: 'timeout' })).toMatchObject({ state: state('failed', 1, 'timeout') });
    expect(next(state('upgrading'), { type: 'timeout' })).toMatchObject({ state: state('failed', 1, 'timeout') });
  });

  it('marks a device offline when it cannot be sent to, and pending again when it returns', () => {
    expect(next(state('pending', 0), { type: 'send', online: false })).toMatchObject({ state: state('offline', 0, 'offline') });
    expect(next(state('offline', 0, 'offline'), { type: 'online' })).toMatchObject({ state: state('pending', 0, null), changed: true });
    expect(next(state('upgrading'), { type: 'online' })).toMatchObject({ state: state('upgrading'), changed: false });
  });

  it('sends nothing to a device that already runs the version', () => {
    expect(next(state('pending', 0), { type: 'send', online: true, firmware: TARGET })).toMatchObject({ state: state('succeeded', 0, 'alreadyCurrent') });
  });

  it('retries failed and offline devices only', () => {
    expect(next(state('failed', 2, 'timeout'), { type: 'retry' })).toEqual({ ok: true, changed: true, state: state('pending', 2, null) });
    expect(statusAfter('offline', { type: 'retry' })).toBe('pending');
    for (const status of ['pending', 'sent', 'upgrading', 'succeeded'] as const) expect([status, statusAfter(status, { type: 'retry' })]).toEqual([status, 'refused']);
  });

  it('refuses events that make no sense in a status', () => {
    const impossible: [UpgradeStatus, UpgradeEvent][] = [
      ['sent', { type: 'send', online: true }],
      ['succeeded', { type: 'send', online: true }],
      ['pending', { type: 'ack', ok: true }],
      ['failed', { type: 'ack', ok: false }],
      ['pending', { type: 'result', ok: true }],
      ['offline', { type: 'result', ok: false }],
      ['pending', { type: 'timeout' }],
      ['succeeded', { type: 'timeout' }],
    ];
    for (const [status, event] of impossible) expect([status, event.type, statusAfter(status, event)]).toEqual([status, event.type, 'refused']);
    // Duplicates of what already happened are harmless.
    expect(next(state('upgrading'), { type: 'ack', ok: true })).toMatchObject({ ok: true, changed: false });
    expect(next(state('succeeded'), { type: 'result', ok: true })).toMatchObject({ ok: true, changed: false });
  });

  it('knows every status', () => {
    expect([...UPGRADE_STATUSES]).toEqual(['pending', 'sent', 'upgrading', 'succeeded', 'failed', 'offline']);
  });
});

describe('task progress', () => {
  const d = (status: UpgradeStatus, attempts = 1) => ({ status, attempts });
  it('is waiting until a first device is sent to', () => {
    expect(summariseUpgrade([d('pending', 0), d('pending', 0), d('succeeded', 0)]).progress).toBe('waiting');
    expect(summariseUpgrade([d('sent'), d('pending', 0)]).progress).toBe('running');
    expect(summariseUpgrade([d('offline', 0), d('pending', 0)]).progress).toBe('running');
    expect(summariseUpgrade([d('succeeded'), d('pending', 0)]).progress).toBe('running');
  });

  it('ends succeeded or partly failed', () => {
    expect(summariseUpgrade([d('succeeded'), d('succeeded', 0)]).progress).toBe('succeeded');
    expect(summariseUpgrade([d('succeeded'), d('failed')]).progress).toBe('partlyFailed');
    expect(summariseUpgrade([d('offline', 0)]).progress).toBe('partlyFailed');
    expect(summariseUpgrade([d('failed'), d('upgrading')]).progress).toBe('running');
  });

  it('counts devices by status', () => {
    const summary = summariseUpgrade([d('succeeded'), d('failed'), d('failed'), d('upgrading')]);
    expect(summary).toMatchObject({ total: 4, counts: { succeeded: 1, failed: 2, upgrading: 1, pending: 0, sent: 0, offline: 0 } });
  });

  it('gives the upgrade command its parameters', () => {
    expect(upgradeCommandParams({ id: 7, targetVersion: '3', fileName: 'ps-3.bin', fileUrl: null }))
      .toEqual({ taskId: 7, version: '3', fileName: 'ps-3.bin', url: null });
  });
});
