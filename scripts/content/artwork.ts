// The starter pictures: original artwork drawn for this project as SVG scenes (a service van, a
// technician fitting a tyre, a wheel, roadside and town scenes) and rendered with sharp into
// phone-photo-sized JPEGs in tests/fixtures/assets/, so the picture pipeline gets real raster
// input. The JPEGs are committed; run this only to change the artwork:
//   node scripts/content/artwork.ts   (writes every file; same input gives the same bytes)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { assetsDir } from './pictures.ts'

const navy = '#0b2340'
const amber = '#ffb80f'

/** A tiny deterministic random source, so each town's skyline is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`
}

function skyGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
}

const shadowFilter =
  '<filter id="soft" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>'

function wheel(cx: number, cy: number, r: number, rim = '#c3cad3'): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180
    const x = cx + Math.cos(a) * r * 0.42
    const y = cy + Math.sin(a) * r * 0.42
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.1).toFixed(1)}" fill="#7d8896"/>`
  }).join('')
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1f24"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="#2c333b" stroke-width="${r * 0.06}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="${rim}"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#5b6674"/>`
}

/** Our liveried service van, facing right, its wheels on the line y = ground. */
function van(x: number, ground: number, s: number): string {
  const t = (dx: number, dy: number) => `${x + dx * s},${ground + dy * s}`
  return `<g>
    <ellipse cx="${x + 200 * s}" cy="${ground + 4 * s}" rx="${230 * s}" ry="${14 * s}" fill="#000" opacity=".25" filter="url(#soft)"/>
    <path d="M${t(0, -40)} L${t(0, -230)} Q${t(0, -246)} ${t(16, -246)} L${t(270, -246)} Q${t(292, -246)} ${t(306, -228)} L${t(370, -150)} L${t(412, -134)} Q${t(430, -126)} ${t(430, -108)} L${t(430, -48)} Q${t(430, -36)} ${t(418, -36)} L${t(0, -36)} Z" fill="${navy}"/>
    <path d="M${t(284, -232)} L${t(344, -158)} L${t(284, -158)} Z" fill="#8fb3d9"/>
    <path d="M${t(0, -104)} L${t(430, -104)} L${t(430, -84)} L${t(0, -84)} Z" fill="${amber}"/>
    <path d="M${t(0, -80)} L${t(430, -80)} L${t(430, -72)} L${t(0, -72)} Z" fill="#163f6e"/>
    <path d="M${t(268, -236)} L${t(268, -40)}" stroke="#163f6e" stroke-width="${4 * s}"/>
    <rect x="${x + 40 * s}" y="${ground - 210 * s}" width="${180 * s}" height="${86 * s}" rx="${8 * s}" fill="#163f6e"/>
    <circle cx="${x + 88 * s}" cy="${ground - 167 * s}" r="${26 * s}" fill="none" stroke="${amber}" stroke-width="${8 * s}"/>
    <circle cx="${x + 88 * s}" cy="${ground - 167 * s}" r="${9 * s}" fill="${amber}"/>
    <rect x="${x + 128 * s}" y="${ground - 184 * s}" width="${76 * s}" height="${12 * s}" rx="${4 * s}" fill="#fff"/>
    <rect x="${x + 128 * s}" y="${ground - 162 * s}" width="${56 * s}" height="${10 * s}" rx="${4 * s}" fill="#9fb4cc"/>
    <rect x="${x + 120 * s}" y="${ground - 262 * s}" width="${110 * s}" height="${18 * s}" rx="${6 * s}" fill="${amber}"/>
    <rect x="${x + 140 * s}" y="${ground - 258 * s}" width="${70 * s}" height="${10 * s}" rx="${3 * s}" fill="#ffdb80"/>
    <rect x="${x + 414 * s}" y="${ground - 118 * s}" width="${14 * s}" height="${16 * s}" rx="${3 * s}" fill="#fff4d6"/>
    <rect x="${x}" y="${ground - 118 * s}" width="${8 * s}" height="${16 * s}" fill="#c8102e"/>
    ${wheel(x + 92 * s, ground - 30 * s, 40 * s)}${wheel(x + 350 * s, ground - 30 * s, 40 * s)}
  </g>`
}

