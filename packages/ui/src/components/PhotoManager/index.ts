export * from './PhotoManager';
