import zlib from 'node:zlib';

// Small photo-like PNGs drawn in code (sky, ground, a building in progress, a
// crane), so the demo needs no image files and no image library.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGB pixels (width x height x 3) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];

/** A deterministic pseudo-random generator, so the same seed draws the same photo. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export function sitePhoto(seed: number, width = 480, height = 320): Buffer {
  const rand = random(seed);
  const pixels = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, c: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (Math.floor(y) * width + Math.floor(x)) * 3;
    pixels[i] = c[0];
    pixels[i + 1] = c[1];
    pixels[i + 2] = c[2];
  };
  const rect = (x0: number, y0: number, w: number, h: number, c: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y += 1)
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x += 1) set(x, y, c);
  };
  const evening = rand() < 0.3;
  const skyTop: Rgb = evening ? [250, 160, 110] : [90, 150, 215];
  const skyLow: Rgb = evening ? [255, 214, 170] : [200, 225, 245];
  const horizon = Math.floor(height * (0.55 + rand() * 0.1));
  const ground: Rgb = rand() < 0.5 ? [150, 120, 90] : [120, 135, 95];
  for (let y = 0; y < height; y += 1) {
    const row =
      y < horizon
        ? mix(skyTop, skyLow, y / horizon)
        : mix(ground, [95, 80, 65], (y - horizon) / (height - horizon));
    for (let x = 0; x < width; x += 1) {
      const grain = y < horizon ? 0 : (rand() - 0.5) * 18;
      set(x, y, [row[0] + grain, row[1] + grain, row[2] + grain]);
    }
  }
  // Sun.
  const sunX = width * (0.15 + rand() * 0.7);
  const sunY = horizon * 0.3;
  for (let y = sunY - 24; y < sunY + 24; y += 1)
    for (let x = sunX - 24; x < sunX + 24; x += 1)
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < 400) set(x, y, [255, 236, 170]);
  // A building in progress: concrete frame, some floors closed in with windows.
  const floors = 2 + Math.floor(rand() * 4);
  const bw = Math.floor(width * (0.3 + rand() * 0.2));
  const bx = Math.floor(width * (0.1 + rand() * 0.4));
  const fh = 26;
  const wall: Rgb = [
    [200, 190, 175],
    [170, 120, 95],
    [185, 195, 205],
  ][Math.floor(rand() * 3)] as Rgb;
  for (let f = 0; f < floors; f += 1) {
    const top = horizon - (f + 1) * fh;
    const closed = f < floors - 1;
    rect(bx, top + fh - 4, bw, 4, [130, 130, 130]);
    for (let col = bx; col <= bx + bw - 6; col += Math.floor(bw / 4))
      rect(col, top, 6, fh, [140, 140, 140]);
    if (closed) {
      rect(bx, top, bw, fh - 4, wall);
      for (let wx = bx + 8; wx < bx + bw - 16; wx += 22) rect(wx, top + 6, 12, 12, [70, 95, 120]);
    }
  }
  // Scaffolding on the top floor.
  const scaffoldTop = horizon - floors * fh - 10;
  for (let x = bx - 6; x < bx + bw + 6; x += 12)
    rect(x, scaffoldTop, 2, floors * fh + 10, [220, 170, 40]);
  rect(bx - 6, scaffoldTop, bw + 14, 2, [220, 170, 40]);
  // Tower crane.
  const cx = Math.min(width - 30, bx + bw + 30 + Math.floor(rand() * 60));
  const craneTop = Math.max(20, scaffoldTop - 70);
  rect(cx, craneTop, 6, horizon - craneTop, [235, 190, 30]);
  rect(cx - 120, craneTop, 170, 5, [235, 190, 30]);
  rect(cx - 100, craneTop + 5, 2, 40 + Math.floor(rand() * 40), [60, 60, 60]);
  // A pile of materials and a site container.
  rect(Math.floor(width * 0.75), horizon + 20, 60, 28, [60, 110, 160]);
  rect(Math.floor(width * 0.08), horizon + 30, 50, 10, [160, 110, 60]);
  rect(Math.floor(width * 0.08) + 5, horizon + 22, 40, 8, [175, 125, 70]);
  return encodePng(width, height, pixels);
}
