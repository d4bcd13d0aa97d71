import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { ArtistGenres, ArtistName } from '../../internal/memberText.styles';
import { media, theme as t } from '../../theme';

export const Page = styled.div`
  max-width: 800px;
`;

export const Rows = styled.ol`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One artist: picture, name and genres, then the row's buttons; never wider than the screen. */
export const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${t.space[3]};
  padding: ${t.space[2]} ${t.space[3]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
  background: ${t.color.canvas.default};

  &[data-chosen] {
    border-color: ${t.color.accent.muted};
    background: ${t.color.accent.subtle};
  }
`;

export const Results = styled(Rows)`
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export { ArtistName as Name };

export const Genres = styled(ArtistGenres)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Position = styled.span`
  display: inline-block;
  min-width: 1.5em;
  color: ${t.color.fg.muted};
  font-variant-numeric: tabular-nums;
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${t.space[1]};
`;

/** "Move up": the down chevron turned over (the icon set has one chevron per axis). */
export const MoveUp = styled(IconButton)`
  svg {
    transform: rotate(180deg);
  }
`;

export const SearchForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${t.space[2]};
`;

export const Panel = styled.div`
  display: grid;
  gap: ${t.space[3]};
  justify-items: start;
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.subtle};
`;
