// The driver page's texts (messages/<lang>/driver.json), both languages, read by the page on the
// server and handed to its one small client part: the page carries no translation library.
import en from '../../messages/en-US/driver.json';
import zh from '../../messages/zh-CN/driver.json';
import type { Language } from '../spec-constants';

export type DriverTexts = typeof zh;
export const driverTexts = (language: Language): DriverTexts => (language === 'en-US' ? en : zh);

/** A text with its {placeholders} filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
