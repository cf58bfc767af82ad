// Step prices are typed in yuan like every other amount and carried in fen; a band that does not
// read is named, in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { formPayload, rowToFormValues } from '../list/form-values';
import { fieldErrors } from '../screens/payloads';
import { screenAt } from '../screens/registry';
import { valuesSchema } from '../screens/schema';
import { messageOf } from '../validation/message-values';
import { fenStepsText, readFenSteps, readYuanSteps, stepsInYuan, typedStepsInFen } from './step-text';

const bands = (...pairs: [number, number][]) => pairs.map(([upToMinutes, price]) => ({ upToMinutes, price }));

describe('step prices typed in yuan', () => {
  it('read yuan with at most two decimals, a currency sign, spaces and full-width separators', () => {
    expect(readYuanSteps('60:5, 120:8.5,240:10.05')).toEqual({ ok: true, bands: bands([60, 500], [120, 850], [240, 1005]) });
    expect(readYuanSteps('30：¥3，60: 5元 ,')).toEqual({ ok: true, bands: bands([30, 300], [60, 500]) });
    expect(readYuanSteps('60:0')).toEqual({ ok: true, bands: bands([60, 0]) });
  });

  it('name the first band that is not minutes:yuan', () => {
    expect(readYuanSteps('60:5, two hours:8, 240:x')).toEqual({ ok: false, part: 'two hours:8' });
    expect(readYuanSteps('60:5.555')).toEqual({ ok: false, part: '60:5.555' });
    expect(readYuanSteps('60:-5')).toEqual({ ok: false, part: '60:-5' });
    expect(readYuanSteps('60')).toEqual({ ok: false, part: '60' });
    expect(readYuanSteps('1.5:3')).toEqual({ ok: false, part: '1.5:3' });
  });

  it('are carried in fen band by band, a band that does not read as typed, and shown in yuan again', () => {
    expect(typedStepsInFen('60:5, 120:8.50')).toBe('60:500,120:850');
    expect(typedStepsInFen('60:5, two hours:8')).toBe('60:500,two hours:8');
    expect(readFenSteps('60:500,120:850')).toEqual({ ok: true, bands: bands([60, 500], [120, 850]) });
    expect(readFenSteps('60:5.00')).toEqual({ ok: false, part: '60:5.00' });
    expect(fenStepsText(bands([60, 500], [120, 850]))).toBe('60:500,120:850');
    // A rate stored before (fen) reads in yuan in the form.
    expect(stepsInYuan('30:300,60:500,120:800')).toBe('30:3.00, 60:5.00, 120:8.00');
    expect(stepsInYuan('not steps')).toBe('not steps');
  });
});

describe('the rate form\'s steps field', () => {
  const screen = screenAt('/CommonRate')!;
  const fields = screen.fields.filter((f) => f.name === 'steps' || f.name === 'pricingMode' || f.name === 'stepsAfter');
  const check = (steps: string) => valuesSchema({ ...screen, fields }, 'create')
    .safeParse(formPayload(fields, { pricingMode: 'steps', stepsAfter: 'cycle', steps }));
  const message = (language: string, error: string) => {
    const { key, values } = messageOf(error);
    const catalogue = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'validation.json'), 'utf8'));
    return new IntlMessageFormat(catalogue[key], language).format(values);
  };

  it('sends fen and shows a stored rate in yuan', () => {
    expect(check('60:5, 120:8.50')).toMatchObject({ success: true, data: { steps: '60:500,120:850' } });
    expect(rowToFormValues(fields, { steps: '60:500,120:850' }).steps).toBe('60:5.00, 120:8.50');
  });

  it('refuses a band that does not read with a message naming it, in both languages', () => {
    const parsed = check('60:5, 120:8.505');
    const error = fieldErrors(parsed.error!).steps;
    expect(message('en-US', error)).toBe('“120:8.505” is not a step: write up-to minutes:price in yuan, separated by commas, e.g. 60:5,120:8.50');
    expect(message('zh-CN', error)).toBe('“120:8.505”不是有效的阶梯：请写 分钟数:价格（元），用逗号分隔，如 60:5,120:8.50');
  });
});