/** A hatchback facing left (towards the van), wheels on the line y = ground. */
function car(x: number, ground: number, s: number, colour: string, lifted = false): string {
  const lift = lifted ? -14 * s : 0
  const t = (dx: number, dy: number) => `${x + dx * s},${ground + dy * s + lift}`
  return `<g>
    <ellipse cx="${x + 170 * s}" cy="${ground + 4 * s}" rx="${190 * s}" ry="${12 * s}" fill="#000" opacity=".22" filter="url(#soft)"/>
    <path d="M${t(0, -50)} Q${t(0, -96)} ${t(40, -104)} L${t(96, -112)} L${t(150, -168)} Q${t(162, -178)} ${t(180, -178)} L${t(292, -178)} Q${t(312, -178)} ${t(322, -160)} L${t(344, -104)} Q${t(346, -50)} ${t(340, -40)} L${t(8, -40)} Z" fill="${colour}"/>
    <path d="M${t(112, -112)} L${t(158, -160)} L${t(216, -160)} L${t(216, -112)} Z" fill="#b9d0e8"/>
    <path d="M${t(228, -112)} L${t(228, -160)} L${t(296, -160)} Q${t(308, -160)} ${t(314, -146)} L${t(326, -112)} Z" fill="#b9d0e8"/>
    <rect x="${x + 6 * s}" y="${ground - 92 * s + lift}" width="${22 * s}" height="${14 * s}" rx="${4 * s}" fill="#fff4d6"/>
    <path d="M${t(150, -100)} L${t(170, -100)}" stroke="#0003" stroke-width="${4 * s}"/>
    ${wheel(x + 76 * s, ground - 30 * s + lift, 36 * s, '#aeb6c1')}${lifted ? '' : wheel(x + 272 * s, ground - 30 * s, 36 * s, '#aeb6c1')}
  </g>`
}

