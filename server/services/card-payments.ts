/**
 * Card payments (issue 25): the card-provider calls (gateway configuration, card session, installments) and
 * the card step of placing an order (services/checkout.ts step 7a). The gateway is an adapter
 * (adapters/payment-gateway.ts); the card's data never comes here, only the gateway's token, the brand and
 * the plan chosen.
 */
import { randomBytes, createHash } from 'node:crypto';
import type { CardGatewayConfig, CardInstallment, CardSessionAnswer, PaymentGateway, PlaceOrderCard } from '../../src/api/operations';
import type { CardBrand } from '../../src/payment/card/brand';
import { GatewayUnavailable, type CardGateway, type CardRefusal } from '../adapters/payment-gateway';
import { fail, type MessageKey } from '../lib/messages';
import { cardRule, type PaymentsService } from './payments';

/** A card session lasts 30 minutes: time to type a card, not to keep a token around. */
const CARD_SESSION_MS = 30 * 60_000;
const SESSIONS_MAX = 20_000;

const REFUSAL: Record<CardRefusal, { key: MessageKey; code: string }> = {
  declined: { key: 'card.declined', code: 'CARD_DECLINED' },
  insufficient_funds: { key: 'card.insufficientFunds', code: 'CARD_INSUFFICIENT_FUNDS' },
  unknown_card: { key: 'card.sandboxUnknown', code: 'CARD_DECLINED' },
  invalid_token: { key: 'card.invalidToken', code: 'CARD_INVALID_TOKEN' },
};

export interface CardPlan extends CardInstallment {
  /** What the order costs before the plan's interest. */
  amount: number;
}

export function cardPaymentsService(payments: PaymentsService, gateway: CardGateway | null, clock: () => Date = () => new Date()) {
  /** Open sessions: id → customer and end (in memory; a process restart asks the shopper to finalise again). */
  const sessions = new Map<string, { customerId: number; endsAt: number }>();

  const need = (): CardGateway => {
    if (!gateway) throw fail(404, 'card.unavailable', 'CARD_UNAVAILABLE');
    return gateway;
  };

  async function plans(value: number, brand: CardBrand, gateways?: PaymentGateway[]): Promise<CardInstallment[]> {
    const rule = cardRule(gateways ?? (await payments.gateways()));
    if (!rule) throw fail(404, 'card.unavailable', 'CARD_UNAVAILABLE');
    try {
      return await need().installments(value, brand, rule);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw fail(502, 'card.gatewayError', 'CARD_GATEWAY');
      throw error;
    }
  }

  return {
    /** Whether the checkout offers card (a gateway is configured and the store has its row). */
    async available(): Promise<boolean> {
      return gateway !== null && cardRule(await payments.gateways()) !== null;
    },

    config(): CardGatewayConfig {
      return need().publicConfig();
    },

    openSession(customerId: number): CardSessionAnswer {
      need();
      const now = clock().getTime();
      if (sessions.size >= SESSIONS_MAX) for (const [id, s] of sessions) if (s.endsAt <= now) sessions.delete(id);
      if (sessions.size >= SESSIONS_MAX) sessions.delete(sessions.keys().next().value!);
      const sessionId = randomBytes(18).toString('base64url');
      sessions.set(sessionId, { customerId, endsAt: now + CARD_SESSION_MS });
      return { sessionId, expiresAt: new Date(now + CARD_SESSION_MS).toISOString() };
    },

    installments: (value: number, brand: CardBrand) => plans(value, brand),

    /**
     * The plan `card` asks for at `amount` (the order's total to pay), or a 400 when the gateway offers no such
     * plan. `gateways`: the active gateways read on the order's transaction (PGlite has one connection).
     */
    async plan(customerId: number, card: PlaceOrderCard, amount: number, gateways: PaymentGateway[]): Promise<CardPlan> {
      const session = sessions.get(card.sessionId);
      if (!session || session.customerId !== customerId || session.endsAt <= clock().getTime()) throw fail(409, 'card.sessionExpired', 'CARD_SESSION');
      const found = (await plans(amount, card.brand, gateways)).find((plan) => plan.installments === card.installments);
      if (!found) throw fail(400, 'card.installmentsInvalid', 'CARD_INSTALLMENTS');
      return { ...found, amount };
    },

    /**
     * Charges the plan; the gateway's reference and the card's last 4 digits when approved or in the gateway's
     * review (`inReview`: settled later by its notice). A refusal is a 402 with its reason (the order's
     * transaction rolls back: no order, no stock taken, nothing charged); an unreachable gateway a 502.
     */
    async charge(input: { card: PlaceOrderCard; plan: CardPlan; orderId: number; email: string }): Promise<{ reference: string; last4: string; inReview: boolean }> {
      const idempotencyKey = createHash('sha256').update(`${input.card.sessionId}|${input.card.token}`).digest('base64url');
      let result;
      try {
        result = await need().charge({
          token: input.card.token, brand: input.card.brand, amount: input.plan.total, installments: input.plan.installments,
          orderId: input.orderId, email: input.email, holderDocument: input.card.holderDocument, idempotencyKey,
        });
      } catch (error) {
        if (error instanceof GatewayUnavailable) throw fail(502, 'card.gatewayError', 'CARD_GATEWAY');
        throw error;
      }
      if (result.status === 'refused') throw fail(402, REFUSAL[result.reason].key, REFUSAL[result.reason].code);
      sessions.delete(input.card.sessionId);
      return { reference: result.reference, last4: result.last4, inReview: result.status === 'in_review' };
    },

    /** A payment (approved, or in review) whose order was not written goes back (best effort; the gateway's own records keep it). */
    async refund(reference: string, inReview = false): Promise<void> {
      await gateway?.refund(reference, inReview).catch(() => undefined);
    },
  };
}

export type CardPaymentsService = ReturnType<typeof cardPaymentsService>;
