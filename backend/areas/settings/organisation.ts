// /CompanyBasicInfo, /CurrencyInfo, /SystemSmsTemplate, /SendEmailInfo, /ForeignServiceCompany.
import { isoAt } from '../../db';
import { FieldError } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';
import { SETTINGS_KEYS } from './common';

const stamped = async (_tx: unknown, values: Values, _mode: unknown, context: { now: number }) => ({ ...values, updatedAt: isoAt(context.now) });

export const companyStore: EntityStore = {
  entity: 'company',
  table: 'companies',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: stamped,
};

export const currencyStore: EntityStore = {
  entity: 'currency',
  table: 'currencies',
  columns: { updatedAt: 'updated_at' },
  async beforeWrite(tx, values, _mode, context, id) {
    // ISO 4217: three letters, kept upper case (the engine's uniqueness check ignores case).
    const code = String(values.code ?? '').trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) throw new FieldError('code', SETTINGS_KEYS.currencyCode);
    // Only one default currency: a new default clears the others.
    if (values.isDefault === true) {
      await tx.query('UPDATE currencies SET is_default = false, updated_at = $2 WHERE is_default AND id <> $1', [id ?? 0, isoAt(context.now)]);
    }
    return { ...values, code, updatedAt: isoAt(context.now) };
  },
};

export const smsTemplateStore: EntityStore = {
  entity: 'smsTemplate',
  table: 'sms_templates',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: stamped,
};

/** No password: secrets belong in the environment of the sending process (see the declaration). */
export const emailSenderStore: EntityStore = {
  entity: 'emailSender',
  table: 'email_senders',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: stamped,
};

export const foreignServiceCompanyStore: EntityStore = {
  entity: 'foreignServiceCompany',
  table: 'foreign_service_companies',
  columns: { updatedAt: 'updated_at' },
  beforeWrite: stamped,
};
