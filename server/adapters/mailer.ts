/**
 * Outgoing e-mail. Every message is written to the `outbox` table first (the demo's /demo/outbox page
 * lists it, so a newcomer reads the access code and the reset link there). When SMTP_URL is set the
 * message also goes out by SMTP (nodemailer; the sender is MAIL_FROM, default 'Jet Store
 * <no-reply@localhost>'). A transport given to `outboxMailer` (tests, SMTP) is called after the row is
 * written, and a success sets `sent_at`; a failure leaves the row unsent and is reported without the
 * address or the content.
 */
import { createTransport } from 'nodemailer';
import type { OutboxRepository } from '../repositories/customers/outbox';

export interface Mail {
  to: string;
  subject: string;
  /** Plain pt-BR text. */
  text: string;
  /** The same content as simple HTML (escaped by the caller). */
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Something that delivers a message (SMTP ...); it throws when the message could not be handed over. */
export type MailTransport = (mail: Mail) => Promise<void>;

export interface MailerOptions {
  transport?: MailTransport;
  /** Where a delivery failure is reported (no address or content is logged). */
  onError?: (error: unknown) => void;
}

export function outboxMailer(repo: OutboxRepository, options: MailerOptions = {}): Mailer {
  return {
    async send(mail) {
      const id = await repo.add(mail);
      if (!options.transport) return;
      try {
        await options.transport(mail);
        await repo.markSent(id);
      } catch (error) {
        options.onError?.(error);
      }
    },
  };
}

/** An SMTP sender for an address such as `smtps://user:pass@smtp.example.com:465`. */
function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}

/** The transport configured by the environment: SMTP when SMTP_URL is set, none otherwise (outbox only). */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | undefined {
  if (!env.SMTP_URL) return undefined;
  return smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? 'Jet Store <no-reply@localhost>');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Plain paragraphs (and an optional link) as text and as simple HTML. */
export function composeMail(to: string, subject: string, paragraphs: string[], link?: string): Mail {
  const text = [...paragraphs.slice(0, 2), ...(link ? [link] : []), ...paragraphs.slice(2)].join('\n\n');
  const html = [
    ...paragraphs.slice(0, 2).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    ...paragraphs.slice(2).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  return { to, subject, text, html };
}
