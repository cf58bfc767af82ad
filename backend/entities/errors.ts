// A refusal of one form field, thrown by a store's hooks (beforeWrite) or by the engine: answered
// 400 `invalidValues` with fields { [field]: messageKey } (an import: a row error). messageKey is a
// key of messages/<lang>/validation.json (lib/validation/rules.ts V), e.g. 'unique' or 'option'.
export class FieldError extends Error {
  constructor(readonly field: string, readonly messageKey: string) {
    super(`${field}: ${messageKey}`);
    this.name = 'FieldError';
  }
}
