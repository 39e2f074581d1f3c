/** The demo's pictures, drawn here: avatars, course covers and lessons' pictures. */
import sharp from 'sharp';

/** A plain round avatar in a colour (no text: nothing to depend on fonts). */
export async function avatar(colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f1f3f5"/><circle cx="128" cy="100" r="52" fill="${colour}"/><ellipse cx="128" cy="230" rx="86" ry="66" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A course cover or a lesson's picture: its colours and a few shapes (no text: nothing to depend on fonts). */
export async function cover(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="500" cy="110" r="60" fill="#fff" fill-opacity="0.35"/><rect x="60" y="230" width="300" height="24" rx="12" fill="#fff" fill-opacity="0.5"/><rect x="60" y="270" width="200" height="24" rx="12" fill="#fff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
