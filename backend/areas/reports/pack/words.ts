// The pack's words in a language: its own (messages/<lang>/oneClickReport.json) and the figures'
// labels (messages/<lang>/reports.json), with {placeholders} filled. The files and mails are
// written in the language of who asked (the caller, or the recipient list).
import type { Language } from '../../../../lib/spec-constants';
import enPack from '../../../../messages/en-US/oneClickReport.json';
import zhPack from '../../../../messages/zh-CN/oneClickReport.json';
import enReports from '../../../../messages/en-US/reports.json';
import zhReports from '../../../../messages/zh-CN/reports.json';

const WORDS = { 'en-US': { pack: enPack, reports: enReports }, 'zh-CN': { pack: zhPack, reports: zhReports } } as const;

export type Words = (path: string, values?: Record<string, string | number>) => string;

function lookup(tree: unknown, path: string): string {
  const found = path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  if (typeof found !== 'string') throw new Error(`No message ${path}`);
  return found;
}

/** words('pack.file.title'), words('reports.figures.received.label'). */
export function packWords(language: Language): Words {
  return (path, values = {}) => lookup(WORDS[language], path).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
