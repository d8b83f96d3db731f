import type { FileAnswer } from '../../api/operations/orders.types';

/** The bytes of a base64 text (a data: URL's prefix, if any, is dropped). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Saves a file the server answered as base64 (customer-area §3 "Order file result", §7 "Digital files"):
 * base64 → Blob → object URL → a clicked `<a download="{nameFile}">` → the URL revoked.
 */
export function downloadFile(answer: FileAnswer): void {
  const url = URL.createObjectURL(new Blob([base64Bytes(answer.base64)], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.nameFile;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // revoked after the click has been handled, so the browser has started reading it
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
