// Story pieces the verification stories share (stories only: never shipped).
import { expect, within } from 'storybook/test';
import { verificationRejections } from '@app/contract';

/** The page's body: the rejected modal is portalled out of the story's canvas. */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The "no photo" rejection's modal leads to the photos page. */
export async function expectNoPhotoModalLinksToPhotos(canvasElement: HTMLElement) {
  const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
    name: verificationRejections.no_photo.title,
  });
  await expect(within(dialog).getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
    'href',
    '/profile/photos',
  );
}
