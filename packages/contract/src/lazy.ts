// The whole contract as its own module, for `import('@app/contract/lazy')`: a page that needs only the contract's
// zod-free constants at first imports them from the barrel, and loads this (the endpoints and their schemas) when it
// first calls the API. Importing the barrel itself dynamically would pull every schema into the page's first chunk,
// because the barrel is already part of it.
export * from './index.ts';
