import sharp from 'sharp'

/**
 * Product and category pictures drawn at seed time (no network, no stock photos): a piece of
 * jewellery as SVG on a soft studio background, rasterised to WebP by sharp.
 */

export type ImageMotif =
  | 'ring'
  | 'solitaire'
  | 'band'
  | 'eternity'
  | 'necklace'
  | 'chain'
  | 'pendant'
  | 'studs'
  | 'hoops'
  | 'pearls'
  | 'pearl-studs'
  | 'bracelet'
  | 'gem'
  | 'gift-card'

type Metal = 'gold' | 'platinum'
export type Stone = 'diamond' | 'sapphire' | 'ruby' | 'emerald' | 'pearl'

export type ImageSpec = { motif: ImageMotif; metal: Metal; stone: Stone }

const WIDTH = 800
const HEIGHT = 700

const BACKDROPS = [
  ['#fbf8f3', '#e8dfd1'],
  ['#f5f6f8', '#d9dde3'],
  ['#fbf4f1', '#ead8d0'],
]

const METALS: Record<Metal, string[]> = {
  gold: ['#fff4c8', '#eccb6e', '#b8892a', '#f6dc8c', '#8f6a12'],
  platinum: ['#ffffff', '#dfe3e8', '#9aa2ad', '#f1f3f5', '#737b86'],
}

const STONES: Record<Stone, string[]> = {
  diamond: ['#ffffff', '#e6f0fa', '#b9cde0'],
  sapphire: ['#9ec5ff', '#2350b8', '#0d2466'],
  ruby: ['#ff9db0', '#c0163d', '#5e0617'],
  emerald: ['#a8f0c6', '#128a4f', '#064326'],
  pearl: ['#ffffff', '#f4ece4', '#d8c9bb'],
}

/** The pictures for one product or category: a main view, then closer views. */
export async function renderImages(spec: ImageSpec, count: number): Promise<Buffer[]> {
  const views = Array.from({ length: count }, (_, view) => svg(spec, view))
  return Promise.all(views.map((markup) => sharp(Buffer.from(markup)).webp({ quality: 82 }).toBuffer()))
}

function svg({ motif, metal, stone }: ImageSpec, view: number): string {
  const [light, dark] = BACKDROPS[view % BACKDROPS.length]
  const scale = [1, 1.28, 1.6][view] ?? 1
  const tilt = [0, -12, 8][view] ?? 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="42%" r="75%">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
    </radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      ${stops(METALS[metal])}
    </linearGradient>
    <linearGradient id="metalBack" x1="1" y1="0" x2="0" y2="1">
      ${stops(METALS[metal].slice().reverse())}
    </linearGradient>
    <radialGradient id="stone" cx="38%" cy="32%" r="70%">
      ${stops(STONES[stone])}
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <ellipse cx="400" cy="560" rx="${230 * scale}" ry="${34 * scale}" fill="#000" opacity="0.13" filter="url(#soft)"/>
  <g transform="translate(400 360) rotate(${tilt}) scale(${scale}) translate(-400 -360)">
    ${MOTIFS[motif]()}
  </g>
  ${sparkles(view)}
</svg>`
}

function stops(colors: string[]): string {
  return colors.map((color, i) => `<stop offset="${(i / (colors.length - 1)).toFixed(2)}" stop-color="${color}"/>`).join('')
}

const ring = (cx = 400, cy = 400, rx = 170, ry = 62, width = 24) => `
    <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="url(#metalBack)" stroke-width="${width}"/>
    <path d="M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="url(#metal)" stroke-width="${width + 4}" stroke-linecap="round"/>`

const brilliant = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI / 4) * i + Math.PI / 8
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`
  })
  const facets = Array.from({ length: 8 }, (_, i) => {
    const angle = (Math.PI / 4) * i
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + r * Math.cos(angle)).toFixed(1)}" y2="${(cy + r * Math.sin(angle)).toFixed(1)}" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5"/>`
  })
  return `<polygon points="${points.join(' ')}" fill="url(#stone)" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>
    <polygon points="${points.map((p) => scalePoint(p, cx, cy, 0.55)).join(' ')}" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>
    ${facets.join('')}`
}

function scalePoint(point: string, cx: number, cy: number, factor: number) {
  const [x, y] = point.split(',').map(Number)
  return `${(cx + (x - cx) * factor).toFixed(1)},${(cy + (y - cy) * factor).toFixed(1)}`
}