/** A technician in our uniform; `pose` kneeling (fitting a wheel) or standing with a tablet. */
function technician(x: number, ground: number, s: number, pose: 'kneel' | 'stand'): string {
  const skin = '#c58c62'
  if (pose === 'kneel') {
    return `<g>
      <ellipse cx="${x}" cy="${ground + 2 * s}" rx="${70 * s}" ry="${8 * s}" fill="#000" opacity=".2" filter="url(#soft)"/>
      <path d="M${x - 40 * s},${ground} L${x - 30 * s},${ground - 70 * s} L${x + 20 * s},${ground - 72 * s} L${x + 36 * s},${ground - 6 * s} L${x + 60 * s},${ground} Z" fill="#1d2b3d"/>
      <path d="M${x - 44 * s},${ground - 66 * s} Q${x - 48 * s},${ground - 170 * s} ${x - 6 * s},${ground - 176 * s} Q${x + 34 * s},${ground - 170 * s} ${x + 30 * s},${ground - 70 * s} Z" fill="${navy}"/>
      <path d="M${x - 44 * s},${ground - 120 * s} L${x + 32 * s},${ground - 120 * s} L${x + 32 * s},${ground - 108 * s} L${x - 44 * s},${ground - 108 * s} Z" fill="${amber}"/>
      <path d="M${x + 10 * s},${ground - 150 * s} Q${x + 60 * s},${ground - 130 * s} ${x + 92 * s},${ground - 96 * s}" stroke="${navy}" stroke-width="${22 * s}" stroke-linecap="round" fill="none"/>
      <circle cx="${x + 96 * s}" cy="${ground - 92 * s}" r="${11 * s}" fill="${skin}"/>
      <circle cx="${x - 4 * s}" cy="${ground - 204 * s}" r="${28 * s}" fill="${skin}"/>
      <path d="M${x - 34 * s},${ground - 210 * s} Q${x - 30 * s},${ground - 246 * s} ${x - 2 * s},${ground - 244 * s} Q${x + 30 * s},${ground - 244 * s} ${x + 28 * s},${ground - 212 * s} Z" fill="${amber}"/>
    </g>`
  }
  return `<g>
    <ellipse cx="${x}" cy="${ground + 2 * s}" rx="${56 * s}" ry="${8 * s}" fill="#000" opacity=".2" filter="url(#soft)"/>
    <path d="M${x - 26 * s},${ground} L${x - 22 * s},${ground - 130 * s} L${x + 22 * s},${ground - 130 * s} L${x + 26 * s},${ground} L${x + 6 * s},${ground} L${x},${ground - 90 * s} L${x - 6 * s},${ground} Z" fill="#1d2b3d"/>
    <path d="M${x - 40 * s},${ground - 126 * s} Q${x - 44 * s},${ground - 250 * s} ${x},${ground - 256 * s} Q${x + 44 * s},${ground - 250 * s} ${x + 40 * s},${ground - 126 * s} Z" fill="${navy}"/>
    <path d="M${x - 42 * s},${ground - 190 * s} L${x + 42 * s},${ground - 190 * s} L${x + 42 * s},${ground - 178 * s} L${x - 42 * s},${ground - 178 * s} Z" fill="${amber}"/>
    <path d="M${x + 30 * s},${ground - 236 * s} Q${x + 66 * s},${ground - 200 * s} ${x + 50 * s},${ground - 160 * s}" stroke="${navy}" stroke-width="${20 * s}" stroke-linecap="round" fill="none"/>
    <rect x="${x + 30 * s}" y="${ground - 186 * s}" width="${44 * s}" height="${58 * s}" rx="${5 * s}" fill="#1b1f24"/>
    <rect x="${x + 35 * s}" y="${ground - 180 * s}" width="${34 * s}" height="${44 * s}" rx="${2 * s}" fill="#7fd3f0"/>
    <path d="M${x - 30 * s},${ground - 236 * s} Q${x - 70 * s},${ground - 190 * s} ${x - 56 * s},${ground - 150 * s}" stroke="${navy}" stroke-width="${20 * s}" stroke-linecap="round" fill="none"/>
    <path d="M${x - 56 * s},${ground - 150 * s} L${x - 60 * s},${ground - 80 * s}" stroke="#8a96a6" stroke-width="${8 * s}" stroke-linecap="round"/>
    <rect x="${x - 70 * s}" y="${ground - 84 * s}" width="${22 * s}" height="${12 * s}" rx="${3 * s}" fill="#5b6674"/>
    <circle cx="${x}" cy="${ground - 282 * s}" r="${28 * s}" fill="${skin}"/>
    <path d="M${x - 30 * s},${ground - 288 * s} Q${x - 26 * s},${ground - 324 * s} ${x + 2 * s},${ground - 322 * s} Q${x + 32 * s},${ground - 322 * s} ${x + 30 * s},${ground - 290 * s} Z" fill="${amber}"/>
  </g>`
}

function hills(width: number, top: number, colours: [string, string], seed: number): string {
  const rnd = random(seed)
  const layer = (base: number, amplitude: number, colour: string) => {
    let d = `M0 ${base}`
    for (let x = 0; x <= width; x += width / 8) {
      d += ` Q${x + width / 16} ${base - amplitude * rnd()} ${x + width / 8} ${base - amplitude * 0.4 * rnd()}`
    }
    return `<path d="${d} V${top + 400} H0 Z" fill="${colour}"/>`
  }
  return layer(top, 120, colours[0]) + layer(top + 60, 80, colours[1])
}

function road(width: number, top: number, height: number): string {
  const dashes = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${i * (width / 10) - 40}" y="${top + height * 0.55}" width="${width / 20}" height="8" rx="4" fill="#f4f6f8" opacity=".9"/>`,
  ).join('')
  return `<rect x="0" y="${top}" width="${width}" height="${height}" fill="#6f7a87"/><rect x="0" y="${top}" width="${width}" height="10" fill="#8a96a6"/><rect x="0" y="${top - 16}" width="${width}" height="16" fill="#b9c2cc"/>${dashes}`
}

const W = 1200
const H = 800

