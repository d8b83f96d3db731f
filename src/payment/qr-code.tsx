import { useEffect, useState } from 'react';

export interface PixQrCodeProps {
  /** The BR Code payload ('copia e cola'). */
  payload: string;
  /** The accessible name of the image ('QR Code Pix do pedido #1042'). */
  label: string;
  className?: string;
}

type Drawn = { payload: string; svg: string } | { payload: string; failed: true };

/**
 * The QR code of a Pix BR Code, drawn in the browser by `qrcode` as an SVG string (no image from
 * another site). `qrcode` is fetched with a dynamic import on first use, so it is not in the page's
 * first bytes; until it arrives the box holds its size (data-state="loading"). The SVG is `qrcode`'s own
 * output for our payload (paths only, no text of ours), shown as one image with `label` as its name.
 */
export function PixQrCode({ payload, label, className = 'jet-pix-qr' }: PixQrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then(
        (svg) => live && setDrawn({ payload, svg }),
        () => live && setDrawn({ payload, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [payload]);
  const current = drawn?.payload === payload ? drawn : null;
  const state = !current ? 'loading' : 'svg' in current ? 'ready' : 'error';
  return (
    <div
      className={className}
      role="img"
      aria-label={label}
      data-state={state}
      dangerouslySetInnerHTML={current && 'svg' in current ? { __html: current.svg } : undefined}
    />
  );
}
