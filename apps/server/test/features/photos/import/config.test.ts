// Which import providers the environment turns on: the offline sandboxes unless FACEBOOK_PHOTO_IMPORT /
// INSTAGRAM_PHOTO_IMPORT say `graph`, and then the page's CSP allows the providers' image CDNs.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config.ts';
import { importProvidersFromConfig } from '../../../../src/features/photos/import/import.routes.ts';

describe('photo import configuration', () => {
  it('uses the sandboxes by default, so the server works offline', () => {
    const config = loadConfig({});
    expect(config.photoImport).toEqual({ facebook: { kind: 'sandbox' }, instagram: { kind: 'sandbox' } });
    const providers = importProvidersFromConfig(config);
    expect([providers.facebook.sandbox, providers.instagram.sandbox]).toEqual([true, true]);
  });

  it('turns on the Graph API adapters, Facebook with its app secret', () => {
    const config = loadConfig({
      FACEBOOK_PHOTO_IMPORT: 'graph',
      FACEBOOK_APP_SECRET: 'secret',
      INSTAGRAM_PHOTO_IMPORT: 'graph',
    });
    expect(config.photoImport).toEqual({
      facebook: { kind: 'graph', appSecret: 'secret' },
      instagram: { kind: 'graph', appSecret: undefined },
    });
    const providers = importProvidersFromConfig(config);
    expect([providers.facebook.sandbox, providers.instagram.sandbox]).toEqual([false, false]);
  });

  it('refuses the Facebook adapter without the app secret, and an unknown value', () => {
    expect(() => loadConfig({ FACEBOOK_PHOTO_IMPORT: 'graph' })).toThrow(ConfigError);
    expect(() => loadConfig({ FACEBOOK_PHOTO_IMPORT: 'graph' })).toThrow(/FACEBOOK_APP_SECRET/);
    expect(() => loadConfig({ INSTAGRAM_PHOTO_IMPORT: 'basic-display' })).toThrow(/INSTAGRAM_PHOTO_IMPORT/);
  });
});
