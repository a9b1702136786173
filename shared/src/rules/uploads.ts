/** Image uploads (avatars, product images, payment receipts): docs/architecture.md, "Uploads". */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export const UPLOAD_MESSAGES = {
  tooLarge: "La imagen no puede ser mayor a 5MB",
  invalidImage: "Por favor selecciona una imagen válida",
  unavailablePurpose: "Propósito de subida no disponible",
  notUploaded: "No se encontró la imagen subida. Vuelve a intentarlo",
} as const;

export function isImageType(type: string): type is ImageType {
  return Object.prototype.hasOwnProperty.call(IMAGE_TYPES, type);
}

/** Which image format the first bytes show (JPEG FF D8 FF, PNG 89 50 4E 47, WEBP RIFF....WEBP). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return "image/png";
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}
