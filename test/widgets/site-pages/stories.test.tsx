import { composeStories } from '@storybook/react-vite';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as faqStories from '../../../stories/faq.stories';
import * as faqLinkStories from '../../../stories/faq-link.stories';
import * as linksStories from '../../../stories/institutional-links.stories';
import * as pageStories from '../../../stories/institutional-page.stories';
import * as privacyStories from '../../../stories/privacy-policy.stories';
import { query } from '../../../src/stores/query';
import { showStory, type TestStory } from '../../../stories/harness/story-test';

/** Each story of the site pages renders what its name says, from the answers its msw mock gives. */
const show = (story: unknown) => showStory(story as TestStory);

describe('the site pages stories', () => {
  it('FAQ: Ready lists the questions, Empty says so, Error and WrongShape show only the title', async () => {
    const { Ready, Empty, Error, WrongShape } = composeStories(faqStories);
    let view = await show(Ready);
    expect(await screen.findAllByRole('button')).toHaveLength(3);
    view.unmount();
    view = await show(Empty);
    expect(await screen.findByText('Ainda não há perguntas frequentes cadastradas.')).toBeInTheDocument();
    view.unmount();
    for (const story of [Error, WrongShape]) {
      view = await show(story);
      await expect.poll(() => view.container.querySelector('.jet-faq')?.getAttribute('data-state')).toBe('error');
      view.unmount();
    }
  });

  it('FAQ link: Ready shows the link, Empty and Error nothing', async () => {
    const { Ready, Empty, Error } = composeStories(faqLinkStories);
    let view = await show(Ready);
    expect(await screen.findByRole('link', { name: 'Perguntas Frequentes' })).toBeInTheDocument();
    view.unmount();
    for (const story of [Empty, Error]) {
      view = await show(story);
      // the story's answer is in (empty or failed)
      await waitFor(() => expect(query('faqs').value?.status).toBe(story === Empty ? 'empty' : 'error'));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('Institutional page: Ready, Error and HostileHtml (no script, no handler)', async () => {
    const { Ready, Error, HostileHtml } = composeStories(pageStories);
    let view = await show(Ready);
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de entrega' })).toBeInTheDocument();
    view.unmount();
    view = await show(Error);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar esta página.');
    view.unmount();
    view = await show(HostileHtml);
    expect(await screen.findByText('Texto seguro.')).toBeInTheDocument();
    expect(view.container.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
  });

  it('Institutional links: Ready lists the pages, PagesFailed only the FAQ link', async () => {
    const { Ready, PagesFailed } = composeStories(linksStories);
    await show(Ready);
    expect(await screen.findByRole('link', { name: 'Como comprar' })).toHaveAttribute('href', '/institucional/2/5');
    cleanup();
    await show(PagesFailed);
    expect(await screen.findByRole('link', { name: 'Perguntas Frequentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('Privacy policy: Ready shows the text, Error a retry', async () => {
    const { Ready, Error } = composeStories(privacyStories);
    await show(Ready);
    expect(await screen.findByText('Seus direitos')).toBeInTheDocument();
    cleanup();
    await show(Error);
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
