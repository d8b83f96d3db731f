import { useEffect, useRef, useState } from 'react';

export interface BoletoBarcodeProps {
  /** The 44-digit barcode (src/payment/boleto.ts `barcodeOf`). */
  barcode: string;
  /** The accessible name of the image ('Código de barras do boleto'). */
  label: string;
  className?: string;
}

/**
 * The boleto's barcode, Interleaved 2 of 5 as FEBRABAN prescribes, drawn into an <svg> by `jsbarcode`
 * (format 'ITF', no human-readable digits: the linha digitável is printed beside it). `jsbarcode` is
 * fetched with a dynamic import on first use, so it is not in the page's first bytes.
 */
export function BoletoBarcode({ barcode, label, className = 'jet-boleto-barcode' }: BoletoBarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<{ barcode: string; ok: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        let valid = true;
        JsBarcode(svg.current, barcode, { format: 'ITF', displayValue: false, width: 1.4, height: 56, margin: 0, valid: (ok) => (valid = ok) });
        setDrawn({ barcode, ok: valid });
      })
      .catch(() => live && setDrawn({ barcode, ok: false }));
    return () => {
      live = false;
    };
  }, [barcode]);
  const state = drawn?.barcode !== barcode ? 'loading' : drawn.ok ? 'ready' : 'error';
  return <svg ref={svg} className={className} role="img" aria-label={label} data-state={state} />;
}