/** Hero: the van pulled up behind a broken-down car on a road out of town at dusk. */
function vanRoadside(): string {
  const defs = skyGradient('sky', '#26456e', '#f2a65a') + shadowFilter
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="960" cy="420" r="70" fill="#ffd27a" opacity=".85"/>
    ${hills(W, 470, ['#3d5a7a', '#2c4763'], 7)}
    ${road(W, 560, 240)}
    <path d="M0 540 L1200 540" stroke="#8aa0b5" stroke-width="3"/>
    ${car(700, 730, 1.2, '#c8102e')}
    ${van(90, 740, 1.25)}
    <path d="M650 720 l24 -44 l24 44 z" fill="#ff5a1f" stroke="#fff" stroke-width="4"/>
    ${technician(640, 744, 0.95, 'stand')}`
  return svg(W, H, body, defs)
}

/** Panel: a technician kneeling at the kerb, fitting a new tyre to a jacked-up car. */
function tyreFitting(): string {
  const defs = skyGradient('sky', '#bcd7ef', '#eef3f8') + shadowFilter
  const houses = Array.from({ length: 7 }, (_, i) => {
    const x = i * 180 - 20
    const h = 200 + (i % 3) * 30
    return `<rect x="${x}" y="${520 - h}" width="170" height="${h}" fill="${['#d8c3a5', '#c9b28f', '#e2d3bd'][i % 3]}"/><path d="M${x - 10} ${520 - h} L${x + 85} ${460 - h} L${x + 180} ${520 - h} Z" fill="#7b5e4a"/><rect x="${x + 30}" y="${560 - h}" width="40" height="50" fill="#9fb8d1"/><rect x="${x + 100}" y="${560 - h}" width="40" height="50" fill="#9fb8d1"/>`
  }).join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${houses}
    ${road(W, 520, 280)}
    ${van(-120, 650, 0.9)}
    ${car(520, 720, 1.35, '#2f6fb0', true)}
    <rect x="590" y="694" width="60" height="26" fill="#c8102e"/>
    ${wheel(470, 690, 50)}
    ${technician(400, 740, 1.2, 'kneel')}`
  return svg(W, H, body, defs)
}

