// The schema of a step table as payloads carry it (lib/tariff/step-text.ts), apart from the text
// itself so that what shows a step table (a list cell, every page's list screen) loads no zod.
import { z } from 'zod';
import { V } from '../validation/rules';
import { withValues } from '../validation/message-values';
import { STEPS_FORMAT, STEPS_MAX_LENGTH, readFenSteps } from './step-text';

/** The schema of a step table in a payload: bands of whole minutes and fen; a refusal names the band at fault. */
export const fenStepsSchema = () => z.string({ error: V.blank }).trim()
  .max(STEPS_MAX_LENGTH, { error: V.textLength })
  .superRefine((text, ctx) => {
    const read = readFenSteps(text);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: withValues(STEPS_FORMAT, { part: read.part }) });
  });
