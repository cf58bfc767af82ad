// An arrear reminded by SMS (domain service arrears.remind): an enabled template of
// /SystemSmsTemplate rendered with the arrear's facts (lib/areas/charging/arrears/reminder.ts), to the phone
// typed or else the vehicle's (/VehicleInfo); the message is recorded for the SMS gateway and
// the arrear counts its reminders. Only an unpaid arrear is reminded.
import { z } from 'zod';
import { renderReminder } from '../../../../lib/areas/charging/arrears/reminder';
import { phone } from '../../../../lib/validation/rules';
import { refuse } from '../../../kernel/failures';
import { isoAt, toMs } from '../../../db';
import { defineService } from '../../../kernel/service';
import { ARREAR_AUDIT } from './audit';
import { lockArrearFor } from './lock';

export const remindArrearInput = z.object({
  arrearId: z.number().int().positive(),
  templateId: z.number().int().positive(),
  phone: phone().optional(),
});

/** The operator's clock (UTC+8, as the protocol's) date of an instant. */
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

export const remindArrear = defineService({
  name: 'arrears.remind',
  input: remindArrearInput,
  async run(work, input) {
    const { arrear } = await lockArrearFor(work, input.arrearId, 'remind');
    const [template] = await work.query<{ id: number; content: string }>('SELECT id, content FROM sms_templates WHERE id = $1 AND status = 1', [input.templateId]);
    if (!template) throw refuse('arrearTemplateDisabled');
    const [vehicle] = await work.query<{ phone: string | null }>('SELECT phone FROM vehicles WHERE plate = $1', [arrear.plate]);
    const to = input.phone ?? vehicle?.phone?.trim();
    if (!to) throw refuse('arrearNoPhone');
    const [facts] = await work.query<{ order_no: string; due: number; lot: string; exit_at: unknown; reminders: number }>(
      `SELECT o.order_no, o.due, l.name AS lot, s.exit_at, a.reminders FROM arrears a JOIN orders o ON o.id = a.order_id
         JOIN stays s ON s.id = a.stay_id JOIN parking_lots l ON l.id = a.lot_id WHERE a.id = $1`, [arrear.id]);
    const content = renderReminder(template.content, {
      plate: arrear.plate, owed: Number(facts.due), lot: facts.lot, orderNo: facts.order_no, since: dayOf(toMs(facts.exit_at) ?? work.at),
    });
    const at = isoAt(work.at);
    const reminder = await work.insert('arrearReminder', 'arrears_reminders', {
      arrear_id: arrear.id, lot_id: arrear.lot_id, plate: arrear.plate, phone: to, template_id: template.id, content,
      created_by: work.actor.name, created_at: at,
    });
    await work.update(ARREAR_AUDIT, 'arrears', arrear.id, {
      reminders: Number(facts.reminders) + 1, reminded_at: at, remind_template_id: template.id, updated_at: at,
    });
    return { reminderId: Number(reminder.id), phone: to, content };
  },
});
