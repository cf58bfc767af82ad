import enList from '../../messages/en-US/list.json';
import zhList from '../../messages/zh-CN/list.json';
import enValidation from '../../messages/en-US/validation.json';
import zhValidation from '../../messages/zh-CN/validation.json';
import { IntlMessageFormat } from 'intl-messageformat';
import { limitValues } from '@/lib/screens/field-limits';
import type { FieldDecl } from '@/lib/screens/types';
import { V } from '@/lib/validation/rules';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('list and validation messages', () => {
  it.each([['list', enList, zhList], ['validation', enValidation, zhValidation]] as const)(
    '%s: same keys, no empty text, same placeholders in both languages', (_, en, zh) => {
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        const other = (zh as Record<string, string>)[key];
        expect(text.trim()).not.toBe('');
        expect(other.trim()).not.toBe('');
        expect(placeholders(other)).toEqual(placeholders(text));
      }
    });

  it('has every validation key of the shared rules', () => {
    for (const key of Object.values(V)) {
      expect(enValidation).toHaveProperty([key]);
      expect(zhValidation).toHaveProperty([key]);
    }
  });

  it('names the limit a value is refused by, as it is typed (money in yuan), in both languages', () => {
    const fee: FieldDecl = { name: 'fee', type: 'money', min: 150, max: 1_000_000 };
    const count: FieldDecl = { name: 'count', type: 'integer', min: 1 };
    const plate: FieldDecl = { name: 'plate', type: 'text', maxLength: 16 };
    const say = (catalogue: Record<string, string>, key: string, field?: FieldDecl) =>
      String(new IntlMessageFormat(catalogue[key], 'en').format(limitValues(field)));
    expect([say(zhValidation, 'min', fee), say(zhValidation, 'max', fee), say(zhValidation, 'min', count)])
      .toEqual(['数值小于允许的最小值 1.50', '数值大于允许的最大值 10000.00', '数值小于允许的最小值 1']);
    expect([say(enValidation, 'min', fee), say(enValidation, 'max', fee)]).toEqual(['The value is below the minimum of 1.50', 'The value is above the maximum of 10000.00']);
    expect([say(zhValidation, 'textLength', plate), say(enValidation, 'textLength', { name: 'name', type: 'text' })])
      .toEqual(['文本长度须为 1 到 16 个字符', 'Text length must be 1 to 100 characters']);
    // A message about a field nobody named still reads as a sentence.
    for (const catalogue of [enValidation, zhValidation]) {
      for (const key of ['min', 'max', 'textLength']) expect(say(catalogue, key)).not.toMatch(/none|\{|\}/);
    }
  });

  it('uses the exact texts of the spec', () => {
    expect(enValidation.blank).toBe('Input Cant Be Blank.');
    expect(zhValidation.blank).toBe('输入不能为空。');
    expect(enValidation.coordinate).toBe('Wrong Format (limit three float)');
    expect(enList.exporting).toBe('Exporting, please wait...');
    expect(enList.exportCompleted).toBe('Export completed');
    expect(enList.exportFailed).toBe('Data export failed, please try again');
    expect(enList.noDataToExport).toBe('No data to export');
    expect(enList.importFailed).toBe('Import failed');
    expect(enList.allImportsFailed).toBe('All imports failed (check the format)');
    expect([zhList.exporting, zhList.exportCompleted, zhList.exportFailed, zhList.noDataToExport])
      .toEqual(['正在导出，请稍候...', '导出完成', '数据导出失败，请重试', '暂无数据可导出']);
    expect([zhList.importFailed, zhList.allImportsFailed]).toEqual(['导入失败', '全部导入失败（请检查格式）']);
  });
});
