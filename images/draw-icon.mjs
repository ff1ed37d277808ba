// Draws the extension icon (128x128 PNG: braces around a check mark) without an image library,
// so the committed images/icon.png can be regenerated on any machine: `node images/draw-icon.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 128;
const background = [30, 58, 110];
const brace = [236, 242, 250];
const check = [72, 199, 116];

/** Distance from point p to the segment a-b. */
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Distance to a polyline given as a list of points. */
function polylineDistance(px, py, points) {
  let best = Infinity;
  for (let i = 1; i < points.length; i++)
    best = Math.min(best, segmentDistance(px, py, points[i - 1], points[i]));
  return best;
}

/** Coverage in [0, 1] of a pixel by a rounded rectangle (corner radius r), for anti-aliased edges. */
function roundedRectCoverage(px, py, x0, y0, x1, y1, r) {
  const cx = Math.max(x0 + r, Math.min(x1 - r, px));
  const cy = Math.max(y0 + r, Math.min(y1 - r, py));
  const d = Math.hypot(px - cx, py - cy) - r;
  return Math.max(0, Math.min(1, 0.5 - d));
}

// A curly brace as a polyline: vertical stem, a pointed middle and hooks at both ends.
const leftBrace = [
  [44, 24],
  [36, 26],
  [33, 32],
  [33, 56],
  [30, 62],
  [24, 64],
  [30, 66],
  [33, 72],
  [33, 96],
  [36, 102],
  [44, 104],
];
const rightBrace = leftBrace.map(([x, y]) => [size - x, y]);
const tick = [
  [50, 66],
  [60, 77],
  [80, 50],
];

const pixels = Buffer.alloc(size * (size * 4 + 1));
for (let y = 0; y < size; y++) {
  pixels[y * (size * 4 + 1)] = 0; // PNG filter type "none" for this row
  for (let x = 0; x < size; x++) {
    const px = x + 0.5;
    const py = y + 0.5;
    let rgb = background;
    let alpha = roundedRectCoverage(px, py, 2, 2, size - 2, size - 2, 22);
    const mix = (color, coverage) => {
      rgb = rgb.map((c, i) => c + (color[i] - c) * coverage);
    };
    const braceDistance = Math.min(polylineDistance(px, py, leftBrace), polylineDistance(px, py, rightBrace));
    mix(brace, Math.max(0, Math.min(1, 4.5 - braceDistance)));
    mix(check, Math.max(0, Math.min(1, 6.5 - polylineDistance(px, py, tick))));
    const offset = y * (size * 4 + 1) + 1 + x * 4;
    pixels[offset] = Math.round(rgb[0]);
    pixels[offset + 1] = Math.round(rgb[1]);
    pixels[offset + 2] = Math.round(rgb[2]);
    pixels[offset + 3] = Math.round(alpha * 255);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG chunks require. */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC over type and data. */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header[8] = 8; // bits per channel
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(pixels, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = new URL('icon.png', import.meta.url);
writeFileSync(target, png);
console.log(`wrote ${target.pathname} (${png.length} bytes)`);
