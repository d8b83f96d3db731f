import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesOf, downloadFile, mimeOf } from '../../../src/customer/orders/download-file';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('mimeOf', () => {
  it('maps known extensions, any case', () => {
    expect(mimeOf('manual.PDF')).toBe('application/pdf');
    expect(mimeOf('fotos.zip')).toBe('application/zip');
    expect(mimeOf('capa.jpeg')).toBe('image/jpeg');
  });
  it('falls back to octet-stream', () => {
    expect(mimeOf('sem-extensao')).toBe('application/octet-stream');
    expect(mimeOf('a.xyz')).toBe('application/octet-stream');
  });
});

describe('bytesOf', () => {
  it('decodes base64, with or without a data: prefix', () => {
    expect(Array.from(bytesOf('T2zh'))).toEqual([0x4f, 0x6c, 0xe1]);
    expect(new TextDecoder().decode(bytesOf('data:text/plain;base64,b2kK'))).toBe('oi\n');
  });
});

describe('downloadFile', () => {
  it('clicks a temporary download link to an object URL of the bytes, then revokes it', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:fake/1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });

    downloadFile({ base64: btoa('conteudo'), nameFile: 'guia.pdf' });

    expect(create).toHaveBeenCalledTimes(1);
    expect(blobs[0].type).toBe('application/pdf');
    expect(await blobs[0].text()).toBe('conteudo');
    expect(clicked).toEqual([{ href: 'blob:fake/1', download: 'guia.pdf', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:fake/1');
  });
});
