/**
 * Files of digital items as the §7 answers give them: base64 content and a file name. Several files of one
 * product go out as one zip (fflate, stored names made unique), one file as it is.
 */
import { zipSync } from 'fflate';
import type { FileAnswer } from '../../src/api/operations/orders.types';
import type { FileRow } from '../repositories/orders/orders';

export const toFileAnswer = (file: Pick<FileRow, 'name' | 'content'>): FileAnswer => ({
  base64: Buffer.from(file.content).toString('base64'),
  nameFile: file.name,
});

/** A safe file name: no folders, no control characters. */
const baseName = (name: string) =>
  [...name.replace(/[\\/]/g, '_')].filter((char) => char.charCodeAt(0) >= 32).join('').trim() || 'arquivo';

/** The zip of several files (names made unique: 'a.pdf', 'a (2).pdf'). */
export function zipFiles(files: readonly Pick<FileRow, 'name' | 'content'>[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    const name = baseName(file.name);
    let unique = name;
    for (let n = 2; unique in entries; n += 1) unique = name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    entries[unique] = file.content;
  }
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** One file as it is; several as '{slug of the product}-pedido-{id}.zip'. */
export function productFilesAnswer(files: readonly Pick<FileRow, 'name' | 'content'>[], productName: string, orderId: number): FileAnswer {
  if (files.length === 1) return toFileAnswer(files[0]!);
  const slug = productName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'arquivos';
  return { base64: Buffer.from(zipFiles(files)).toString('base64'), nameFile: `${slug}-pedido-${orderId}.zip` };
}
