import type { StoryObj } from '@storybook/react-vite';
import type { EventListEntry } from '../src/api/operations';
import { mockApi, Reply } from '../test/fixtures/mock-api';
import { tagMeta } from './harness/tag-story';

const lists: EventListEntry[] = [
  { idEventList: 4, idType: 4, typeName: 'Chá de casa nova', title: 'Casa nova da Júlia e do Rafael', eventDate: '2027-01-30', place: 'Recife - PE', url: '' },
  { idEventList: 2, idType: 2, typeName: 'Chá de bebê', title: 'Chegada da Helena', eventDate: '2027-02-13', place: 'São Paulo - SP', url: '/lista/helena' },
  { idEventList: 3, idType: 3, typeName: 'Aniversário', title: 'Os 40 anos do Marcos', eventDate: '2027-03-06', place: 'Curitiba - PR', url: '' },
  { idEventList: 1, idType: 1, typeName: 'Casamento', title: 'Ana & Pedro', eventDate: '2027-05-22', place: 'Belo Horizonte - MG', url: '' },
];

const meta = {
  title: 'Engage/Event list',
  ...tagMeta('jet-event-list', {
    parameters: { msw: mockApi({ eventList: lists }) },
  }),
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {};
export const OneKind: Story = { args: { 'id-type': 1, heading: 'Listas de casamento' }, parameters: { msw: mockApi({ eventList: [lists[3]!] }) } };
export const Loading: Story = { parameters: { msw: mockApi({ eventList: 'loading' }) } };
export const Empty: Story = { parameters: { msw: mockApi({ eventList: [] }) } };
export const Error: Story = { parameters: { msw: mockApi({ eventList: { fail: 'Erro interno.' } }) } };
export const WrongShape: Story = { parameters: { msw: mockApi({ eventList: new Reply(200, { data: 42 }) }) } };
