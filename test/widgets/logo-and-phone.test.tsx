import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from '../../widgets/logo/logo';
import { formatPhoneDisplay } from '../../widgets/phone-contact/use-phone-contact';
import { PhoneContact } from '../../widgets/phone-contact/phone-contact';
import { company } from '../fixtures/api-data';
import { fakeApi } from '../fixtures/mock-api';

describe('<jet-logo>', () => {
  it('shows the store logo named after the store, linking home', async () => {
    fakeApi({ company: () => company });
    render(<Logo />);
    const image = await screen.findByRole('img', { name: 'Jet Store Ltda' });
    expect(image).toHaveAttribute('src', '/img/logo.svg');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });
});

describe('<jet-phone-contact>', () => {
  it('shows the store phone as a tel: link', async () => {
    fakeApi({ company: () => company });
    render(<PhoneContact />);
    const link = await screen.findByRole('link', { name: '(11) 4002-8922' });
    expect(link).toHaveAttribute('href', 'tel:+551140028922');
    expect(screen.getByText('Atendimento')).toBeInTheDocument();
  });

  it('formats landlines, mobiles and 0800 numbers', () => {
    expect(formatPhoneDisplay('1140028922')).toBe('(11) 4002-8922');
    expect(formatPhoneDisplay('11940028922')).toBe('(11) 94002-8922');
    expect(formatPhoneDisplay('011940028922')).toBe('(11) 94002-8922');
    expect(formatPhoneDisplay('08001234567')).toBe('0800 123 4567');
    expect(formatPhoneDisplay('123')).toBe('123');
  });
});
