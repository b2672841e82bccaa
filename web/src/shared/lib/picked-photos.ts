import { useEffect, useRef, useState } from 'react';

/** Photos attached to a message or a review are checked as profile photos are (SPEC.md section 9: at most 2 MB). */
export const PHOTO_MAX_MB = 2;

/** Why a pick was not taken whole: a file that is no picture, one too large, or more than the room left. */
export type PhotoRefusal = 'type' | 'size' | 'limit';

/** Why `file` cannot be attached ('type' or 'size'), or null when it can. */
export function attachProblem(file: File): 'type' | 'size' | null {
  if (!file.type.startsWith('image/')) return 'type';
  return file.size > PHOTO_MAX_MB * 1024 * 1024 ? 'size' : null;
}

export interface PickedPhoto {
  file: File;
  /** An object URL of the file, released when the form goes away. */
  preview: string;
}

/**
 * Photos picked for a form, at most `max`: `add` takes the good ones that fit and answers why any were left
 * out (the first reason), `remove` drops one by its preview, `clear` empties the pick. The previews are
 * object URLs, released when the form goes away (a sent message keeps its own copies).
 */
export function usePickedPhotos(max: number) {
  const [picked, setPicked] = useState<PickedPhoto[]>([]);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const add = (files: FileList | null): PhotoRefusal | null => {
    if (!files) return null;
    const room = max - picked.length;
    const chosen = [...files];
    const refused = chosen.map(attachProblem).find((reason) => reason !== null);
    const accepted = chosen.filter((file) => attachProblem(file) === null).slice(0, Math.max(0, room));
    const added = accepted.map((file) => ({ file, preview: URL.createObjectURL(file) }));
    previews.current.push(...added.map(({ preview }) => preview));
    setPicked((current) => [...current, ...added]);
    return refused ?? (chosen.length > room ? 'limit' : null);
  };
  const remove = (preview: string) => setPicked((current) => current.filter((entry) => entry.preview !== preview));
  const clear = () => setPicked([]);
  return { picked, add, remove, clear };
}
