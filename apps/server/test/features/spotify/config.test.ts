import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import { catalogueFromConfig } from '../../../src/features/spotify/spotify.routes.ts';

describe('choosing the artist catalogue from the environment', () => {
  it('uses the offline sandbox when nothing is set', () => {
    const config = loadConfig({});
    expect(config.spotify).toBeUndefined();
    expect(catalogueFromConfig(config).provider).toBe('sandbox');
    expect(loadConfig({ SPOTIFY_CLIENT_ID: ' ', SPOTIFY_REDIRECT_URI: '' }).spotify).toBeUndefined();
  });

  it('uses the Spotify Web API when the client id and redirect URI are set', () => {
    const config = loadConfig({
      SPOTIFY_CLIENT_ID: 'abc123',
      SPOTIFY_REDIRECT_URI: 'https://dating.example/profile/edit/spotify',
    });
    expect(config.spotify).toEqual({
      clientId: 'abc123',
      redirectUri: 'https://dating.example/profile/edit/spotify',
    });
    const catalogue = catalogueFromConfig(config);
    expect(catalogue.provider).toBe('spotify');
    if (catalogue.provider !== 'spotify') return;
    const url = new URL(catalogue.authorizeUrl('s', 'c'));
    expect(url.searchParams.get('client_id')).toBe('abc123');
  });

  it('names the missing or bad variable', () => {
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'abc123' })).toThrow(ConfigError);
    expect(() => loadConfig({ SPOTIFY_CLIENT_ID: 'abc123' })).toThrow(/SPOTIFY_REDIRECT_URI/);
    expect(() => loadConfig({ SPOTIFY_REDIRECT_URI: 'https://dating.example/x' })).toThrow(
      /SPOTIFY_CLIENT_ID/,
    );
    expect(() =>
      loadConfig({ SPOTIFY_CLIENT_ID: 'abc123', SPOTIFY_REDIRECT_URI: 'dating.example/spotify' }),
    ).toThrow(/SPOTIFY_REDIRECT_URI/);
  });
});
