/** Placeholder images drawn from the seed data: product photos, brand logos and the store logo. */
import { escapeXml } from './text';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** 24x24 silhouettes per department. */
const ICONS: Record<string, string> = {
  Casa: 'M5 6h14a2 2 0 0 1 2 2v2.3A3.5 3.5 0 0 0 17 13v1H7v-1a3.5 3.5 0 0 0-4-3.7V8a2 2 0 0 1 2-2zM3 11a2 2 0 0 1 2 2v3h14v-3a2 2 0 1 1 4 0v6h-2v-1H3v1H1v-6a2 2 0 0 1 2-2z',
  Moda: 'M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 0 1-8 0z',
  'Eletrônicos': 'M12 3a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h2a3 3 0 0 0 3-3v-6a9 9 0 0 0-9-9z',
  Esporte: 'M1 10h2V8h3v8H3v-2H1zm22 0h-2V8h-3v8h3v-2h2zM7 6h3v12H7zm7 0h3v12h-3zm-4 5h4v2h-4z',
  Beleza: 'M10 2h4v3h-4zM9 6h6l1 3v11a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2V9zm1 6v5h4v-5z',
};
const BOX = 'M3 7l9-4 9 4v10l-9 4-9-4zm9-2L6 7.5l6 2.7 6-2.7z';

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Words into at most `maxLines` lines of about `width` characters, with an ellipsis when cut. */
export function wrap(text: string, width: number, maxLines: number): string[] {
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
  /** Hex colour of a chosen variation ('1e3a8a'), tints the silhouette. */
  tint?: string;
}

export function productSvg(input: ProductImageInput): string {
  const hue = (hash(input.name) % 360 + (input.n - 1) * 40) % 360;
  const ink = input.tint ? `#${input.tint}` : `hsl(${hue} 45% 38%)`;
  const icon = (input.department && ICONS[input.department]) || BOX;
  const scale = 9 + ((input.n - 1) % 3);
  const offset = 300 - 12 * scale;
  const rotate = ((input.n - 1) % 3) * 8 - 8 * Math.min(1, input.n - 1);
  const lines = wrap(input.name, 24, 3);
  const textTop = 470 - (lines.length - 1) * 19;
  const title = escapeXml(input.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 96%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 55% 86%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="${430 - (input.n - 1) * 60}" cy="${170 + (input.n - 1) * 20}" r="150" fill="hsl(${hue} 60% 80%)" opacity=".45"/>
<g transform="translate(${offset} ${offset - 90}) rotate(${rotate} ${12 * scale} ${12 * scale}) scale(${scale})"><path d="${icon}" fill="${ink}"/></g>
<g font-family="${FONT}" text-anchor="middle" fill="#1f2937">
${lines.map((line, i) => `<text x="300" y="${textTop + i * 38}" font-size="32" font-weight="700">${escapeXml(line)}</text>`).join('\n')}
${input.brand ? `<text x="300" y="${textTop + lines.length * 38 + 6}" font-size="20" letter-spacing="3" fill="#475569">${escapeXml(input.brand.toUpperCase())}</text>` : ''}
</g>
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
