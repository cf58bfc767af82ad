// The states of an outbox job (backend/kernel/outbox/, 235_outbox.sql) as data: a screen that
// shows how a call that leaves the house is going (the refund screens' "Sending" column) labels
// these values in messages/<lang>/screens/<entity>.json.
export const OUTBOX_STATE = { queued: 'queued', sending: 'sending', retrying: 'retrying', done: 'done', parked: 'parked' } as const;
export type OutboxState = (typeof OUTBOX_STATE)[keyof typeof OUTBOX_STATE];
export const OUTBOX_STATES: readonly OutboxState[] = Object.values(OUTBOX_STATE);
/** States a worker still has to act on (due_at says when). */
export const LIVE_OUTBOX_STATES: readonly OutboxState[] = [OUTBOX_STATE.queued, OUTBOX_STATE.sending, OUTBOX_STATE.retrying];