/** Panel: a technician with a torque wrench and a tablet beside the van, ready to start. */
function technicianAtVan(): string {
  const defs = skyGradient('sky', '#9cc3e6', '#e4eef7') + shadowFilter
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="0" y="330" width="${W}" height="200" fill="#c4ccd6"/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 130}" y="360" width="90" height="60" fill="#a9bdd3"/>`).join('')}
    ${road(W, 520, 280)}
    ${van(80, 720, 1.3)}
    ${technician(820, 760, 1.45, 'stand')}`
  return svg(W, H, body, defs)
}

/** A close-up of a wheel and tyre with a pressure gauge, for tyre repair, TPMS and brakes. */
function wheelCloseUp(): string {
  const defs = `${skyGradient('bg', '#243b57', '#0b2340')}<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffd27a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>${shadowFilter}`
  const treads = Array.from({ length: 36 }, (_, i) => {
    const a = (i * 10 * Math.PI) / 180
    const x1 = 560 + Math.cos(a) * 300
    const y1 = 420 + Math.sin(a) * 300
    const x2 = 560 + Math.cos(a) * 330
    const y2 = 420 + Math.sin(a) * 330
    return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="#0e1114" stroke-width="12"/>`
  }).join('')
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="560" cy="420" r="420" fill="url(#glow)"/>
    <circle cx="560" cy="420" r="340" fill="#1b1f24"/>${treads}
    <circle cx="560" cy="420" r="230" fill="#c3cad3"/>
    <circle cx="560" cy="420" r="210" fill="#8e99a6"/>
    ${Array.from({ length: 10 }, (_, i) => {
      const a = (i * 36 * Math.PI) / 180
      return `<path d="M560 420 L${(560 + Math.cos(a) * 205).toFixed(1)} ${(420 + Math.sin(a) * 205).toFixed(1)}" stroke="#d7dde4" stroke-width="26" stroke-linecap="round"/>`
    }).join('')}
    <circle cx="560" cy="420" r="60" fill="#5b6674"/><circle cx="560" cy="420" r="24" fill="${amber}"/>
    <rect x="930" y="360" width="150" height="220" rx="24" fill="${navy}" stroke="${amber}" stroke-width="8"/>
    <circle cx="1005" cy="440" r="52" fill="#f4f6f8"/><path d="M1005 440 L1035 410" stroke="#c8102e" stroke-width="8" stroke-linecap="round"/>
    <rect x="960" y="510" width="90" height="36" rx="6" fill="#7fd3f0"/>
    <path d="M930 470 Q860 470 835 430" stroke="#1b1f24" stroke-width="16" fill="none" stroke-linecap="round"/>`
  return svg(W, H, body, defs)
}

/**
 * Where to read a tyre's size: a close-up of the top of a tyre, its sidewall lettering along the
 * arc, and the size (225/45 R17 94W) marked in amber, with what each part means underneath.
 */
function tyreSidewall(): string {
  const cx = 600
  const cy = 1700
  const arc = (r: number, from: number, to: number) => {
    const point = (deg: number) => {
      const a = ((deg - 90) * Math.PI) / 180
      return `${(cx + Math.cos(a) * r).toFixed(1)} ${(cy + Math.sin(a) * r).toFixed(1)}`
    }
    return `M${point(from)} A${r} ${r} 0 0 1 ${point(to)}`
  }
  const defs = `${skyGradient('wall', '#e9edf1', '#cfd6de')}${shadowFilter}`
  const font = 'font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold"'
  // Letters set one by one along a circle (sharp's SVG renderer draws no textPath), each turned
  // to the arc and the line centred on the top. Advances in em, near enough for a bold sans.
  const advance = (letter: string) =>
    letter === 'W' ? 1.0 : letter === ' ' ? 0.4 : letter === '/' || letter === '·' ? 0.45 : 0.72
  const onArc = (text: string, r: number, size: number, fill: string) => {
    const letters = [...text]
    const degrees = (em: number) => (em * size * 180) / (Math.PI * r)
    const total = letters.reduce((sum, letter) => sum + advance(letter), 0)
    let at = -degrees(total) / 2
    return letters
      .map((letter) => {
        const deg = at + degrees(advance(letter)) / 2
        at += degrees(advance(letter))
        const a = ((deg - 90) * Math.PI) / 180
        const x = (cx + Math.cos(a) * r).toFixed(1)
        const y = (cy + Math.sin(a) * r).toFixed(1)
        return `<text ${font} font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central" transform="translate(${x} ${y}) rotate(${deg.toFixed(2)})">${letter}</text>`
      })
      .join('')
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
    <circle cx="${cx}" cy="${cy + 20}" r="1540" fill="#000" opacity=".3" filter="url(#soft)"/>
    <circle cx="${cx}" cy="${cy}" r="1540" fill="#15181c"/>
    <circle cx="${cx}" cy="${cy}" r="1490" fill="#23282e"/>
    <circle cx="${cx}" cy="${cy}" r="1440" fill="none" stroke="#2d333a" stroke-width="6"/>
    <circle cx="${cx}" cy="${cy}" r="1150" fill="#b9c1ca"/>
    <circle cx="${cx}" cy="${cy}" r="1110" fill="#9aa5b1"/>
    <path d="${arc(1345, -19, 19)}" stroke="${amber}" stroke-opacity=".22" stroke-width="130" fill="none"/>
    <path d="${arc(1410, -19, 19)}" stroke="${amber}" stroke-width="8" fill="none"/>
    <path d="${arc(1280, -19, 19)}" stroke="${amber}" stroke-width="8" fill="none"/>
    ${onArc('225/45 R17 94W', 1345, 80, '#e8ecf0')}
    ${onArc('TUBELESS · RADIAL · DOT 4523', 1225, 32, '#8a949f')}
    <g ${font} font-size="54" fill="${navy}" text-anchor="middle">
      <rect x="40" y="575" width="1120" height="200" rx="22" fill="#fff" opacity=".95"/>
      <text x="185" y="655">225</text><text x="185" y="728" font-size="38" font-weight="normal">width mm</text>
      <text x="460" y="655">45</text><text x="460" y="728" font-size="38" font-weight="normal">profile %</text>
      <text x="740" y="655">R17</text><text x="740" y="728" font-size="38" font-weight="normal">rim inches</text>
      <text x="1015" y="655">94W</text><text x="1015" y="728" font-size="38" font-weight="normal">load, speed</text>
    </g>`
  return svg(W, H, body, defs)
}

/** Jump leads from the van to a car with its bonnet up, on a frosty morning. */
function jumpstart(): string {
  const defs = skyGradient('sky', '#d7e4ef', '#f6f8fb') + shadowFilter
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${hills(W, 480, ['#b8c9d8', '#9fb4c7'], 3)}
    ${road(W, 560, 240)}
    ${van(20, 730, 1.15)}
    ${car(640, 730, 1.2, '#e8e8e8')}
    <path d="M676 560 L760 470 L880 500 L800 580 Z" fill="#d2d2d2"/>
    <path d="M560 600 Q620 640 690 600" stroke="#c8102e" stroke-width="10" fill="none"/>
    <path d="M560 620 Q630 680 700 612" stroke="#1b1f24" stroke-width="10" fill="none"/>
    ${technician(600, 760, 1.05, 'stand')}`
  return svg(W, H, body, defs)
}

