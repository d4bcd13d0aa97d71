// Screens: whole pages as props in, callbacks out. The site wires them to routing and data; Storybook shows each
// state. One export line per screen folder.
export * from './LandingScreen';
export * from './NotFoundScreen';
export * from './PlaceholderScreen';
export * from './PaywallScreen';
export * from './HomeScreen';
export * from './AppShell';
export * from './LoginScreen';
export * from './InboxScreen';
export * from './ThreadScreen';
export * from './ComposeScreen';
export * from './HotlistScreen';
export * from './ListsScreen';
export * from './ProfileViewScreen';
export * from './SearchScreen';
export * from './FeedScreen';
export * from './BlockUserScreen';
export * from './ReportUserScreen';
export * from './ProfileEditScreen';
export * from './ProfileSectionScreen';
export * from './ProfileStepScreen';
export * from './ProfileCompleteScreen';
export * from './TwentyQScreen';
export * from './SpotifyArtistsScreen';
export * from './VerificationScreen';
export * from './PhotosScreen';
