// HandlersCatc/CatcDictionary.ashx: dictionary rows of one type (and one dkey when given),
// ordered by id, rows startIndex..endIndex (1-based, inclusive). No token needed (spec 7).
import { z } from 'zod';
import { DICTIONARY_STARTUP } from '../../lib/spec-constants';
import { operation } from '../context';
import { fail } from '../kernel/failures';
import { integer, optionalText } from '../../lib/pages/inputs';

export interface DictionaryRow { dkey: string; dvalue: string; type: number }

export const dictionary = operation({
  access: 'public',
  input: z.object({
    type: integer(),
    startIndex: integer().pipe(z.number().min(1)),
    endIndex: integer().pipe(z.number().min(1).max(DICTIONARY_STARTUP.endIndex)),
    dkey: optionalText(200),
  }),
  async run(context, input) {
    if (input.endIndex < input.startIndex) throw fail.invalid(['endIndex']);
    return context.db.query<DictionaryRow>(
      `SELECT dkey, dvalue, type FROM dictionary
       WHERE type = $1 AND ($2 = '' OR dkey = $2)
       ORDER BY id LIMIT $3 OFFSET $4`,
      [input.type, input.dkey, input.endIndex - input.startIndex + 1, input.startIndex - 1],
    );
  },
});
