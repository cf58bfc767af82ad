// The off-street device declarations: menu ids in their range, record screens read-only with the
// export button only, the devices' live columns never in a form, the upgrade version digits only.
import { UPGRADE_DEVICE_TYPE_NAMES } from './upgrade';
import { valuesSchema } from '../../screens/schema';
import { OFF_STREET_DEVICE_SCREENS } from './screens-off-street';

const byPath = (p: string) => OFF_STREET_DEVICE_SCREENS.find((s) => s.path === p)!;
const RECORDS = ['/ErrorInfoOfPayStation', '/PayStationCashInfo', '/DeviceModuleStatus', '/DeviceRunningInfo', '/RodLiftingRecord'];
/** Columns only the device ingestion writes (backend/areas/devices/). */
const LIVE = ['commState', 'gateState', 'errorCode', 'cashAmount', 'notesCount', 'coinsCount', 'lastSeenAt'];

describe('off-street device screens', () => {
  it('use menu ids 851..899, lot-scoped, in the off-road area (base configuration in settings, lifts in logs)', () => {
    for (const screen of OFF_STREET_DEVICE_SCREENS) {
      expect([screen.path, screen.menuId >= 851 && screen.menuId <= 899, screen.lotScoped]).toEqual([screen.path, true, true]);
      const area = { '/PayStation_BaseConfigInfo': 'settings', '/RodLiftingRecord': 'logs' }[screen.path] ?? 'offRoad';
      expect([screen.path, screen.directory]).toEqual([screen.path, area]);
    }
  });

  it('keep records read-only with the export button only', () => {
    for (const path of RECORDS) {
      const screen = byPath(path);
      expect([path, screen.buttons]).toEqual([path, { export: 'export' }]);
      expect([path, screen.fields.filter((f) => !f.readOnly || f.form !== 'none').map((f) => f.name)]).toEqual([path, []]);
      expect(screen.rowActions ?? []).toEqual([]);
    }
  });

  it('never put a live column in a form', () => {
    for (const screen of OFF_STREET_DEVICE_SCREENS) {
      for (const field of screen.fields.filter((f) => LIVE.includes(f.name))) {
        expect([screen.path, field.name, field.readOnly, field.form]).toEqual([screen.path, field.name, true, 'none']);
      }
    }
  });

  it('edits the base configuration only, and collects cash behind its own button', () => {
    expect(byPath('/PayStation_BaseConfigInfo').buttons).toEqual({ update: 'edit', export: 'export' });
    expect(byPath('/PaymentInformation').rowActions).toEqual([{ name: 'collectCash', button: 'collectCash', confirm: true }]);
  });

  it('takes upgrade versions as digits only, of a known device type', () => {
    const schema = valuesSchema(byPath('/EquipmentRemoteUpgrade'), 'create');
    const task = { deviceType: 'camera', lotId: 1, model: '', targetVersion: '20250301', fileName: 'cam.bin', fileUrl: '', remark: '' };
    expect(schema.safeParse(task).success).toBe(true);
    expect(schema.safeParse({ ...task, targetVersion: '2.0.1' }).error?.issues.map((i) => i.message)).toEqual(['digits']);
    expect(schema.safeParse({ ...task, deviceType: 'toaster' }).success).toBe(false);
    expect(byPath('/EquipmentRemoteUpgrade').fields.find((f) => f.name === 'deviceType')?.options).toEqual(UPGRADE_DEVICE_TYPE_NAMES);
  });
});
