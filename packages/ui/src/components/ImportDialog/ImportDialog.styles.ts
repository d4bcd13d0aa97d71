import styled from 'styled-components';
import { theme as t } from '../../theme';

export const AlbumList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AlbumButton = styled.button`
  display: grid;
  gap: ${t.space[1]};
  width: 100%;
  padding: ${t.space[1]};
  border: 1px solid transparent;
  border-radius: ${t.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${t.color.border.default};
  }
  &:focus-visible {
    outline: 2px solid ${t.color.accent.emphasis};
    outline-offset: 2px;
  }
`;

export const AlbumName = styled.span`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
`;

export const Count = styled.span`
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
`;

export const PagerRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[2]};
  margin-top: ${t.space[3]};
  min-width: 0;
`;

export const SelectionNote = styled.p`
  margin: 0 0 ${t.space[3]};
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.muted};
`;

export const PhotoGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The checkbox sits over the photo's corner; the whole tile toggles it. */
export const PhotoChoice = styled.label`
  position: relative;
  display: block;
  border-radius: ${t.radii.md};
  outline: 2px solid transparent;
  cursor: pointer;
  & > input {
    position: absolute;
    top: ${t.space[1]};
    left: ${t.space[1]};
    z-index: 1;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${t.color.accent.emphasis};
  }
  &:has(input:focus-visible) {
    outline-color: ${t.color.accent.emphasis};
    outline-offset: 2px;
  }
  &[data-chosen] {
    outline-color: ${t.color.accent.emphasis};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