type Landmark = 'abbey' | 'bridge' | 'spires' | 'cathedral' | 'terrace' | 'clock' | 'viaduct'

/** A town seen from the ring road: a seeded skyline, the town's kind of landmark, our van. */
function townScene(seed: number, landmark: Landmark, sky: [string, string]): string {
  const rnd = random(seed)
  const defs = skyGradient('sky', sky[0], sky[1]) + shadowFilter
  const buildings: string[] = []
  for (let x = -20; x < W; ) {
    const w = 60 + rnd() * 90
    const h = 120 + rnd() * 170
    const tone = ['#8b9bb0', '#7a8aa0', '#9aa8bb', '#6f8096'][Math.floor(rnd() * 4)]
    buildings.push(
      `<rect x="${x.toFixed(0)}" y="${(520 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${tone}"/>`,
    )
    for (let wy = 540 - h; wy < 500; wy += 34) {
      for (let wx = x + 12; wx < x + w - 20; wx += 26) {
        if (rnd() > 0.35)
          buildings.push(
            `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="16" fill="#ffe7a8" opacity=".7"/>`,
          )
      }
    }
    x += w + 4
  }
  const cx = 200 + rnd() * 500
  const mark = {
    abbey: `<rect x="${cx}" y="180" width="120" height="340" fill="#c9b48a"/><path d="M${cx - 10} 180 h140 v-24 h-140 z" fill="#b39e74"/>${[0, 1, 2, 3].map((i) => `<path d="M${cx + 10 + i * 30} 160 l10 -26 l10 26 z" fill="#b39e74"/>`).join('')}<rect x="${cx + 40}" y="240" width="40" height="120" rx="20" fill="#5d6b7e"/>`,
    bridge: `<rect x="${cx}" y="200" width="40" height="320" fill="#8c7f6a"/><rect x="${cx + 520}" y="200" width="40" height="320" fill="#8c7f6a"/><path d="M${cx + 20} 210 Q${cx + 290} 420 ${cx + 540} 210" stroke="#3c4858" stroke-width="8" fill="none"/><rect x="${cx}" y="400" width="560" height="18" fill="#5d6b7e"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${cx + 40 + i * 36} 400 V${(410 - (7 - Math.abs(i - 6.5)) * 26).toFixed(0)}" stroke="#3c4858" stroke-width="3"/>`).join('')}`,
    spires:
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${cx + i * 150}" y="${260 - i * 20}" width="50" height="${260 + i * 20}" fill="#d1bf95"/><path d="M${cx + i * 150 - 6} ${260 - i * 20} l31 -${140 + i * 10} l31 ${140 + i * 10} z" fill="#bba878"/>`,
        )
        .join('') +
      `<path d="M${cx + 440} 380 a90 90 0 0 1 180 0 z" fill="#c9b48a"/><rect x="${cx + 440}" y="380" width="180" height="140" fill="#d1bf95"/>`,
    cathedral: `<rect x="${cx}" y="300" width="360" height="220" fill="#c9b48a"/><rect x="${cx + 130}" y="120" width="100" height="400" fill="#bba878"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx + 126 + i * 30}" y="96" width="14" height="30" fill="#bba878"/>`).join('')}${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${cx + 20 + i * 56}" y="340" width="22" height="70" rx="11" fill="#5d6b7e"/>`).join('')}`,
    terrace: Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${cx - 100 + i * 90}" y="330" width="86" height="190" fill="#efe6d2"/><rect x="${cx - 86 + i * 90}" y="360" width="22" height="40" fill="#8fa6bf"/><rect x="${cx - 50 + i * 90}" y="360" width="22" height="40" fill="#8fa6bf"/><rect x="${cx - 100 + i * 90}" y="420" width="86" height="8" fill="#d9ccb0"/>`,
    ).join(''),
    clock: `<rect x="${cx}" y="170" width="90" height="350" fill="#b45f3c"/><path d="M${cx - 12} 170 l57 -70 l57 70 z" fill="#5d6b7e"/><circle cx="${cx + 45}" cy="230" r="30" fill="#f4f6f8"/><path d="M${cx + 45} 230 v-20 M${cx + 45} 230 h14" stroke="#1b1f24" stroke-width="5"/>`,
    viaduct: `${Array.from({ length: 7 }, (_, i) => `<path d="M${cx - 200 + i * 110} 520 V360 a45 45 0 0 1 90 0 V520 z" fill="none"/><rect x="${cx - 200 + i * 110}" y="330" width="110" height="190" fill="#b7a07e"/><path d="M${cx - 180 + i * 110} 520 V400 a35 35 0 0 1 70 0 V520 z" fill="${sky[1]}"/>`).join('')}<rect x="${cx - 200}" y="320" width="770" height="16" fill="#9c8666"/>`,
  }[landmark]
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>
    ${hills(W, 420, ['#a8bccc', '#93a9bd'], seed + 1)}
    ${buildings.join('')}${mark}
    <rect x="0" y="510" width="${W}" height="40" fill="#6c8f5a"/>
    ${road(W, 560, 240)}
    ${van(80 + rnd() * 500, 740, 1.05)}`
  return svg(W, H, body, defs)
}

export type Artwork = { file: string; width: number; svg: () => string }

/** Every starter picture: file name in tests/fixtures/assets/, rendered width, scene. */
export const artworks: Artwork[] = [
  { file: 'van-at-the-roadside.jpg', width: 2400, svg: vanRoadside },
  { file: 'fitting-a-tyre.jpg', width: 2400, svg: tyreFitting },
  { file: 'technician-at-the-van.jpg', width: 2400, svg: technicianAtVan },
  { file: 'wheel-and-gauge.jpg', width: 2400, svg: wheelCloseUp },
  { file: 'jump-start.jpg', width: 2400, svg: jumpstart },
  { file: 'tyre-sidewall.jpg', width: 1800, svg: tyreSidewall },
  ...(
    [
      ['swindon', 'clock', ['#8fb8de', '#e9f1f8']],
      ['bath', 'abbey', ['#b5cde3', '#f3efe4']],
      ['bristol', 'bridge', ['#7fa7cf', '#e4edf5']],
      ['oxford', 'spires', ['#a3c2df', '#f1ece0']],
      ['gloucester', 'cathedral', ['#98b7d4', '#ebeff3']],
      ['chippenham', 'viaduct', ['#a9c6e0', '#eef3f7']],
      ['cheltenham', 'terrace', ['#9ec0e2', '#f5f1e8']],
      ['marlborough', 'abbey', ['#c0d3e4', '#f0ebe0']],
      ['newbury', 'clock', ['#b0c9e0', '#f2f0ea']],
      ['newport', 'bridge', ['#8aa9c6', '#dfe7ee']],
    ] as const
  ).map(
    ([town, landmark, sky], index): Artwork => ({
      file: `${town}-from-the-ring-road.jpg`,
      width: 1800,
      svg: () => townScene(101 + index * 17, landmark, [sky[0], sky[1]]),
    }),
  ),
]

export async function renderArtwork(artwork: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artwork.svg()), { density: (72 * artwork.width) / W })
    .resize({ width: artwork.width })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer()
}

if (import.meta.main) {
  mkdirSync(assetsDir, { recursive: true })
  let total = 0
  for (const artwork of artworks) {
    const bytes = await renderArtwork(artwork)
    writeFileSync(join(assetsDir, artwork.file), bytes)
    total += bytes.length
    console.error(`artwork: ${artwork.file} ${Math.round(bytes.length / 1024)} kB`)
  }
  console.error(`artwork: ${artworks.length} files, ${Math.round(total / 1024)} kB in all`)
}
