/** Placeholder images drawn from the seed data: product photos, brand logos and the store logo. */
import { escapeXml } from './text';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Words into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export interface ProductImageInput {
  id: number;
  /** Image number, 1 for the main one. */
  n: number;
  name: string;
  brand: string | null;
  department: string | null;
  /** The main category's path of slugs ('casa/sala/sofas/sofas-retrateis'): picks the shape drawn. */
  category?: string | null;
  /** Hex colour of a chosen variation ('1e3a8a'): the product is drawn in it. */
  tint?: string;
}

/** A shape in a 100x100 box: `m` the body's fill, `a` the details'. */
type Shape = (m: string, a: string) => string;
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const ring = (x: number, y: number, r: number, width: number, stroke: string) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${stroke}" stroke-width="${width}"/>`;

/** Simple silhouettes of what each kind of category sells, matched on the category's slugs in order. */
const SHAPES: [RegExp, Shape][] = [
  [/sofa/, (m, a) => rect(22, 30, 56, 26, 7, m) + rect(10, 42, 16, 30, 7, m) + rect(74, 42, 16, 30, 7, m) + rect(24, 54, 52, 16, 4, a) + rect(15, 70, 5, 9, 2, m) + rect(80, 70, 5, 9, 2, m)],
  [/poltrona/, (m, a) => rect(30, 22, 40, 36, 9, m) + rect(20, 44, 13, 28, 6, m) + rect(67, 44, 13, 28, 6, m) + rect(32, 54, 36, 14, 4, a) + rect(25, 72, 5, 10, 2, m) + rect(70, 72, 5, 10, 2, m)],
  [/rack/, (m, a) => rect(14, 18, 72, 34, 2, a) + rect(10, 56, 80, 20, 2, m) + rect(16, 61, 20, 10, 1, a) + rect(64, 61, 20, 10, 1, a) + rect(14, 76, 5, 6, 1, m) + rect(81, 76, 5, 6, 1, m)],
  [/colcho|camas/, (m, a) => rect(10, 40, 80, 22, 6, m) + rect(10, 40, 80, 6, 3, a) + rect(12, 62, 76, 12, 2, a) + rect(14, 74, 5, 8, 1, m) + rect(81, 74, 5, 8, 1, m)],
  [/decoracao/, (m, a) => path('M40 14h20v8q14 10 14 34t-12 30H38q-12-6-12-30t14-34z', m) + rect(30, 46, 40, 6, 3, a)],
  [/travesseiro/, (m, a) => path('M18 34q32-12 64 0q6 16 0 32q-32 12-64 0q-6-16 0-32z', m) + path('M26 50q24 6 48 0', 'none') + circle(50, 50, 6, a)],
  [/panela/, (m, a) => rect(20, 44, 52, 32, 8, m) + rect(16, 40, 60, 8, 4, a) + rect(72, 50, 20, 6, 3, m) + rect(40, 32, 12, 8, 3, a)],
  [/utensilio/, (m, a) => rect(22, 16, 10, 48, 5, a) + rect(25, 62, 4, 24, 2, m) + path('M46 16q14 0 14 24v10h-14z', a) + rect(50, 50, 6, 36, 3, m) + circle(74, 28, 10, a) + rect(71, 38, 6, 48, 3, m)],
  [/vestido/, (m, a) => path('M40 14h20l-2 16 8 8-6 8 16 40H24l16-40-6-8 8-8z', m) + rect(36, 44, 28, 5, 2, a)],
  [/blusa|camiseta/, (m, a) => path('M36 18l-22 12 8 16 8-4v40h40V42l8 4 8-16-22-12q-14 10-28 0z', m) + rect(30, 50, 40, 5, 2, a)],
  [/calcas/, (m, a) => path('M28 14h44l6 72H58L50 38l-8 48H22z', m) + rect(28, 14, 44, 8, 2, a)],
  [/moda-praia|maios|biquinis/, (m, a) => path('M30 20q4 20 20 22q16-2 20-22l6 2q-2 26-8 34l6 28q-18-8-24-8t-24 8l6-28q-6-8-8-34z', m) + circle(50, 58, 4, a)],
  [/tenis/, (m, a) => path('M12 64q0-20 10-28l10 6q14 8 28 10l22 6q8 4 8 14v4H12z', m) + rect(12, 72, 78, 8, 4, a) + path('M34 46l6-6m4 10 6-6', 'none')],
  [/sandalia/, (m, a) => rect(10, 62, 80, 10, 5, m) + path('M30 62q10-22 30 0z', a) + rect(66, 48, 8, 16, 3, a)],
  [/bota/, (m, a) => path('M30 14h26v42l24 10q8 4 8 12v6H30z', m) + rect(30, 78, 58, 8, 3, a) + rect(30, 14, 26, 8, 2, a)],
  [/acessorios-para-bike|ciclismo\/acessorios/, (m, a) => path('M16 56a34 30 0 0 1 68 0z', m) + rect(14, 54, 72, 8, 4, a) + rect(30, 30, 8, 20, 3, a) + rect(48, 28, 8, 22, 3, a)],
  [/bicicleta|ciclismo/, (m, a) => ring(26, 62, 16, 5, m) + ring(74, 62, 16, 5, m) + path('M26 62l16-26h24l8 26M42 36l12 26h-28M62 28h10', 'none') + path('M24 60l16-28h28l10 30-4 2-8-24H44l14 26-3 2-14-26-14 22z', a)],
  [/moda\/acessorios/, (m, a) => path('M34 34q0-16 16-16t16 16h-6q0-10-10-10t-10 10z', a) + rect(18, 34, 64, 48, 8, m) + rect(44, 44, 12, 8, 2, a)],
  [/fones/, (m, a) => path('M16 58q0-40 34-40t34 40h-8q0-32-26-32t-26 32z', m) + rect(12, 52, 18, 28, 7, a) + rect(70, 52, 18, 28, 7, a)],
  [/caixas-de-som/, (m, a) => rect(26, 14, 48, 72, 10, m) + circle(50, 62, 14, a) + circle(50, 32, 8, a)],
  [/liquidificador/, (m, a) => path('M32 14h36l-6 44H38z', a) + rect(34, 56, 32, 26, 5, m) + circle(50, 69, 5, a) + rect(46, 8, 8, 8, 2, m)],
  [/air-fryer/, (m, a) => rect(24, 18, 52, 64, 14, m) + rect(32, 46, 36, 26, 6, a) + rect(42, 28, 16, 6, 3, a)],
  [/cafeteira/, (m, a) => rect(24, 14, 48, 14, 4, m) + rect(56, 28, 16, 48, 3, m) + path('M30 44h22v22q0 10-11 10t-11-10z', a) + rect(22, 76, 52, 8, 3, m)],
  [/celulares/, (m, a) => rect(30, 12, 40, 76, 8, m) + rect(34, 18, 32, 60, 3, a) + circle(50, 83, 2.5, a)],
  [/cursos|e-books/, (m, a) => path('M50 28q-16-10-36-8v56q20-2 36 8z', m) + path('M50 28q16-10 36-8v56q-20-2-36 8z', a)],
  [/halteres/, (m, a) => rect(12, 34, 14, 32, 3, m) + rect(74, 34, 14, 32, 3, m) + rect(24, 40, 8, 20, 2, a) + rect(68, 40, 8, 20, 2, a) + rect(30, 46, 40, 8, 3, m)],
  [/yoga/, (m, a) => rect(14, 40, 58, 30, 4, m) + circle(76, 55, 15, a) + circle(76, 55, 8, m)],
  [/camping/, (m, a) => path('M50 16 88 80H12z', m) + path('M50 44 64 80H36z', a)],
  [/perfume/, (m, a) => rect(40, 16, 20, 12, 3, a) + rect(24, 28, 52, 56, 12, m) + rect(34, 44, 32, 20, 4, a)],
  [/pele/, (m, a) => rect(22, 36, 56, 44, 10, m) + rect(20, 24, 60, 14, 5, a) + rect(32, 52, 36, 12, 3, a)],
  [/cabelos|beleza/, (m, a) => rect(44, 12, 12, 10, 2, a) + rect(36, 20, 28, 10, 3, m) + rect(32, 30, 36, 58, 10, m) + rect(38, 48, 24, 22, 4, a)],
];
const BOX: Shape = (m, a) => path('M14 32 50 16l36 16v40L50 88 14 72z', m) + path('M14 32l36 16 36-16M50 48v40', 'none') + path('M50 48 86 32v40L50 88z', a);

