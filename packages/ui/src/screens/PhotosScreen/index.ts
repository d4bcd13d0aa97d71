export * from './PhotosScreen';
