// The pack rendered as a file in a language: what the page downloads and what the schedule mails.
import { PACK_CONTENT_TYPES, packFileName, type PackFormat } from '../../../../lib/areas/reports/pack/formats';
import { FALLBACK_CURRENCY, type Currency } from '../../../../lib/money/currency';
import type { Language } from '../../../../lib/spec-constants';
import type { Pack } from './pack';
import { packPdf } from './pdf';
import { packWords } from './words';
import { packXlsx } from './xlsx';

export interface PackFile { fileName: string; contentType: string; content: Uint8Array }

export async function packFile(pack: Pack, format: PackFormat, language: Language, currency: Currency = FALLBACK_CURRENCY): Promise<PackFile> {
  const words = packWords(language);
  const content = format === 'pdf' ? await packPdf(pack, words, currency) : await packXlsx(pack, words);
  return { fileName: packFileName(words('pack.file.fileName'), pack.period, format), contentType: PACK_CONTENT_TYPES[format], content };
}
