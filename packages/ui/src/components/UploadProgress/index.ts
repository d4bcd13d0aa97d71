export * from './UploadProgress';
