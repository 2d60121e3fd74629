import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

const WIDTH = 105;
const HEIGHT = 35;

/**
 * A captcha as a PNG: svg-captcha draws the letters as paths, a turbulence displacement filter warps them
 * differently every time, noise dots and arcs go over them, and resvg rasterises the result. No letter shape leaves
 * the server, so the answer cannot be read back by matching paths against the font. Still only a speed bump: the
 * protection against guessing is the login limits.
 */
export function captchaPng(): { text: string; png: Buffer } {
  const c = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0o1ilI', color: true, background: '#f0f2f5', width: WIDTH, height: HEIGHT, fontSize: 40 });
  const inner = c.data.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const dots = Array.from(
    { length: 45 },
    () =>
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${(randomInt(5, 14) / 10).toFixed(1)}" fill="rgb(${randomInt(60, 200)},${randomInt(60, 200)},${randomInt(60, 200)})"/>`,
  ).join('');
  const arcs = Array.from(
    { length: 2 },
    () =>
      `<path d="M${randomInt(0, 20)} ${randomInt(5, 30)} Q${randomInt(30, 75)} ${randomInt(-10, 45)} ${randomInt(85, 105)} ${randomInt(5, 30)}" stroke="rgb(${randomInt(80, 180)},${randomInt(80, 180)},${randomInt(80, 180)})" stroke-width="1.2" fill="none"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><filter id="warp" x="-10%" y="-10%" width="120%" height="120%">
      <feTurbulence type="fractalNoise" baseFrequency="${(randomInt(30, 60) / 1000).toFixed(3)}" numOctaves="2" seed="${randomInt(1, 10_000)}" result="noise"/>
      <feDisplacementMap in="SourceGraphic" in2="noise" scale="${randomInt(4, 8)}" xChannelSelector="R" yChannelSelector="G"/>
    </filter></defs>
    <g filter="url(#warp)">${inner}</g>${arcs}${dots}</svg>`;
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return { text: c.text, png: Buffer.from(png) };
}
