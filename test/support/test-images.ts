// Images for media tests, made with sharp: a camera-like JPEG carrying EXIF with GPS and
// an orientation, PNG "bombs" that declare far more pixels than their bytes suggest, and
// a reader that tells whether an EXIF block has a GPS section.
import { deflateSync } from "node:zlib"

import sharp from "sharp"

/** A JPEG with camera EXIF, a GPS position and the given EXIF orientation. */
export const jpegWithGps = (width: number, height: number, orientation = 1): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 170, b: 80 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "Acme", Model: "Field Camera", Copyright: "The Homestead" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 10/1 30/1", GPSLongitudeRef: "W", GPSLongitude: "115/1 8/1 24/1" },
    })
    .withMetadata({ orientation })
    .toBuffer()

/** True when an EXIF block (as sharp's metadata().exif gives it) points to a GPS section with entries. */
export const exifHasGps = (exif: Buffer | undefined): boolean => {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0)
  const little = tiff.toString("latin1", 0, 2) === "II"
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd0 = u32(4)
  for (let i = 0; i < u16(ifd0); i++) {
    const entry = ifd0 + 2 + i * 12
    if (u16(entry) === 0x8825) return u16(u32(entry + 8)) > 0
  }
  return false
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A grayscale PNG of `width`×`height` black pixels. With `rows` it holds only that many
 * rows of data (a header-only bomb: tiny file, huge declared canvas); without, it is
 * complete and valid, yet still compresses about a thousand to one.
 */
export const blackPng = (width: number, height: number, rows = height): Buffer => {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8) // 8-bit grayscale, no interlace
  const raw = Buffer.alloc(rows * (width + 1)) // filter byte 0 + zero pixels per row
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", Buffer.alloc(0))])
}
