// The member's photos: upload, main photo, order, delete, and the media route serving the stored files. The
// pipeline (pipeline.ts) is shared with the import routes.
export { default } from './photos.routes.ts';
