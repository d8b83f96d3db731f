/**
 * The relevance test set (docs/search-relevance.md): searches a shopper types over the seeded catalogue,
 * each with the products that must come first, judged by what the product is (its name, brand or
 * category), never by the order the server answers. Names are compared in lower case without accents.
 */
export interface JudgedProduct {
  /** Lower case, accents removed. */
  name: string;
  brand: string;
  /** Names of the product's categories, lower case, accents removed. */
  categories: string[];
}

export type CaseKind = 'exact' | 'accent-free' | 'plural/singular' | 'misspelt' | 'multi-word' | 'brand' | 'category';

export interface RelevanceCase {
  query: string;
  kind: CaseKind;
  relevant: (product: JudgedProduct) => boolean;
}

/** The name matches every pattern. */
const named =
  (...patterns: RegExp[]) =>
  (p: JudgedProduct) =>
    patterns.every((pattern) => pattern.test(p.name));
const ofBrand = (brand: string) => (p: JudgedProduct) => p.brand === brand;
const inCategory =
  (...names: string[]) =>
  (p: JudgedProduct) =>
    p.categories.some((category) => names.includes(category));

export const RELEVANCE_CASES: RelevanceCase[] = [
  { query: 'Sofá de Canto', kind: 'exact', relevant: named(/^sofa de canto/) },
  { query: 'Tênis de Corrida', kind: 'exact', relevant: named(/^tenis de corrida/) },
  { query: 'Fritadeira Elétrica Air Fryer', kind: 'exact', relevant: named(/^fritadeira eletrica air fryer/) },
  { query: 'Cama Box Baú', kind: 'exact', relevant: named(/^cama box bau/) },
  { query: 'Poltrona Giratória', kind: 'exact', relevant: named(/^poltrona giratoria/) },
  { query: 'Travesseiro Cervical', kind: 'exact', relevant: named(/^travesseiro cervical/) },
  { query: 'Perfume Amadeirado', kind: 'exact', relevant: named(/^perfume amadeirado/) },
  { query: 'Bota Coturno', kind: 'exact', relevant: named(/^bota coturno/) },
  { query: 'Calça Skinny', kind: 'exact', relevant: named(/^calca skinny/) },
  { query: 'Caixa de Som Bluetooth', kind: 'exact', relevant: named(/^caixa de som bluetooth/) },

  { query: 'tenis corrida', kind: 'accent-free', relevant: named(/tenis/, /corrida/) },
  { query: 'colchao', kind: 'accent-free', relevant: named(/^colchao/) },
  { query: 'maio frente unica', kind: 'accent-free', relevant: named(/^maio frente unica/) },
  { query: 'biquini', kind: 'accent-free', relevant: named(/^biquini/) },
  { query: 'sandalia', kind: 'accent-free', relevant: named(/^sandalia/) },
  { query: 'pelicula', kind: 'accent-free', relevant: named(/^pelicula/) },
  { query: 'oculos de sol', kind: 'accent-free', relevant: named(/^oculos de sol/) },
  { query: 'cacarola', kind: 'accent-free', relevant: named(/^cacarola/) },

  { query: 'sofás', kind: 'plural/singular', relevant: named(/^sofa/) },
  { query: 'poltronas', kind: 'plural/singular', relevant: named(/^poltrona/) },
  { query: 'bicicletas', kind: 'plural/singular', relevant: named(/^bicicleta/) },
  { query: 'travesseiros', kind: 'plural/singular', relevant: named(/^travesseiro/) },
  { query: 'panelas', kind: 'plural/singular', relevant: named(/panela/) },
  { query: 'colchões', kind: 'plural/singular', relevant: named(/^colchao/) },
  { query: 'calças', kind: 'plural/singular', relevant: named(/^calca/) },
  { query: 'vestidos', kind: 'plural/singular', relevant: named(/^vestido/) },

  { query: 'sfoa', kind: 'misspelt', relevant: named(/^sofa/) },
  { query: 'tenis corida', kind: 'misspelt', relevant: named(/tenis/, /corrida/) },
  { query: 'travesseiro cervicl', kind: 'misspelt', relevant: named(/^travesseiro cervical/) },
  { query: 'poltrna', kind: 'misspelt', relevant: named(/^poltrona/) },
  { query: 'bicicelta', kind: 'misspelt', relevant: named(/^bicicleta/) },
  { query: 'liquidificadro', kind: 'misspelt', relevant: named(/^liquidificador/) },
  { query: 'headset gamr', kind: 'misspelt', relevant: named(/^headset gamer/) },
  { query: 'cafetera', kind: 'misspelt', relevant: named(/^cafeteira/) },
  { query: 'perfme', kind: 'misspelt', relevant: named(/^perfume/) },

  { query: 'sofa retratil 3 lugares', kind: 'multi-word', relevant: named(/^sofa retratil/, /3 lugares/) },
  { query: 'fone bluetooth', kind: 'multi-word', relevant: named(/^fone/, /bluetooth/) },
  { query: 'colchao queen', kind: 'multi-word', relevant: named(/^colchao/, /queen/) },
  { query: 'cama box queen', kind: 'multi-word', relevant: named(/^cama box/, /queen/) },
  { query: 'caixa de som portatil', kind: 'multi-word', relevant: named(/^caixa de som portatil/) },
  { query: 'calca jeans', kind: 'multi-word', relevant: named(/^calca jeans/) },

  { query: 'sonhare', kind: 'brand', relevant: ofBrand('Sonhare') },
  { query: 'aconchego', kind: 'brand', relevant: ofBrand('Aconchego Móveis') },
  { query: 'passo firme', kind: 'brand', relevant: ofBrand('Passo Firme') },
  { query: 'voltz', kind: 'brand', relevant: ofBrand('Voltz Eletro') },
  { query: 'flor de cambui', kind: 'brand', relevant: ofBrand('Flor de Cambuí') },

  { query: 'camisetas', kind: 'category', relevant: inCategory('camisetas') },
  { query: 'fones de ouvido', kind: 'category', relevant: inCategory('fones de ouvido') },
  { query: 'moda praia', kind: 'category', relevant: inCategory('maios', 'biquinis') },
  { query: 'yoga', kind: 'category', relevant: inCategory('yoga e pilates') },
];

/** Precision at 3 (of the relevant products there are, when fewer than 3) and the reciprocal rank. */
export function score(ranked: readonly boolean[], relevantCount: number): { p3: number; rr: number } {
  const top = ranked.slice(0, 3).filter(Boolean).length;
  const first = ranked.indexOf(true);
  return { p3: relevantCount === 0 ? 0 : top / Math.min(3, relevantCount), rr: first === -1 ? 0 : 1 / (first + 1) };
}
