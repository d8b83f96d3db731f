import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventListEntry } from '../../../src/api/operations';
import { EventList, eventDay } from '../../../widgets/event-list/event-list';
import { fakeApi, Reply } from '../../fixtures/mock-api';

const lists: EventListEntry[] = [
  { idEventList: 4, idType: 4, typeName: 'Chá de casa nova', title: 'Casa nova da Júlia', eventDate: '2027-01-30', place: 'Recife - PE', url: '' },
  { idEventList: 2, idType: 2, typeName: 'Chá de bebê', title: 'Chegada da Helena', eventDate: '2027-02-13', place: 'São Paulo - SP', url: '/lista/helena' },
  { idEventList: 1, idType: 1, typeName: 'Casamento', title: 'Ana & Pedro', eventDate: '2027-05-22', place: '', url: '' },
];

describe('<jet-event-list>', () => {
  it('shows each event list with its kind, title, day and place, soonest first, and a link when it has a page', async () => {
    fakeApi({ eventList: lists });
    render(<EventList />);
    expect(screen.getByRole('heading', { name: 'Listas de presentes' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Casa nova da Júlia', 'Chegada da Helena', 'Ana & Pedro']);
    expect(items[0]).toHaveTextContent('Chá de casa nova');
    expect(items[0]).toHaveTextContent('sábado, 30 de janeiro de 2027');
    expect(items[0]).toHaveTextContent('Recife - PE');
    expect(within(items[1]!).getByRole('link', { name: 'Ver a lista de Chegada da Helena' })).toHaveAttribute('href', '/lista/helena');
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('narrows the list to one kind chosen on the page', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi({ eventList: lists });
    render(<EventList />);
    await screen.findAllByRole('listitem');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de evento' }), 'Casamento');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Ana & Pedro' })).toBeInTheDocument();
  });

  it('asks the server for one kind with id-type, and offers no choice then', async () => {
    const api = fakeApi({ eventList: [lists[2]!] });
    render(<EventList idType={1} heading="Listas de casamento" />);
    expect(screen.getByRole('heading', { name: 'Listas de casamento' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Ana & Pedro' });
    expect(api.calls[0]?.params).toBe('idType=1');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says when there is no event list', async () => {
    fakeApi({ eventList: [] });
    render(<EventList />);
    expect(await screen.findByText('Nenhuma lista de presentes no momento.')).toBeInTheDocument();
  });

  it.each([
    ['a failed read', { fail: 'Erro', status: 500 }],
    ['an answer of another shape', new Reply(200, { data: 42 })],
  ])('treats %s as an error with a retry that reads again', async (_, answer) => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi({ eventList: answer as never });
    render(<EventList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as listas de presentes.');
    api.set('eventList', lists);
    await user.click(screen.getByRole('button', { name: 'Carregar novamente' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('writes a day in full in pt-BR, and leaves a text that is no date as it is', () => {
    expect(eventDay('2027-05-22')).toBe('sábado, 22 de maio de 2027');
    expect(eventDay('em breve')).toBe('em breve');
  });
});
