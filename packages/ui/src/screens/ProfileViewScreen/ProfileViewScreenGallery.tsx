import type { ProfilePhoto } from '@app/contract';
import { useState } from 'react';
import { Photo } from '../../components/Photo';
import { GalleryRoot, Thumb, Thumbs } from './ProfileViewScreen.styles';

export interface ProfileViewScreenGalleryProps {
  name: string;
  photos: readonly ProfilePhoto[];
}

/** The main photo, and a row of thumbnails (buttons) choosing which photo it shows. */
export function ProfileViewScreenGallery({ name, photos }: ProfileViewScreenGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = photos[selected] ?? photos[0];
  const count = photos.length;
  return (
    <GalleryRoot>
      <Photo
        src={current?.url ?? null}
        alt={count === 0 ? `${name} has no photos yet` : `${name}, photo ${selected + 1} of ${count}`}
        ratio="4:5"
        priority
      />
      {count > 1 && (
        <Thumbs aria-label={`Photos of ${name}`}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Thumb
                type="button"
                aria-label={`Show photo ${index + 1} of ${count}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <Photo src={photo.url} alt="" ratio="1:1" radius="none" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </GalleryRoot>
  );
}