/** A small seeded generator (mulberry32): the same product draws the same picture on every server. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Background patterns over the backdrop colour; `c` the pattern's colour. */
const PATTERNS: ((c: string, r: () => number) => string)[] = [
  (c, r) => Array.from({ length: 4 }, () => circle(Math.round(r() * 600), Math.round(r() * 600), 40 + Math.round(r() * 120), c)).join(''),
  (c) => `<path d="${Array.from({ length: 8 }, (_, i) => `M${i * 90 - 300} 600l600-600`).join('')}" stroke="${c}" stroke-width="28"/>`,
  (c, r) => {
    const x = Math.round(r() * 600);
    return Array.from({ length: 4 }, (_, i) => ring(x, 600, 120 + i * 110, 30, c)).join('');
  },
  (c) => `<path d="${Array.from({ length: 6 }, (_, i) => `M0 ${50 + i * 100}h600`).join('')}" stroke="${c}" stroke-width="44"/>`,
];

/**
 * A product's picture, drawn rather than photographed: the silhouette of its category on a backdrop whose
 * palette and pattern come from the product id, so two products of one category differ; the product is
 * drawn in its variation's colour when one is chosen (?c=), and each image number (n) frames it anew
 * (close-up, another side). No text is drawn: the name is the image's accessible name.
 */
