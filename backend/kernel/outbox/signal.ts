// A job enqueued in this process wakes this process's worker at once instead of at its next
// poll. Only a hint: the job is seen when its transaction commits (at once on PGlite, whose one
// connection runs the worker's query after the transaction; on PostgreSQL the worker looks again
// shortly after, and polls anyway), and other processes find it by polling.
import { EventEmitter } from 'node:events';

const signal = new EventEmitter();
signal.setMaxListeners(0);

export const onEnqueued = (listener: () => void) => { signal.on('enqueued', listener); return () => { signal.off('enqueued', listener); }; };
export const announceEnqueued = () => { signal.emit('enqueued'); };
