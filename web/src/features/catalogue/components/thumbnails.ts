/** SPEC.md section 9: the thumbnail strip of a product's gallery shows 5 slides. */
export const THUMBNAILS = 5;
