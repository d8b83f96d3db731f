import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '../../../widgets/logo/logo';
import { PhoneContact } from '../../../widgets/phone-contact/phone-contact';
import { company } from '../../fixtures/api-data';
import { fakeApi } from '../../fixtures/mock-api';

describe('shared stores', () => {
  it('fetch company settings once however many widgets read them', async () => {
    const api = fakeApi({ company: () => company });
    render(
      <>
        <Logo />
        <PhoneContact />
        <Logo />
        <PhoneContact />
      </>,
    );
    expect(await screen.findAllByRole('img', { name: 'Jet Store Ltda' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: '(11) 4002-8922' })).toHaveLength(2);
    expect(api.count('company')).toBe(1);
  });
});
