import styled from 'styled-components';
import { media, theme as t } from '../../theme';
import { Link } from '../../components/Link';
import { ArtistGenres as BaseGenres, ArtistName, MemberText } from '../../internal/memberText.styles';

/**
 * One column on narrow screens, in reading order: photos, the member (name first), then the ad. From tablet width:
 * photos with the ad under them on the left, the member on the right.
 */
export const Layout = styled.div`
  display: grid;
  gap: ${t.space[6]};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'gallery member' 'ad member';
    column-gap: ${t.space[6]};
    row-gap: ${t.space[5]};
  }
`;

export const GalleryArea = styled.div`
  min-width: 0;
  ${media.tablet} {
    grid-area: gallery;
  }
`;

export const MemberArea = styled.div`
  min-width: 0;
  ${media.tablet} {
    grid-area: member;
  }
`;

export const AdArea = styled.div`
  min-width: 0;
  ${media.tablet} {
    grid-area: ad;
  }
`;

export const GalleryRoot = styled.div`
  display: grid;
  gap: ${t.space[3]};
`;

export const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${t.radii.md};
  background: none;
  cursor: pointer;
  overflow: hidden;

  &[aria-pressed='true'] {
    border-color: ${t.color.accent.emphasis};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export const Name = styled.h1`
  margin: 0;
  font-size: ${t.font.size.xxl};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${t.space[2]} ${t.space[4]};
  margin: 0;

  dt {
    color: ${t.color.fg.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A link that looks like a secondary button (messaging is a route, not an action). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: 40px;
  padding: 0 ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radii.pill};
  background: ${t.color.canvas.default};
  color: ${t.color.fg.default};
  font-weight: ${t.font.weight.semibold};

  &:hover {
    background: ${t.color.canvas.inset};
    text-decoration: none;
  }
`;

export const PhotoSkeleton = styled.div`
  aspect-ratio: 4 / 5;
`;

/** A section's free text. */
export const FreeText = MemberText;

/** 20Q: each question above its answer (questions are too long to sit beside answers on a phone). */
export const Answers = styled.dl`
  display: grid;
  gap: ${t.space[4]};
  margin: 0;

  dt {
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  dd {
    margin: ${t.space[1]} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const ArtistList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ArtistItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-width: 0;
  padding: ${t.space[2]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
`;

export { ArtistName };

export const ArtistGenres = styled(BaseGenres)`
  overflow-wrap: anywhere;
`;