const pearl = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#stone)" stroke="#cbbba9" stroke-opacity="0.6"/>
    <circle cx="${cx - r * 0.35}" cy="${cy - r * 0.38}" r="${r * 0.22}" fill="#fff" opacity="0.75"/>`

const catenary = (depth: number) => `M 170 150 C 220 ${150 + depth}, 580 ${150 + depth}, 630 150`

const MOTIFS: Record<ImageMotif, () => string> = {
  ring: () => ring(),
  solitaire: () => `${ring(400, 430)}
    <path d="M 372 372 L 386 318 L 414 318 L 428 372 Z" fill="url(#metal)"/>
    ${brilliant(400, 290, 52)}`,
  band: () => `${ring(340, 420, 150, 56, 30)}${ring(470, 390, 150, 56, 22)}`,
  eternity: () =>
    `${ring(400, 400, 170, 62, 26)}
    ${Array.from({ length: 11 }, (_, i) => {
      const angle = Math.PI * (0.12 + (0.76 * i) / 10)
      return brilliant(400 - 170 * Math.cos(angle), 400 + 62 * Math.sin(angle), 13)
    }).join('')}`,
  necklace: () => `<path d="${catenary(330)}" fill="none" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>
    <path d="${catenary(330)}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="6 10"/>`,
  chain: () => `<path d="${catenary(360)}" fill="none" stroke="url(#metal)" stroke-width="14" stroke-linecap="round"/>
    <path d="${catenary(360)}" fill="none" stroke="#5c4306" stroke-opacity="0.35" stroke-width="14" stroke-dasharray="3 9"/>`,
  pendant: () => `<path d="${catenary(260)}" fill="none" stroke="url(#metal)" stroke-width="5"/>
    <circle cx="400" cy="352" r="12" fill="none" stroke="url(#metal)" stroke-width="5"/>
    <path d="M 400 372 C 450 430, 440 500, 400 520 C 360 500, 350 430, 400 372 Z" fill="url(#metal)"/>
    ${brilliant(400, 462, 30)}`,
  studs: () => `<circle cx="300" cy="380" r="64" fill="url(#metal)"/>${brilliant(300, 380, 50)}
    <circle cx="500" cy="380" r="64" fill="url(#metal)"/>${brilliant(500, 380, 50)}`,
  hoops: () => `<ellipse cx="300" cy="380" rx="92" ry="130" fill="none" stroke="url(#metal)" stroke-width="18"/>
    <ellipse cx="500" cy="380" rx="92" ry="130" fill="none" stroke="url(#metalBack)" stroke-width="18"/>`,
  pearls: () =>
    Array.from({ length: 17 }, (_, i) => {
      const t = i / 16
      const x = 170 + 460 * t
      const y = 150 + 330 * 4 * t * (1 - t) * 0.75
      return pearl(x, y, 24)
    }).join(''),
  'pearl-studs': () => `<circle cx="300" cy="380" r="14" fill="url(#metal)"/>${pearl(300, 380, 70)}
    <circle cx="500" cy="380" r="14" fill="url(#metal)"/>${pearl(500, 380, 70)}`,
  bracelet: () =>
    `${ring(400, 390, 220, 90, 16)}
    ${Array.from({ length: 13 }, (_, i) => {
      const angle = Math.PI * (0.08 + (0.84 * i) / 12)
      return brilliant(400 - 220 * Math.cos(angle), 390 + 90 * Math.sin(angle), 12)
    }).join('')}`,
  gem: () => brilliant(400, 360, 170),
  // the gift card: an ivory card with a gold edge, a ribbon across and a bow, a small brilliant as the shop's seal
  'gift-card': () => `<rect x="150" y="215" width="500" height="300" rx="22" fill="#fffdf8" stroke="url(#metal)" stroke-width="10"/>
    <rect x="176" y="241" width="448" height="248" rx="12" fill="none" stroke="url(#metalBack)" stroke-width="2" stroke-opacity="0.7"/>
    <rect x="470" y="215" width="34" height="300" fill="url(#metal)"/>
    <rect x="150" y="330" width="500" height="30" fill="url(#metalBack)"/>
    <path d="M 487 345 C 420 270, 380 300, 410 345 C 380 390, 420 410, 487 345 Z" fill="url(#metal)" stroke="#8f6a12" stroke-opacity="0.4" stroke-width="2"/>
    <path d="M 487 345 C 554 270, 594 300, 564 345 C 594 390, 554 410, 487 345 Z" fill="url(#metal)" stroke="#8f6a12" stroke-opacity="0.4" stroke-width="2"/>
    <path d="M 487 345 L 452 440 M 487 345 L 522 440" fill="none" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>
    <circle cx="487" cy="345" r="16" fill="url(#metal)"/>
    <path d="M 210 425 L 400 425 M 210 455 L 350 455" stroke="#b8892a" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"/>
    ${brilliant(255, 290, 26)}`,
}

function sparkles(view: number): string {
  const positions = [
    [250, 200, 18],
    [560, 250, 12],
    [470, 160, 9],
    [330, 520, 10],
  ]
  return positions
    .slice(0, 2 + view)
    .map(
      ([x, y, r]) =>
        `<path d="M ${x} ${y - r} L ${x + r * 0.22} ${y - r * 0.22} L ${x + r} ${y} L ${x + r * 0.22} ${y + r * 0.22} L ${x} ${y + r} L ${x - r * 0.22} ${y + r * 0.22} L ${x - r} ${y} L ${x - r * 0.22} ${y - r * 0.22} Z" fill="#fff" opacity="0.85"/>`,
    )
    .join('')
}
