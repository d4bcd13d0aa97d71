// React DOM's browser entry points, for main.tsx. Its modules are CommonJS, which the bundle runs when they are first
// required, not when their chunk loads. Required and read here, in the `react` chunk (boot/chunk-groups.ts), React DOM
// (most of the chunk's work) runs in that chunk's own step of the inline loader, not in the step of the entry that uses
// it.
// (A re-export would not do: the bundler hands the importer the require itself.)
import * as client from 'react-dom/client';

export const { createRoot, hydrateRoot } = client;
