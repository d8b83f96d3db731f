import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cepMask } from '../../../src/format/masks';
import { useMask } from '../../../src/forms/use-mask';

// imask is counted when imported, and held back until the test lets it arrive
const imask = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { imported: vi.fn(), arrived, arrive };
});
vi.mock('imask', async (importOriginal) => {
  imask.imported();
  await imask.arrived;
  return importOriginal();
});

interface HarnessProps {
  value: string;
  onAccept: (masked: string) => void;
  onComplete?: (masked: string) => void;
}

function Harness({ value, onAccept, onComplete }: HarnessProps) {
  const ref = useMask(cepMask, value, onAccept, onComplete);
  return <input ref={ref} aria-label="CEP" defaultValue={value} />;
}

// the tests run in order: imask arrives once, in the first one
describe('useMask (imask fetched on the first focus)', () => {
  it('does not import imask before the focus; what is typed meanwhile is kept, then formatted', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onComplete = vi.fn();
    render(<Harness value="" onAccept={onAccept} onComplete={onComplete} />);
    const input = screen.getByLabelText('CEP');
    // every import the mount started has loaded (one of imask would hang here: it is held back)
    await vi.dynamicImportSettled();
    expect(imask.imported).not.toHaveBeenCalled();

    await user.type(input, '01310100');
    await waitFor(() => expect(imask.imported).toHaveBeenCalledTimes(1));
    // imask is not here yet: the text as typed, reported as typed
    expect(input).toHaveValue('01310100');
    expect(onAccept).toHaveBeenLastCalledWith('01310100');
    expect(onComplete).not.toHaveBeenCalled();

    imask.arrive();
    // imask formats what was typed, reports it, and the mask completed in the focused field
    await waitFor(() => expect(input).toHaveValue('01310-100'));
    expect(onAccept).toHaveBeenLastCalledWith('01310-100');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('01310-100');

    // from then on, imask masks each keystroke
    await user.clear(input);
    await user.type(input, '2204100');
    expect(input).toHaveValue('22041-00');
    expect(onAccept).toHaveBeenLastCalledWith('22041-00');
  });

  it('shows a value given from outside before and after imask binds', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    const onComplete = vi.fn();
    const { rerender } = render(<Harness value="" onAccept={onAccept} onComplete={onComplete} />);
    const input = screen.getByLabelText('CEP');
    // before the focus the text is shown as given
    rerender(<Harness value="01310-100" onAccept={onAccept} onComplete={onComplete} />);
    expect(input).toHaveValue('01310-100');

    await user.click(input);
    await waitFor(() => expect(input).toHaveValue('01310-100'));
    // a focus alone completes nothing, once imask has bound (its import settled)
    await act(() => vi.dynamicImportSettled());
    expect(onComplete).not.toHaveBeenCalled();

    // once bound, a value from outside (a lookup, a reset) goes through the mask
    rerender(<Harness value="22041001" onAccept={onAccept} onComplete={onComplete} />);
    await waitFor(() => expect(input).toHaveValue('22041-001'));
    expect(onAccept).toHaveBeenLastCalledWith('22041-001');
    rerender(<Harness value="" onAccept={onAccept} onComplete={onComplete} />);
    expect(input).toHaveValue('');
  });

  it('binds each field on its own first focus, with imask fetched once for the page', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<Harness value="" onAccept={onAccept} />);
    const input = screen.getByLabelText('CEP');
    await user.type(input, '01310100');
    await waitFor(() => expect(input).toHaveValue('01310-100'));
    expect(onAccept).toHaveBeenLastCalledWith('01310-100');
    expect(imask.imported).toHaveBeenCalledTimes(1);
  });
});