export function productSvg(input: ProductImageInput): string {
  const random = seeded(hash(`${input.id}`));
  const hue = Math.floor(random() * 360);
  const inkHue = (hue + 150 + Math.floor(random() * 60)) % 360;
  const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)]!;
  const ink = input.tint ? `#${input.tint}` : `hsl(${inkHue} ${40 + Math.floor(random() * 30)}% ${30 + Math.floor(random() * 15)}%)`;
  const detail = `hsl(${hue} 35% 88%)`;
  const slugs = `${input.category ?? ''}/${input.department ?? ''}`.toLowerCase();
  const shape = SHAPES.find(([match]) => match.test(slugs))?.[1] ?? BOX;
  // each image of the gallery a new framing: 1 whole, 2 closer and turned, 3 seen from the other side
  const view = (input.n - 1) % 3;
  const scale = [4.8, 6.2, 4.8][view]! + random() * 0.4;
  const turn = Math.round((random() - 0.5) * 12) + (view === 1 ? -10 : 0);
  const mirror = view === 2 ? ' scale(-1 1)' : '';
  const title = escapeXml(input.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="600" height="600" fill="hsl(${hue} 55% ${92 - view * 4}%)"/>
<g fill="none" opacity=".5">${pattern(`hsl(${hue} 50% 82%)`, random)}</g>
<ellipse cx="300" cy="${500 + view * 20}" rx="${150 + view * 40}" ry="22" fill="#000" opacity=".08"/>
<g transform="translate(300 300) rotate(${turn})${mirror} scale(${scale.toFixed(2)}) translate(-50 -50)" stroke="${ink}" stroke-width="3" stroke-linecap="round">${shape(ink, detail)}</g>
</svg>`;
}

export function brandSvg(name: string, color: string): string {
  const lines = wrap(name, 14, 2);
  // About 0.6 em per character: the longest line fits in 200 of the 240 units.
  const size = Math.min(32, Math.floor(200 / (0.62 * Math.max(...lines.map((line) => line.length)))));
  const top = 60 - ((lines.length - 1) * size) / 2 + size / 3;
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${title}">
<title>${title}</title>
<rect x="4" y="4" width="232" height="112" rx="18" fill="${color}"/>
<rect x="12" y="12" width="216" height="96" rx="12" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<g font-family="${FONT}" font-weight="800" font-size="${size}" fill="#fff" text-anchor="middle">
${lines.map((line, i) => `<text x="120" y="${top + i * size}">${escapeXml(line)}</text>`).join('\n')}
</g>
</svg>`;
}

export function storeLogoSvg(name: string): string {
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120" width="360" height="120" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="jet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
<circle cx="60" cy="60" r="46" fill="url(#jet)"/>
<path d="M66 22 38 66h20l-6 32 30-46H62z" fill="#fff"/>
<text x="122" y="76" font-family="${FONT}" font-size="46" font-weight="800" fill="#111827">${title}</text>
</svg>`;
}

/** Size of a banner placeholder by home position: F full width, C central, L side (tall), R footer. */
const BANNER_SIZES: Record<string, [width: number, height: number]> = { F: [1200, 360], C: [900, 300], L: [360, 480], R: [1200, 200] };

export function bannerSvg(name: string, type = 'F'): string {
  const [width, height] = BANNER_SIZES[type] ?? BANNER_SIZES.F!;
  const hue = hash(name) % 360;
  const lines = wrap(name, width < 600 ? 14 : 30, 2);
  const size = Math.min(Math.round(height / 5), Math.floor((width * 0.8) / (0.6 * Math.max(...lines.map((line) => line.length)))));
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size / 3;
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" opacity=".08"/>
<g font-family="${FONT}" font-weight="800" font-size="${size}" fill="#fff" text-anchor="middle">
${lines.map((line, i) => `<text x="${width / 2}" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</text>`).join('\n')}
</g>
</svg>`;
}
