import { crc32, deflateSync } from "node:zlib";

/**
 * A receipt-like PNG for the seeded orders (a bank app's confirmation screen drawn as bars:
 * header band, amount block and text lines), so their order pages show a real image. The layout
 * varies with the order's reference so two receipts do not look the same.
 */
export function receiptPng(reference: string, width = 360, height = 560): Buffer {
  const rgb = Buffer.alloc(width * height * 3, 0xff);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: [number, number, number]) => {
    for (let y = y0; y < Math.min(height, y0 + h); y++) {
      for (let x = x0; x < Math.min(width, x0 + w); x++) {
        const i = (y * width + x) * 3;
        rgb[i] = r;
        rgb[i + 1] = g;
        rgb[i + 2] = b;
      }
    }
  };
  const digits = [...reference].map((c) => c.charCodeAt(0));
  fill(0, 0, width, 72, [0x1e, 0x6f, 0x3f]); // bank header
  fill(24, 24, 120, 24, [0xff, 0xff, 0xff]);
  fill(width / 2 - 36, 100, 72, 72, [0x2f, 0xa3, 0x5b]); // check mark disc
  fill(40, 200, width - 80, 36, [0x22, 0x22, 0x22]); // amount
  for (let line = 0; line < 10; line++) {
    const len = 120 + (((digits[line % digits.length] ?? 50) * 7) % (width - 180));
    fill(32, 270 + line * 26, 90, 10, [0x99, 0x99, 0x99]); // label
    fill(width - 32 - len / 2, 270 + line * 26, len / 2, 10, [0x44, 0x44, 0x44]); // value
  }
  fill(0, height - 40, width, 40, [0xee, 0xee, 0xee]);

  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) rgb.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
