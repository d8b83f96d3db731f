/** Adds `<script async src>` to the head once (none when one with that address is there already). */
export function injectScript(src: string): void {
  for (const script of document.scripts) if (script.src === src) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** A money value with cents, as the trackers expect. */
export const money = (value: number): number => Math.round(value * 100) / 100;

export const CURRENCY = 'BRL';
