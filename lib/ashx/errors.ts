// Typed failures of an ASHX call, each with a message key (messages/*/errors.json), mapped to
// the spec's error catalogue (section 8). Never a bare string or a stack trace for the browser.
export type AshxErrorKind = 'timeout' | 'network' | 'protocol' | 'session' | 'business';

export interface AshxError {
  kind: AshxErrorKind;
  /** Key under `errors.` in messages/. */
  messageKey: string;
  /** The backend's statusCode, when there was one. */
  statusCode?: number;
  /** Text the backend sent (data.msg, data string or message), shown as is (spec 8). */
  detail?: string;
}

export const ashxError = {
  timeout: (): AshxError => ({ kind: 'timeout', messageKey: 'requestTimeout' }),
  network: (): AshxError => ({ kind: 'network', messageKey: 'network' }),
  protocol: (): AshxError => ({ kind: 'protocol', messageKey: 'protocol' }),
  session: (statusCode: number): AshxError => ({ kind: 'session', messageKey: 'loginTimeOut', statusCode }),
  business: (statusCode: number, detail?: string): AshxError =>
    ({ kind: 'business', messageKey: 'requestFailed', statusCode, detail }),
};
