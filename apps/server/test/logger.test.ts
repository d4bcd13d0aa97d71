// Which log format the server writes (src/logger.ts): JSON for programs, readable lines for a person at a terminal.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { logFormat } from '../src/logger.ts';

describe('log format', () => {
  it('is JSON in production mode, even at a terminal', () => {
    expect(logFormat({ mode: 'production', logFormat: undefined }, true)).toBe('json');
  });

  it('is readable in demo mode at a terminal, JSON when stdout is piped or redirected', () => {
    expect(logFormat({ mode: 'demo', logFormat: undefined }, true)).toBe('pretty');
    expect(logFormat({ mode: 'demo', logFormat: undefined }, false)).toBe('json');
  });

  it('is what LOG_FORMAT says when set, and a typo refuses to start', () => {
    const config = (LOG_FORMAT: string) => loadConfig({ DEMO: '1', LOG_FORMAT });
    expect(logFormat(config('pretty'), false)).toBe('pretty');
    expect(logFormat(config('json'), true)).toBe('json');
    expect(() => config('text')).toThrow(ConfigError);
  });
});

it('gives a shutdown 10 s to drain unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
  expect(loadConfig({ DEMO: '1' }).shutdownTimeoutMs).toBe(10_000);
  expect(loadConfig({ DEMO: '1', SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2_500);
  expect(() => loadConfig({ DEMO: '1', SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
});
