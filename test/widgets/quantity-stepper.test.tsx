import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from '../../src/ui/quantity-stepper/quantity-stepper';

/** A stepper whose owner takes every commit, as the product choice does. */
function Owned(props: Partial<QuantityStepperProps> & { initial?: number }) {
  const { initial = 1, onCommit, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...rest}
      value={value}
      onCommit={(n) => {
        onCommit?.(n);
        setValue(n);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantidade' });
const range = 'Por favor, digite um valor entre 1 e 9999';

describe('QuantityStepper', () => {
  it('is a spinbutton with its value and bounds, between minus and plus buttons', () => {
    render(<Owned initial={3} max={12} />);
    expect(field()).toHaveValue('3');
    expect(field()).toHaveAttribute('aria-valuenow', '3');
    expect(field()).toHaveAttribute('aria-valuemin', '1');
    expect(field()).toHaveAttribute('aria-valuemax', '12');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Diminuir quantidade' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aumentar quantidade' })).toBeInTheDocument();
  });

  it('steps with the buttons, committing each new quantity', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={2} onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(onCommit.mock.calls).toEqual([[3], [4], [3]]);
    expect(field()).toHaveValue('3');
  });

  it('steps with ArrowUp and ArrowDown, and goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={5} max={20} onCommit={onCommit} />);
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-valuenow', '6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveValue('4');
    await user.keyboard('{End}');
    expect(field()).toHaveValue('20');
    await user.keyboard('{Home}');
    expect(field()).toHaveValue('1');
    await user.keyboard('{PageUp}');
    expect(field()).toHaveValue('11');
    expect(onCommit.mock.calls).toEqual([[6], [5], [4], [20], [1], [11]]);
  });

  it('selects the text on focus, so typing 33 gives 33, and commits it on blur', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('33');
    expect(field()).toHaveValue('33');
    // typing edits the text only
    expect(onCommit).not.toHaveBeenCalled();
    await user.tab();
    expect(onCommit).toHaveBeenCalledWith(33);
    expect(field()).toHaveAttribute('aria-valuenow', '33');
  });

  it('commits on Enter without submitting the form around it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCommit = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Owned onCommit={onCommit} />
        <button type="submit">Enviar</button>
      </form>,
    );
    await user.tab();
    await user.keyboard('7{Enter}');
    expect(onCommit).toHaveBeenCalledWith(7);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('never commits the same quantity', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={4} onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('4{Enter}');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(onCommit.mock.calls).toEqual([[3], [4]]);
  });

  it.each([
    ['an empty field', ''],
    ['0', '0'],
    ['10000', '10000'],
  ])('refuses %s: says "entre 1 e 9999" in the live region and puts the quantity back, without a commit', async (_, typed) => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={3} onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('{Backspace}');
    if (typed) await user.keyboard(typed);
    await user.tab();
    expect(field()).toHaveValue('3');
    expect(field()).toHaveAccessibleDescription(range);
    expect(screen.getByText(range)).toHaveAttribute('aria-live', 'polite');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('refuses a pasted decimal or text the same way', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={2} onCommit={onCommit} />);
    await user.tab();
    await user.paste('1.5');
    await user.tab();
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAccessibleDescription(range);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('blocks letters and signs as they are typed', async () => {
    const user = userEvent.setup();
    render(<Owned />);
    await user.tab();
    await user.keyboard('2e,.+-x');
    expect(field()).toHaveValue('2');
  });

  it('caps a quantity above max to it and says so', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned max={12} onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('50{Enter}');
    expect(field()).toHaveValue('12');
    expect(onCommit).toHaveBeenCalledWith(12);
    expect(field()).toHaveAccessibleDescription('A quantidade máxima disponível é 12.');
  });

  it('says the maximum when plus is pressed at it (no silent cap)', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={5} max={5} maxNotice={(n) => `Temos apenas ${n} em estoque.`} onCommit={onCommit} />);
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' });
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(field()).toHaveAccessibleDescription('Temos apenas 5 em estoque.');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('snaps a quantity off the multiples to the nearest one and says so', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned initial={6} multiple={6} onCommit={onCommit} />);
    expect(field()).toHaveAttribute('aria-valuemin', '6');
    await user.tab();
    await user.keyboard('10{Enter}');
    expect(field()).toHaveValue('12');
    expect(onCommit).toHaveBeenCalledWith(12);
    expect(field()).toHaveAccessibleDescription('Este produto é vendido em múltiplos de 6; a quantidade foi ajustada para 12.');
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(field()).toHaveValue('18');
    // an edit clears the notice
    await user.keyboard('1');
    expect(field()).toHaveAccessibleDescription('');
  });

  it('with onRemove, the minus button at the minimum is "Remover produto" and removes', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const onCommit = vi.fn();
    render(<Owned initial={2} onRemove={onRemove} onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: 'Diminuir quantidade' }));
    expect(onCommit).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Remover produto' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('without onRemove, minus at the minimum does nothing', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned onCommit={onCommit} />);
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows the quantity sent while it is pending, and the previous one back when the change fails', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    const props = { label: 'Quantidade', onCommit };
    const { rerender } = render(<QuantityStepper {...props} value={2} />);
    await user.tab();
    await user.keyboard('5{Enter}');
    expect(onCommit).toHaveBeenCalledWith(5);
    rerender(<QuantityStepper {...props} value={2} pending />);
    expect(field()).toHaveValue('5');
    expect(field()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Aumentar quantidade' })).toHaveAttribute('aria-disabled', 'true');
    // the change failed: the cart still holds 2, with the server's text
    rerender(<QuantityStepper {...props} value={2} message="Temos apenas 3 em estoque." />);
    expect(field()).toHaveValue('2');
    expect(field()).toHaveAccessibleDescription('Temos apenas 3 em estoque.');
  });

  it('keeps its description ids after the caller\'s', () => {
    render(
      <>
        <p id="hint">Vendido por caixa</p>
        <Owned describedBy="hint" />
      </>,
    );
    const ids = field().getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('hint');
    expect(document.getElementById(ids[1]!)).toHaveAttribute('aria-live', 'polite');
  });

  it('refuses every edit while the guard says no', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Owned guard={() => false} onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('3{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    expect(field()).toHaveValue('1');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
