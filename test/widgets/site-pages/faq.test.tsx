import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { query } from '../../../src/stores/query';
import { Faq } from '../../../widgets/faq/faq';
import { FaqLink } from '../../../widgets/faq-link/faq-link';
import { Reply, fakeApi, type Answer } from '../../fixtures/mock-api';
import { faqs } from '../../fixtures/site-pages-data';

describe('<jet-faq>', () => {
  it("shows 'Perguntas Frequentes' and every question closed, and opens an answer (sanitised HTML) on click", async () => {
    fakeApi({ faqs });
    render(<Faq />);
    expect(screen.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeInTheDocument();
    const question = await screen.findByRole('button', { name: 'Qual é o prazo de entrega?' });
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Qual é o prazo de entrega?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Qual é o prazo de entrega?' })).not.toBeInTheDocument();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Qual é o prazo de entrega?' });
    expect(question).toHaveAttribute('aria-controls', answer.id);
    expect(await within(answer).findByText('8 dias úteis')).toBeInTheDocument();

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Qual é o prazo de entrega?' })).not.toBeInTheDocument();
  });

  it('works by keyboard: Enter and Space toggle, arrows, Home and End move between the questions', async () => {
    fakeApi({ faqs });
    render(<Faq />);
    const first = await screen.findByRole('button', { name: 'Qual é o prazo de entrega?' });
    const second = screen.getByRole('button', { name: 'Como funciona o pagamento por Pix?' });
    const last = screen.getByRole('button', { name: 'Vocês atendem pelo WhatsApp?' });
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('drops scripts and event handlers from an answer', async () => {
    fakeApi({ faqs: [{ idFaq: 9, question: 'Pergunta', answer: '<p>Texto</p><img src="x" onerror="window.__hacked=1"><script>window.__hacked=1</script>' }] });
    const { container } = render(<Faq />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pergunta' }));
    await screen.findByText('Texto');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says so when the store has no question', async () => {
    fakeApi({ faqs: [] });
    render(<Faq />);
    expect(await screen.findByText('Ainda não há perguntas frequentes cadastradas.')).toBeInTheDocument();
  });

  it('ignores a failed read silently: only the title, no message, no error', async () => {
    fakeApi({ faqs: { fail: 'Erro interno.' } });
    const { container } = render(<Faq />);
    await expect.poll(() => container.querySelector('.jet-faq')?.getAttribute('data-state')).toBe('error');
    expect(screen.getByRole('heading', { name: 'Perguntas Frequentes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('treats a 200 of another shape as a failed read, with no TypeError', async () => {
    fakeApi({ faqs: new Reply(200, { data: 42 }) });
    const { container } = render(<Faq />);
    await expect.poll(() => container.querySelector('.jet-faq')?.getAttribute('data-state')).toBe('error');
  });

  it('takes another heading level, or none', async () => {
    fakeApi({ faqs });
    const { unmount } = render(<Faq headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Perguntas Frequentes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Qual é o prazo de entrega?' })).toBeInTheDocument();
    unmount();
    render(<Faq noTitle />);
    await screen.findByRole('button', { name: 'Qual é o prazo de entrega?' });
    expect(screen.queryByRole('heading', { name: 'Perguntas Frequentes' })).not.toBeInTheDocument();
  });
});

describe('<jet-faq-link>', () => {
  it('links to /perguntas-frequentes when the store has FAQs', async () => {
    fakeApi({ faqs });
    render(<FaqLink />);
    expect(await screen.findByRole('link', { name: 'Perguntas Frequentes' })).toHaveAttribute('href', '/perguntas-frequentes');
  });

  it('shows nothing while loading, with no FAQ, or when the list cannot be read', async () => {
    for (const answer of ['loading', [], { fail: 'Erro interno.' }] satisfies Array<Answer<'faqs'>>) {
      const api = fakeApi({ faqs: answer });
      const { container, unmount } = render(<FaqLink />);
      await expect.poll(() => api.calls.length).toBe(1);
      // the answer is in (a read mocked as 'loading' never ends: its store says so)
      const expected = answer === 'loading' ? 'loading' : Array.isArray(answer) ? 'empty' : 'error';
      await waitFor(() => expect(query('faqs').value?.status).toBe(expected));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
