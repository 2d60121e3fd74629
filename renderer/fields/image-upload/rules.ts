import { texts } from '../../texts';

export const IMAGE_DEFAULTS = { maxCount: 4, maxSizeMb: 5 } as const;
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * Spec 002 §5: the reason an image is refused, or null. `count` is how many images the field already holds (or has
 * under way). A browser that gives no type for a file is judged by its name; the server checks the content anyway.
 */
export function imageProblem(file: { type: string; size: number; name?: string }, count: number, maxCount: number, maxSizeMb: number): string | null {
  const type = file.type || (file.name && IMAGE_NAME.test(file.name) ? 'image/jpeg' : '');
  if (!type.startsWith('image/')) return texts.imageNotImage;
  if (!IMAGE_TYPES.includes(type)) return texts.imageTypeOnly;
  if (file.size > maxSizeMb * 1024 * 1024) return texts.imageTooLarge(maxSizeMb);
  if (count >= maxCount) return texts.imageTooMany(maxCount);
  return null;
}

/** How many empty placeholder slots follow the images and the upload button so that the grid shows `maxCount` places. */
export function placeholderSlots(count: number, maxCount: number, canUpload: boolean): number {
  const button = canUpload && count < maxCount ? 1 : 0;
  return Math.max(0, maxCount - count - button);
}
