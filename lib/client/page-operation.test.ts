// The hooks' types hold a component to its page's declaration: each @ts-expect-error below fails
// `tsc` once the compiler stops refusing its line (the function is never run: hooks need React).
import { usePageOperation, usePageQuery, type PageAnswer, type PressInput } from './page-operation';

function refusedByTheCompiler() {
  // @ts-expect-error an operation the page does not declare
  usePageQuery('dataHome', 'nothing');
  // @ts-expect-error an input the operation does not take
  usePageQuery('lockControl', 'log', { serial: 1 });
  // @ts-expect-error an idempotent operation pressed without saying so (its key would not be sent)
  usePageOperation('arrearsCollection', 'collect', {});
  // @ts-expect-error a key sent to an operation that takes none
  usePageOperation('systemMonitoring', 'unlockAccount', { idempotent: true });
  // @ts-expect-error a read of another page read again
  usePageOperation('arrearsCollection', 'collect', { idempotent: true, invalidates: ['days'] });
  const answer = {} as PageAnswer<'arrearsCollection', 'collect'>;
  // @ts-expect-error the answer is typed by the declared output
  const plate: number = answer.plate;
  // @ts-expect-error the key is the hook's, not the component's
  const input: PressInput<'arrearsCollection', 'collect'> = { plate: 'A1', lotId: 1, channel: 'cash', amount: 100, idempotencyKey: 'web-1' };
  return [answer.paymentNos satisfies string[], plate, input];
}

it('is typed by the declarations (tsc checks the lines above)', () => {
  expect(typeof refusedByTheCompiler).toBe('function');
});
