// A lane let in a plate that owes with a warning (an arrears entry rule in 'warn' mode,
// backend/areas/charging/lanes.ts), or a plate that has a card at the lot (its days left, its
// grace, or why it is charged as a visitor: docs/rentals.md, "At the lane"): the lane's display
// and speaker tell the driver, over the device protocol ('display' to the lane's barrier controller
// and display, once per passage: the command id is the passage's; the warning first, one message
// per passage). Shown when the barrier opens. The lanes speak the drivers' language, the default one.
import { LANE_DISPLAY_COMMAND, LANE_DISPLAY_KINDS } from '../../../lib/areas/devices/commands';
import { LANE_DISPLAY_LINE_MAX, type LaneDisplay } from '../../../lib/device-protocol';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import type { LaneMessage } from '../../../lib/parking/cards/lane-decision';
import type { CardVisitorReason } from '../../../lib/parking/lane-rules';
import { fenToYuan } from '../../../lib/money/fen';
import { DEFAULT_LANGUAGE, type Language } from '../../../lib/spec-constants';
import type { Db } from '../../db';
import { backendMessage, type MessageKey } from '../../messages';
import type { Commander } from './commands';
import type { GateLift } from './ingest/off-street';
import { LANE_OPERATOR, LANE_PAGE } from './lane-gate';

/** What the lane shows and says to a plate that owes `owed` fen. */
export function arrearsWarningDisplay(plate: string, owed: number): LaneDisplay {
  const amount = fenToYuan(owed);
  return {
    lines: [plate, backendMessage(DEFAULT_LANGUAGE, 'laneArrearsOwed', { amount }), backendMessage(DEFAULT_LANGUAGE, 'laneArrearsPayLater')],
    voice: backendMessage(DEFAULT_LANGUAGE, 'laneArrearsVoice', { plate, amount }),
    reason: 'arrearsWarning',
  };
}

const KIND_KEY: Record<CardKind, MessageKey> = {
  monthly: 'laneCardKindMonthly', multiMonth: 'laneCardKindMultiMonth', day: 'laneCardKindDay', vip: 'laneCardKindVip',
  property: 'laneCardKindProperty', storedValue: 'laneCardKindStoredValue',
};
const VISITOR_KEY: Record<CardVisitorReason, MessageKey> = {
  cardNotStarted: 'laneCardNotStarted', cardExpired: 'laneCardExpired', cardPaused: 'laneCardPaused',
  cardOutsideWindow: 'laneCardOutsideWindow', cardSpacesTaken: 'laneCardSpacesTaken',
};

/** What the lane shows and says of a plate's card (lib/parking/cards/lane-decision.ts LaneMessage); null: nothing (no card). */
export function cardDisplay(plate: string, message: LaneMessage, language: Language = DEFAULT_LANGUAGE): LaneDisplay | null {
  const say = (key: MessageKey, values: Record<string, string | number> = {}) => backendMessage(language, key, values);
  const shown = (lines: string[], voice: string, reason: string): LaneDisplay => ({
    lines: lines.map((line) => line.slice(0, LANE_DISPLAY_LINE_MAX)), voice: voice.slice(0, 200), reason,
  });
  switch (message.kind) {
    case 'card': {
      const kind = say(KIND_KEY[message.card]);
      const { daysLeft } = message;
      const status = daysLeft === null ? say('laneCardWelcome')
        : daysLeft > 0 ? say('laneCardDaysLeft', { days: daysLeft })
          : daysLeft === 0 ? say('laneCardEndsToday') : say('laneCardEndedDaysAgo', { days: -daysLeft });
      return shown([plate, kind, status], say('laneCardVoice', { plate, kind, status }), 'card');
    }
    case 'grace': {
      const kind = say(KIND_KEY[message.card]);
      return shown([plate, say('laneCardEnded', { kind }), say('laneCardGraceLeft', { days: message.graceDaysLeft })],
        say('laneCardGraceVoice', { plate, kind, days: message.graceDaysLeft }), 'cardGrace');
    }
    case 'storedValue': {
      const kind = say(KIND_KEY.storedValue);
      const balance = say('laneCardBalance', { amount: fenToYuan(message.balance) });
      return shown([plate, kind, balance], say('laneCardVoice', { plate, kind, status: balance }), 'storedValue');
    }
    case 'storedValuePaid': {
      const paid = say('laneCardPaidFromBalance', { amount: fenToYuan(message.paid) });
      const balance = say('laneCardBalance', { amount: fenToYuan(message.balanceAfter) });
      return shown([plate, paid, balance], say('laneCardVoice', { plate, kind: paid, status: balance }), 'storedValue');
    }
    case 'balanceShort': {
      const short = say('laneCardBalanceShort');
      const due = say('laneCardStillDue', { amount: fenToYuan(message.stillDue) });
      return shown([plate, short, due], say('laneCardVoice', { plate, kind: short, status: due }), 'balanceShort');
    }
    case 'visitor': {
      if (message.reason === 'noCard') return null;
      const why = say(VISITOR_KEY[message.reason]);
      return shown([plate, why, say('laneCardAsVisitor')], say('laneCardVisitorVoice', { plate, why }), message.reason);
    }
  }
}

/** What a lane shows when its barrier opens for a passage: the arrears warning first, else the card's message; null: nothing. */
export function liftDisplay(lift: GateLift): { id: string; params: LaneDisplay } | null {
  if (lift.arrearsWarning) return { id: `warn-${lift.passageId}`, params: arrearsWarningDisplay(lift.arrearsWarning.plate, lift.arrearsWarning.owed) };
  const params = lift.card ? cardDisplay(lift.card.plate, lift.card.message) : null;
  return params ? { id: `card-${lift.passageId}`, params } : null;
}

export async function showLaneDisplay(db: Db, commander: () => Commander | null, lift: GateLift): Promise<void> {
  const send = commander();
  const display = send ? liftDisplay(lift) : null;
  if (!send || !display) return;
  const screens = await db.query<{ serial: string }>(
    'SELECT serial FROM lane_devices WHERE lot_id = $1 AND lane_name = $2 AND kind = ANY($3::int[]) AND status = 1 ORDER BY id',
    [lift.lotId, lift.laneName, LANE_DISPLAY_KINDS]);
  for (const screen of screens) {
    await send.send({
      id: `${display.id}-${screen.serial}`.slice(0, 64), kind: 'lane', serial: screen.serial, command: LANE_DISPLAY_COMMAND,
      params: { ...display.params }, operator: LANE_OPERATOR, page: LANE_PAGE,
    });
  }
}
