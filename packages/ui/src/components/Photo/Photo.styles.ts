import styled from 'styled-components';
import { theme as t } from '../../theme';

// The box owns the size (aspect-ratio), so nothing moves when the image arrives or fails (CLS).
export const Frame = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  background: ${t.color.canvas.inset};
  &[data-ratio='1:1'] {
    aspect-ratio: 1 / 1;
  }
  &[data-ratio='3:4'] {
    aspect-ratio: 3 / 4;
  }
  &[data-ratio='4:5'] {
    aspect-ratio: 4 / 5;
  }
  &[data-ratio='16:9'] {
    aspect-ratio: 16 / 9;
  }
  &[data-radius='md'] {
    border-radius: ${t.radii.md};
  }
  &[data-radius='lg'] {
    border-radius: ${t.radii.lg};
  }
`;

export const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const FallbackArt = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${t.color.fg.subtle};
  background: linear-gradient(160deg, ${t.color.canvas.inset}, ${t.color.neutral.muted});
  & > svg {
    width: 45%;
    height: auto;
  }
`;
