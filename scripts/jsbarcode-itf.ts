import type { Plugin } from 'vite';

/**
 * JsBarcode with the one symbology the boleto uses (ITF, Interleaved 2 of 5): its entry registers every barcode
 * it knows (CODE128, EAN/UPC, CODE39 …) through `./barcodes/`; this build hands it a registry of ITF alone. The
 * library's chunk goes from 64 kB to about a third, in each build that carries it (its own `dist/barcodes` files
 * are UMD bundles of the same idea that set a global, which an ES build cannot import).
 */
const REGISTRY = '\0jet:jsbarcode-itf';

export function jsbarcodeItf(): Plugin {
  return {
    name: 'jet:jsbarcode-itf',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './barcodes/' && importer && /[\\/]jsbarcode[\\/]bin[\\/]JsBarcode\.js$/.test(importer)) return REGISTRY;
      return null;
    },
    load(id) {
      if (id !== REGISTRY) return null;
      return "import { ITF, ITF14 } from 'jsbarcode/bin/barcodes/ITF/index.js';\nexport default { ITF, ITF14 };\n";
    },
  };
}
