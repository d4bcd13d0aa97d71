// Text a member put on their profile, styled the same in the editor and in the profile others see.
import styled from 'styled-components';
import { theme as t } from '../theme';

/** Free text the member wrote: plain text, their line breaks kept. */
export const MemberText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** An artist's name, above its genres. */
export const ArtistName = styled.span`
  display: block;
  font-weight: ${t.font.weight.semibold};
  overflow-wrap: anywhere;
`;

/** An artist's genres (each place says how a long list fits). */
export const ArtistGenres = styled.span`
  display: block;
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;
