import '../../src/i18n/catalogue/site-pages';
import { createElement, useId, type KeyboardEvent } from 'react';
import { t } from '../../src/i18n';
import { SafeHtml } from '../../src/ui/safe-html';
import { useFaq, type FaqModel } from './use-faq';

export interface FaqProps {
  /** Level of the title 'Perguntas Frequentes' (1 to 5; the questions are one level below). Default 1. */
  headingLevel?: number;
  /** Hides the title (the page has its own). */
  noTitle?: boolean;
}

const level = (value: number | undefined): number => (Number.isInteger(value) && value! >= 1 && value! <= 5 ? value! : 1);

/** Up/Down move between the questions, Home/End go to the first/last (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const target = event.target as HTMLElement;
  if (!target.matches('.jet-faq__question')) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.jet-faq__question')];
  const index = buttons.indexOf(target as HTMLButtonElement);
  const next =
    event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * 'Perguntas Frequentes' as a plain function of its model: each question a button in a heading that
 * opens its answer (store HTML, sanitised). A failed read shows only the title (§8: ignored silently).
 */
function FaqView({ state, faqs, open, toggle, headingLevel = 1, noTitle = false }: FaqModel & FaqProps) {
  const id = useId();
  const titleLevel = level(headingLevel);
  const questionTag = `h${titleLevel + 1}`;
  return (
    <section className="jet-faq" data-state={state} aria-labelledby={noTitle ? undefined : `${id}-title`} aria-busy={state === 'loading' || undefined}>
      {!noTitle && createElement(`h${titleLevel}`, { className: 'jet-faq__title', id: `${id}-title` }, t('faq.title'))}
      {state === 'loading' && (
        <p className="jet-faq__status" role="status">
          {t('faq.loading')}
        </p>
      )}
      {state === 'empty' && <p className="jet-faq__empty">{t('faq.empty')}</p>}
      {state === 'ready' && (
        <div className="jet-faq__list" onKeyDown={moveFocus}>
          {faqs.map((faq, index) => {
            const expanded = open.has(index);
            const buttonId = `${id}-q${index}`;
            const panelId = `${id}-a${index}`;
            return (
              <div className="jet-faq__item" key={faq.idFaq ?? index} data-open={expanded || undefined}>
                {createElement(
                  questionTag,
                  { className: 'jet-faq__heading' },
                  <button type="button" className="jet-faq__question" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(index)}>
                    <span className="jet-faq__question-text">{faq.question}</span>
                    <span className="jet-faq__icon" aria-hidden="true" />
                  </button>,
                )}
                <div className="jet-faq__answer" id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                  <SafeHtml className="jet-faq__answer-html" html={faq.answer} />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

export function Faq(props: FaqProps) {
  return <FaqView {...useFaq()} {...props} />;
}
