/**
 * GET /demo/outbox: the demo store's outbox, newest first (to, subject, time, body with clickable links),
 * so a newcomer reads the access code and the password-reset link without an SMTP server. Registered only
 * with the app option `outboxPage: true` (server/main.ts: on unless NODE_ENV=production or OUTBOX_PAGE=0).
 * Everything shown is escaped; only http(s) links become anchors. Not for search engines (noindex).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../adapters/mailer';
import { fromLoopbackClient } from '../lib/loopback';

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escaped text with its http(s) addresses as links. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    out += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const when = (date: Date) => date.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
  sentAt: Date | null;
}

function renderOutbox(mails: OutboxMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (mail) => `<li class="outbox__mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>Para:</strong> ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(when(mail.createdAt))}</time>${mail.sentAt ? ' · enviado por SMTP' : ''}</p>
  <pre>${linkify(mail.text)}</pre>
</li>`,
        )
        .join('\n')
    : '<li>Nenhum e-mail na caixa de saída.</li>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Caixa de saída (demonstração)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}ol{list-style:none;padding:0}li{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}h2{font-size:1.1rem;margin:.25rem 0}</style>
</head>
<body>
<main>
<h1>Caixa de saída (demonstração)</h1>
<p>Os e-mails que a loja enviaria, do mais novo para o mais antigo: códigos de acesso e links de troca de senha.</p>
<ol>
${items}
</ol>
</main>
</body>
</html>
`;
}

/** `latestMails`: the newest e-mails of the outbox, newest first (app.ts reads the outbox repository). */
export async function outboxPageRoute(app: FastifyInstance, options: { latestMails: () => Promise<OutboxMail[]> }): Promise<void> {
  // The demo's outbox holds every access code and reset link: for this machine's own browser only.
  app.get('/demo/outbox', async (request, reply) => {
    if (!fromLoopbackClient(request)) return reply.callNotFound();
    const mails = await options.latestMails();
    return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(renderOutbox(mails));
  });
}
