// The monthly agreement's versions (lib/areas/rentals/pages.ts MONTHLY_AGREEMENT): read newest
// first, and published one after another by rentals.publishAgreement.
import { z } from 'zod';
import { AGREEMENT_MAX_LENGTH } from '../../../lib/areas/rentals/agreement';
import { isoAt, type Reader } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';

const AGREEMENT_ENTITY = 'monthlyAgreement';

export async function agreementVersions(db: Reader) {
  const versions = await db.query<{ version: number; textZh: string; textEn: string; publishedAt: string; publishedBy: string }>(
    `SELECT version, text_zh AS "textZh", text_en AS "textEn", published_at AS "publishedAt", published_by AS "publishedBy"
       FROM monthly_agreements ORDER BY version DESC`);
  return { versions };
}

const text = z.string().trim().min(1).max(AGREEMENT_MAX_LENGTH);

/** A new version after the newest; the same texts again are refused (nothing would change). */
export const publishAgreement = defineService({
  name: 'rentals.publishAgreement',
  idempotent: true,
  input: z.object({ textZh: text, textEn: text }),
  async run(work, input): Promise<{ version: number }> {
    // Versions follow one another: two publishers wait for each other.
    await work.query('LOCK TABLE monthly_agreements IN SHARE ROW EXCLUSIVE MODE');
    const [newest] = await work.query<{ version: number; text_zh: string; text_en: string }>(
      'SELECT version, text_zh, text_en FROM monthly_agreements ORDER BY version DESC LIMIT 1');
    if (newest && newest.text_zh === input.textZh && newest.text_en === input.textEn) throw refuse('agreementUnchanged', { version: newest.version });
    const version = (newest?.version ?? 0) + 1;
    await work.insert(AGREEMENT_ENTITY, 'monthly_agreements', {
      version, text_zh: input.textZh, text_en: input.textEn, published_at: isoAt(work.at), published_by: work.actor.name,
    });
    return { version };
  },
});
