// `npm run simulate`: the device simulator as a process of its own, beside a running backend
// (started with SIMULATOR=0, else the backend already plays its devices). It asks the backend
// which devices to play (DeviceControl/SimulatorFleet, a signed server call) and where its
// broker is, then connects every device to it. Settings: ASHX_BASE_URL (default the local
// backend), ASHX_SIGNING_SECRET (default from DATA_DIR/secrets.json), MQTT_URL,
// MQTT_DEVICE_SECRET, SIMULATOR_ACTIVITY (events per device per minute, default 1). Its drivers
// who pay by phone pay in the app (CreateOrderInfo, UserCompletePay): Alipay and WeChat trades need
// the lots' merchant accounts, which only the backend holds (the in-process simulator uses them).
import fs from 'node:fs';
import path from 'node:path';
import { callAshx } from '../../lib/ashx/client';
import { DEFAULT_LANGUAGE } from '../../lib/spec-constants';
import { deviceSecretFrom } from '../areas/devices/credentials';
import { driverPayments } from './drivers';
import type { SimFleet } from './fleet-source';
import { startSimulator } from './simulator';

interface FleetAnswer { brokerUrl: string; simulatorInProcess: boolean; fleet: SimFleet }

function signingSecret(): string {
  if (process.env.ASHX_SIGNING_SECRET) return process.env.ASHX_SIGNING_SECRET;
  const file = path.resolve(process.env.DATA_DIR ?? 'data', 'secrets.json');
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { ASHX_SIGNING_SECRET: string }).ASHX_SIGNING_SECRET;
  } catch {
    console.error(`Simulator not started: set ASHX_SIGNING_SECRET (or start the backend once with npm start, which keeps it in ${file}).`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const secret = signingSecret();
  const baseUrl = process.env.ASHX_BASE_URL ?? `http://127.0.0.1:${process.env.BACKEND_PORT ?? 3100}/`;
  const activity = Number(process.env.SIMULATOR_ACTIVITY ?? 1);
  const askFleet = async (): Promise<FleetAnswer> => {
    const result = await callAshx<FleetAnswer>({
      baseUrl, handler: 'HandlersCatc/DeviceControl', payload: { GetList: 'SimulatorFleet' }, language: 'en-US', signingSecret: secret,
    });
    if (!result.ok) throw new Error(`the backend at ${baseUrl} did not give the fleet: ${JSON.stringify(result.error)}`);
    return result.data;
  };
  let first: FleetAnswer;
  try {
    first = await askFleet();
  } catch (error) {
    console.error(`Simulator not started: ${(error as Error).message}`);
    process.exit(1);
  }
  if (first.simulatorInProcess) {
    console.error('Simulator not started: the backend already simulates its devices. Restart it with SIMULATOR=0 to run the simulator on its own.');
    process.exit(1);
  }
  const url = process.env.MQTT_URL ?? first.brokerUrl;
  const simulator = await startSimulator({
    url, deviceSecret: process.env.MQTT_DEVICE_SECRET ?? deviceSecretFrom(secret), activity,
    source: async () => (await askFleet()).fleet, log: (message) => console.log(message),
    drivers: driverPayments({
      call: (handler, payload) => callAshx({ baseUrl, handler, payload, language: DEFAULT_LANGUAGE, signingSecret: secret }), random: Math.random,
    }),
  });
  const { connections, devices } = simulator.stats();
  console.log(`Simulating ${devices} devices over ${connections} connections to ${url} (activity ${activity} per device per minute). Ctrl+C stops.`);
  const stop = async () => {
    await simulator.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

void main();
