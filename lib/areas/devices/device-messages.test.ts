// Every state, command, refusal, alarm and outcome a device screen may show has its label in
// both languages (messages/<lang>/devices.json), and the lock control page a button title for
// every lock command.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../spec-constants';
import { ALARM_KINDS } from './alarms';
import { DEVICE_COMMANDS, GATE_COMMANDS } from './commands';
import { COMM_STATES, LOCK_COMMAND_NAMES, LOCK_MODES, LOCK_REFUSALS, RUN_STATES } from './lock-machine';

const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', language, `${file}.json`), 'utf8')) as Record<string, Record<string, string>>;

/** Why a command failed or was refused besides the lock's own reasons (commands.ts, the simulator). */
const OTHER_REASONS = ['unknownCommand', 'notAGate', 'notADisplay', 'resistance', 'badVersion', 'badDisplay', 'deviceError'];
const OUTCOMES = ['ok', 'refused', 'failed', 'timeout', 'pending'];

describe.each(LANGUAGES)('device messages in %s', (language) => {
  const devices = read(language, 'devices');
  const expectKeys = (group: string, keys: readonly (string | number)[]) =>
    expect(keys.map(String).filter((k) => typeof devices[group]?.[k] !== 'string')).toEqual([]);

  it('label every mode, comm state and run state', () => {
    expectKeys('mode', LOCK_MODES);
    expectKeys('comm', COMM_STATES);
    expectKeys('run', RUN_STATES);
  });
  it('label every command of every kind, every refusal, alarm and outcome', () => {
    expectKeys('commands', [...new Set(Object.values(DEVICE_COMMANDS).flat())]);
    expectKeys('reasons', [...LOCK_REFUSALS, ...OTHER_REASONS]);
    expectKeys('alarms', ALARM_KINDS);
    expectKeys('outcome', [...OUTCOMES, 'okResult']);
    expectKeys('resultKeys', ['value', 'signal', 'version']);
    expectKeys('outcomes', OUTCOMES);
  });
  it('name states as the lock screens of the engine do', () => {
    const lockInfo = read(language, 'screens/parkingLockInfo').options as unknown as Record<string, Record<string, string>>;
    expect([devices.mode, devices.comm, devices.run]).toEqual([lockInfo.controlMode, lockInfo.commState, lockInfo.runState]);
  });
  it('title every button of the lock control and gate pages', () => {
    expect(LOCK_COMMAND_NAMES.filter((c) => !read(language, 'lockControl').buttons[c])).toEqual([]);
    expect(GATE_COMMANDS.filter((c) => !read(language, 'gateControl').buttons[c])).toEqual([]);
  });
});
