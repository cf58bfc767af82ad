// The daily packs (docs/reports.md "Scheduled packs"): every enabled recipient list whose hour has
// come is mailed the previous operator day's pack, PDF and xlsx, in its language, over its lots,
// through the outbox's mail.send (backend/mail). Rendered before any lock is taken; then, in one
// transaction, the list's row is claimed FOR UPDATE SKIP LOCKED (another backend holding it is
// doing the same: skipped, never waited for), its day checked again, the mail queued under the key
// oneClickReport:<list>:<day> (unique: queued once) and last_pack_day moved. So two backends mail
// each list once a day; a day missed (backend down, no sender enabled) is sent at the next round,
// the latest day only.
import { packDayDue } from '../../../../lib/areas/reports/pack/schedule';
import { dateOfDay } from '../../../../lib/parking/cards/operator-days';
import type { Db } from '../../../db';
import { enqueueMail, isMailNotConfigured } from '../../../mail';
import { packCurrency } from './currency';
import { packFile } from './files';
import { readPack } from './pack';
import { COLUMNS, lastPackDayOf, listOf, type RecipientList } from './recipients';
import { packWords } from './words';

/** How often the leader looks for lists due (a list is sent within this of its hour). */
export const PACK_SCHEDULE_INTERVAL_MS = 60_000;

export const packMailKey = (listId: number, day: number) => `oneClickReport:${listId}:${dateOfDay(day)}`;

type Rows = Parameters<typeof listOf>[0];
const dueDay = (list: RecipientList, now: number) => packDayDue({ enabled: list.enabled, sendHour: list.sendHour, lastPackDay: lastPackDayOf(list) }, now);

export interface ScheduleLog { error(message: string, error: unknown): void }

/** One round: the lists due at `now` mailed; answers the keys of the mails queued. */
export async function sendDuePacks(db: Db, now: number, log?: ScheduleLog): Promise<string[]> {
  const lists = (await db.query<Rows>(`SELECT ${COLUMNS} FROM pack_recipient_lists WHERE enabled ORDER BY id`)).map(listOf);
  const queued: string[] = [];
  for (const list of lists) {
    const day = dueDay(list, now);
    if (day === null) continue;
    try {
      const key = await sendPack(db, list, day, now);
      if (key) queued.push(key);
    } catch (error) {
      // A list that fails (no sender enabled, an address refused) is tried again next round; the others go on.
      if (!isMailNotConfigured(error)) log?.error(`Mailing the pack of list ${list.id}`, error);
    }
  }
  return queued;
}

async function sendPack(db: Db, list: RecipientList, day: number, now: number): Promise<string | null> {
  const date = dateOfDay(day);
  const pack = await readPack(db, list.lotIds.length === 0 ? 'all' : list.lotIds, { from: date, to: date }, now);
  const currency = await packCurrency(db);
  const [pdf, xlsx] = [await packFile(pack, 'pdf', list.language, currency), await packFile(pack, 'xlsx', list.language)];
  const words = packWords(list.language);
  const lots = pack.lots.map((lot) => lot.name).join(', ');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Rows>(`SELECT ${COLUMNS} FROM pack_recipient_lists WHERE id = $1 FOR UPDATE SKIP LOCKED`, [list.id]);
    if (!row || dueDay(listOf(row), now) !== day) return null;
    const key = packMailKey(list.id, day);
    await enqueueMail(tx, {
      to: list.emails,
      subject: words('pack.mail.subject', { day: date }),
      text: words('pack.mail.text', { day: date, lots }),
      attachments: [pdf, xlsx].map((file) => ({ filename: file.fileName, contentType: file.contentType, content: Buffer.from(file.content) })),
    }, key, now);
    await tx.query('UPDATE pack_recipient_lists SET last_pack_day = $2::date WHERE id = $1', [list.id, date]);
    return key;
  });
}
