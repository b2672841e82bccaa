import { ACCOUNT_LIMITS } from '@/features/account/model/limits';

/** SPEC.md section 5: jpg, png, jpeg and gif only. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** What the file picker offers (the check below still refuses whatever slips through). */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export type PhotoProblem = 'format' | 'size' | 'ratio' | 'unreadable';

/** The format and size checks, which need only the file's name, type and size. */
export function photoFileProblem(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  // Both must agree: an avif renamed .png or a pdf typed image/jpeg is refused before the upload.
  if (!typeOk || !extensionOk) return 'format';
  return file.size > ACCOUNT_LIMITS.photoMaxBytes ? 'size' : null;
}

/** SPEC.md section 5: ratio 1:1. */
export function photoRatioProblem(width: number, height: number): PhotoProblem | null {
  return width > 0 && width === height ? null : 'ratio';
}

/** The picture's size in pixels, read by the browser (null when it cannot decode it). */
export function readPictureSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const picture = new Image();
    picture.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: picture.naturalWidth, height: picture.naturalHeight });
    };
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    picture.src = url;
  });
}

/** Every check of a chosen photo, the picture read last (only when the file itself passes). */
export async function photoProblem(file: File): Promise<PhotoProblem | null> {
  const early = photoFileProblem(file);
  if (early) return early;
  const size = await readPictureSize(file);
  if (!size) return 'unreadable';
  return photoRatioProblem(size.width, size.height);
}
