// node scripts/make-icons.mjs — draws the web app's PNG icons (PWA manifest, iOS home screen) from
// apps/web/public/favicon.svg. Run it again after changing the favicon; the PNGs are kept in the repo
// so the build needs no image tooling.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

// Maskable icons and iOS's touch icon are cropped by the system (circle, squircle): the tile must fill
// the square, so its rounded corners go. The mark already sits inside the maskable safe zone (a circle
// of 40% of the size around the centre), so nothing else changes.
const fullBleed = favicon.replace(/<rect ([^>]*?)rx="[^"]*"/, '<rect $1');
if (fullBleed === favicon) throw new Error('favicon.svg: expected a <rect … rx="…"> tile');

// A notification badge is drawn by Android as a one-colour mask of its alpha: the heart alone.
const heart = favicon.match(/<path d="([^"]+)"/)?.[1];
if (!heart) throw new Error('favicon.svg: expected the heart <path>');
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="12 12 40 40"><path d="${heart}" fill="#fff"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-512-maskable.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
  { file: 'badge-96.png', size: 96, svg: badge, box: 40 },
];

for (const { file, size, svg, box = 64 } of icons) {
  const out = new URL(`icons/${file}`, publicDir);
  // Rendered at the target size (not scaled from a bitmap), so edges stay sharp.
  const info = await sharp(Buffer.from(svg), { density: (72 * size) / box })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out.pathname);
  console.log(`${file}: ${info.width}×${info.height}, ${info.size} bytes`);
}
