export * from './ImportDialog';
