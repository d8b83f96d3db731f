/** An inline SVG image with a label, so stories show pictures without a server. */
export function placeholderImage(label: string, width = 180, height = 60, fill = '#0b5cad'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="8" fill="${fill}"/><text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(height / 3)}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
