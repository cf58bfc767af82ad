// HandlersCatc/SystemStatus.ashx: what every page needs besides its own operations.
import { z } from 'zod';
import { operation } from '../context';

/** The default currency of /CurrencyInfo, for showing amounts; null when none is set. */
export const defaultCurrency = operation({
  access: 'signed-in',
  input: z.object({}),
  async run(context) {
    const [row] = await context.db.query<{ code: string; symbol: string; position: 'front' | 'behind'; decimals: number }>(
      'SELECT code, symbol, position, decimals FROM currencies WHERE is_default ORDER BY id LIMIT 1');
    return row ?? null;
  },
});
