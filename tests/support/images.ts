import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function header(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  return chunk("IHDR", ihdr);
}

/** A real, readable grey PNG of width × height (keep it small: the pixels are in the file). */
export function greyPng(width = 4, height = 3) {
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    SIGNATURE,
    header(width, height),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a few hundred bytes that declare width × height pixels (20000 × 20000 is
 * 400 megapixels, about 400 MB decoded) with only the first rows' data behind them.
 */
export function pngDeclaring(width: number, height: number) {
  const firstRows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([SIGNATURE, header(width, height), chunk("IDAT", firstRows), chunk("IEND", Buffer.alloc(0))]);
}
