/**
 * Files of digital items as the §7 answers give them: base64 content and a file name. Several files of one
 * product go out as one zip (fflate, stored names made unique), one file as it is; the order archive is
 * always a zip.
 */
import { zipSync } from 'fflate';
import type { FileAnswer } from '../../src/api/operations/orders.types';
import type { FileRow, ProductFileRow } from '../repositories/orders/orders';

type FileContent = Pick<FileRow, 'name' | 'content'>;

export const toFileAnswer = (file: FileContent): FileAnswer => ({
  base64: Buffer.from(file.content).toString('base64'),
  nameFile: file.name,
});

/** A safe file or folder name: no folders, no control characters, none of the characters Windows refuses. */
const baseName = (name: string) =>
  [...name.replace(/[\\/:*?"<>|]/g, '_')].filter((char) => char.charCodeAt(0) >= 32).join('').trim() || 'arquivo';

/** A product name as a file name's start: 'E-book Receitas da Vovó' → 'e-book-receitas-da-vovo'. */
const slugOf = (productName: string) =>
  productName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'arquivos';

/**
 * The zip of several files, each in its `folder` when given (names made unique within it: 'a.pdf',
 * 'a (2).pdf'). Entries without a prototype, so a file named '__proto__' or 'constructor' is a file.
 */
function zipFiles(files: readonly (FileContent & { folder?: string })[]): Uint8Array {
  const entries: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  for (const file of files) {
    const folder = file.folder === undefined ? '' : `${baseName(file.folder)}/`;
    const name = baseName(file.name);
    let unique = folder + name;
    for (let n = 2; unique in entries; n += 1) unique = folder + name.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
    entries[unique] = file.content;
  }
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

const zipAnswer = (files: readonly (FileContent & { folder?: string })[], nameFile: string): FileAnswer => ({
  base64: Buffer.from(zipFiles(files)).toString('base64'),
  nameFile,
});

/** One file as it is; several as '{slug of the product}-pedido-{id}.zip'. */
export function productFilesAnswer(files: readonly FileContent[], productName: string, orderId: number): FileAnswer {
  if (files.length === 1) return toFileAnswer(files[0]!);
  return zipAnswer(files, `${slugOf(productName)}-pedido-${orderId}.zip`);
}

/**
 * The order archive, always a zip: of one product's files, at its root, as '{slug of the product}-pedido-{id}.zip';
 * of the whole order as 'arquivos-pedido-{id}.zip', each product's files in a folder named after it (two
 * products may ship files of the same name).
 */
export function orderArchiveAnswer(files: readonly ProductFileRow[], orderId: number, oneProduct: boolean): FileAnswer {
  if (oneProduct) return zipAnswer(files, `${slugOf(files[0]?.productName ?? '')}-pedido-${orderId}.zip`);
  return zipAnswer(files.map((file) => ({ ...file, folder: file.productName })), `arquivos-pedido-${orderId}.zip`);
}
