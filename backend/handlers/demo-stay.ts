// HandlersCatc/DemoData Stay: a vehicle parked in a lot of its own for demos and browser tests,
// before lanes report entries and rates are kept in the console (server-to-server: a valid
// signature, no token). { lotName, rate, plate, minutesAgo } -> { lotId, stayId, stayNo }: the lot
// is made when missing, with `rate` (the flat rate form of lib/tariff/form.ts, amounts in fen) as
// its rate when it has none; the vehicle enters through the charging core `minutesAgo` minutes ago.
import { z } from 'zod';
import { MS_PER_MINUTE } from '../../lib/tariff/calendar';
import { DAY_MINUTES } from '../../lib/tariff/rules';
import { rulesFromForm } from '../../lib/tariff/form';
import { enterStay } from '../charging/stays';
import { operation } from '../context';
import { isoAt } from '../db';
import { runService } from '../domain/service';
import { invalidValues } from '../entities/engine/failures';
import { integer, requiredText } from './schemas';
import { systemActor } from './server-actor';

const LOT_NAME_MAX_LENGTH = 100;
const PLATE_MAX_LENGTH = 16;
const DEMO_RATE = 'Demo rate';
/** A demo vehicle entered at most a week ago. */
const MAX_MINUTES_AGO = 7 * DAY_MINUTES;

export const demoStay = operation({
  access: 'server',
  input: z.object({
    lotName: requiredText(LOT_NAME_MAX_LENGTH),
    rate: z.record(z.string(), z.unknown()),
    plate: requiredText(PLATE_MAX_LENGTH),
    minutesAgo: integer().pipe(z.number().min(0).max(MAX_MINUTES_AGO)),
  }),
  run: (context, input) => context.db.transaction(async (tx) => {
    const actor = systemActor(context, 'DemoData');
    const rate = rulesFromForm(input.rate);
    if (!rate.ok) throw invalidValues(rate.fields as Record<string, string>);
    await tx.query('INSERT INTO parking_lots (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [input.lotName]);
    const [{ id: lotId }] = await tx.query<{ id: number }>('SELECT id FROM parking_lots WHERE name = $1', [input.lotName]);
    const rates = await tx.query('SELECT 1 FROM rates WHERE lot_id = $1 LIMIT 1', [lotId]);
    if (!rates.length) {
      const [created] = await tx.query<{ id: number }>('INSERT INTO rates (lot_id, kind, name) VALUES ($1, 1, $2) RETURNING id', [lotId, DEMO_RATE]);
      await tx.query(`INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at)
        VALUES ($1, 1, $2, $3, $4, $5)`, [created.id, JSON.stringify(rate.rules), isoAt(context.now - MAX_MINUTES_AGO * MS_PER_MINUTE), actor.name, isoAt(context.now)]);
    }
    const { stay } = await runService(tx, enterStay, { lotId, plate: input.plate, source: 'manual', at: context.now - input.minutesAgo * MS_PER_MINUTE },
      actor, { at: context.now });
    return { lotId, stayId: stay.id, stayNo: stay.stay_no };
  }),
});
