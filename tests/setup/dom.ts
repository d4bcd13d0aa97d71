// Setup for the `dom` project (React components in happy-dom).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Page tests wait for whole flows (msw, react-query, user-event) that a loaded 2-core machine can take seconds
// over; Testing Library's default of 1 s made them fail at random. Set once here: files share their worker's
// modules, so a file's own `configure` would leak into the files after it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
