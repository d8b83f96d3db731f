/**
 * Turns a file answer of the order operations (customer-area §7: base64 and a file name) into a download
 * in the browser: base64 → Blob → object URL → a temporary `<a download>` clicked → URL revoked.
 * Shared by the order details (attachments) and the digital products screen.
 */
import type { FileAnswer } from '../../api/operations/orders.types';

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
  csv: 'text/csv',
  html: 'text/html',
  json: 'application/json',
  xml: 'application/xml',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The MIME type for a file name by its extension; 'application/octet-stream' when unknown. */
export function mimeOf(nameFile: string): string {
  const dot = nameFile.lastIndexOf('.');
  if (dot < 0) return 'application/octet-stream';
  return MIME_BY_EXTENSION[nameFile.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** The bytes of a base64 text (a `data:…;base64,` prefix is dropped). */
export function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves the file: the browser downloads it under answer.nameFile ('arquivo' when empty). */
export function downloadFile(answer: FileAnswer): void {
  const name = answer.nameFile.trim() || 'arquivo';
  const blob = new Blob([bytesOf(answer.base64)], { type: mimeOf(name) });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // revoked on the next task so the browser has started reading the blob
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
