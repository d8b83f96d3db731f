/**
 * `/demo/pagamentos`: the demo's bank. It lists the Pix and boleto orders still waiting for their payment,
 * and the card payments in the sandbox's review (number, method, value, date: no customer) with **Pagar** and **Recusar**; each sends the offline
 * sandbox's signed notification through the same receiver as `POST /webhooks/payments/sandbox`, so the
 * order changes exactly as a gateway's notice changes it (and the order page, which polls, follows).
 *
 * Like the outbox page (routes/outbox-page.ts): registered only with the app option `demoPayments` (DEMO=1),
 * and only for a client on this machine that no proxy forwarded (lib/loopback.ts); anyone else gets 404.
 * The form carries no anti-forgery token (a plain HTML form sends no header): the POST is taken only from
 * this machine and from this page's own origin (`Origin` must be the request's host, `Sec-Fetch-Site` may
 * not be cross-site), so another site open in the same browser cannot press the button.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sandboxNotification } from '../adapters/payment-webhooks';
import { escapeHtml } from '../adapters/mailer';
import { formatBRL } from '../../src/format/money';
import { fromLoopbackClient } from '../lib/loopback';
import { text } from '../lib/messages';
import type { PaymentStatusService } from '../services/payment-status';
import type { PaymentWebhookReceiver } from './payment-webhooks';

const PATH = '/demo/pagamentos';
const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
const METHOD = { pix: 'Pix', boleto: 'Boleto bancário' } as const;
const RESULT_TEXT = { approved: 'demoPayments.paid', refused: 'demoPayments.refused', unchanged: 'demoPayments.unchanged' } as const;

/** The page itself: `done` says what the last press did. */
function renderPayments(orders: Array<{ id: number; paymentMethod: string; total: number; dateOrder: string }>, done?: { id: number; kind: keyof typeof RESULT_TEXT }): string {
  const rows = orders.length
    ? orders
        .map(
          (order) => `<li class="payments__order">
  <h2>${escapeHtml(text('demoPayments.order', { id: order.id }))}</h2>
  <p>${escapeHtml(order.paymentMethod === 'card' ? text('demoPayments.cardInReview') : (METHOD[order.paymentMethod as keyof typeof METHOD] ?? order.paymentMethod))} · ${escapeHtml(formatBRL(order.total))} · <time datetime="${escapeHtml(order.dateOrder)}">${escapeHtml(when(order.dateOrder))}</time></p>
  <form method="post" action="${PATH}">
    <input type="hidden" name="pedido" value="${order.id}">
    <button type="submit" name="resultado" value="approved">${escapeHtml(text('demoPayments.pay'))}</button>
    <button type="submit" name="resultado" value="refused">${escapeHtml(text('demoPayments.refuse'))}</button>
  </form>
</li>`,
        )
        .join('\n')
    : `<li>${escapeHtml(text('demoPayments.empty'))}</li>`;
  const title = escapeHtml(text('demoPayments.title'));
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}ol{list-style:none;padding:0}li{border-bottom:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:.25rem 0}button{font:inherit;min-height:44px;min-width:44px;margin:0 .5rem .25rem 0;padding:.25rem 1rem}[role=status]{font-weight:600}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(text('demoPayments.intro'))}</p>
<p role="status">${done ? escapeHtml(text(RESULT_TEXT[done.kind], { id: done.id })) : ''}</p>
<ol>
${rows}
</ol>
</main>
</body>
</html>
`;
}

/**
 * SANDBOX_PIX_CONFIRM_SECONDS (demo only; server/main.ts runs it every few seconds): the sandbox pays every
 * open Pix placed at least `delayMs` ago, each through its signed notice; how many it paid.
 */
export function sandboxPixPayer(payments: PaymentStatusService, receiver: PaymentWebhookReceiver, sandboxSecret: Buffer, delayMs: number) {
  return async (): Promise<number> => {
    let paid = 0;
    for (const order of await payments.openOrders(['pix'], delayMs, 50)) {
      if ((await receiver.receive('sandbox', sandboxNotification(sandboxSecret, order.id, 'approved'))) === 'changed') paid += 1;
    }
    return paid;
  };
}

/** A press of this page's own form: from this machine, from this origin. */
function fromThisPage(request: FastifyRequest): boolean {
  if (!fromLoopbackClient(request)) return false;
  if (request.headers['sec-fetch-site'] !== undefined && request.headers['sec-fetch-site'] !== 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(String(origin)).host === request.headers.host;
  } catch {
    return false;
  }
}

export async function demoPaymentsRoutes(
  app: FastifyInstance,
  options: { payments: PaymentStatusService; receiver: PaymentWebhookReceiver; sandboxSecret: Buffer },
): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Querystring: { pedido?: string; r?: string } }>(PATH, async (request, reply) => {
    if (!fromLoopbackClient(request)) return reply.callNotFound();
    const id = Number(request.query.pedido);
    const kind = request.query.r;
    const known = (value: unknown): value is keyof typeof RESULT_TEXT => typeof value === 'string' && Object.hasOwn(RESULT_TEXT, value);
    const done = Number.isInteger(id) && id > 0 && known(kind) ? { id, kind } : undefined;
    const orders = await options.payments.openOrders(['pix', 'boleto', 'card']);
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(renderPayments(orders, done));
  });

  app.post<{ Body: Record<string, unknown> }>(PATH, { config: { ownCallerCheck: true } }, async (request, reply) => {
    if (!fromThisPage(request)) return reply.callNotFound();
    const body = request.body !== null && typeof request.body === 'object' ? request.body : {};
    const id = Number(body.pedido);
    const status = body.resultado;
    if (!Number.isInteger(id) || id < 1 || id > 999_999_999 || (status !== 'approved' && status !== 'refused')) return reply.redirect(PATH, 303);
    const result = await options.receiver.receive('sandbox', sandboxNotification(options.sandboxSecret, id, status));
    return reply.redirect(`${PATH}?pedido=${id}&r=${result === 'changed' ? status : 'unchanged'}`, 303);
  });
}
