// Every query of the Spotify feature: the member's chosen artists (a snapshot of name, image and genres, in order),
// their Spotify tokens, and the pending PKCE authorizations.
import type { Artist } from '@app/contract';
import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { memberArtists, members, spotifyAuthStates, spotifyConnections } from '../../db/schema.ts';
import type { SpotifyTokens } from './catalogue.ts';

/** A started authorization can be finished for this long. */
export const AUTH_STATE_TTL_MINUTES = 10;
/** Pending authorizations kept per member (a few open tabs); older ones are dropped. */
const AUTH_STATES_PER_MEMBER = 5;
/** The oldest creation time of an authorization still fresh (the database's clock, shared by every instance). */
const freshSince = sql.raw(`now() - interval '${AUTH_STATE_TTL_MINUTES} minutes'`);

export interface SpotifyConnection {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}

export function spotifyRepository(db: Database) {
  return {
    /** The member's artists, in the order they chose. */
    async artistsOf(memberId: number): Promise<Artist[]> {
      const rows = await db
        .select({
          id: memberArtists.artistId,
          name: memberArtists.name,
          imageUrl: memberArtists.imageUrl,
          genres: memberArtists.genres,
        })
        .from(memberArtists)
        .where(eq(memberArtists.memberId, memberId))
        .orderBy(asc(memberArtists.position));
      return rows;
    },

    /** Replaces the member's artists with these, in this order, in one transaction. */
    async replaceArtists(memberId: number, artists: readonly Artist[]): Promise<void> {
      await db.transaction(async (tx) => {
        // Two saves of one member at once would each delete the old set, then collide on inserting theirs: the
        // member's row lock makes them take turns (the last one wins).
        await tx
          .select({ id: members.id })
          .from(members)
          .where(eq(members.id, memberId))
          .for('no key update');
        await tx.delete(memberArtists).where(eq(memberArtists.memberId, memberId));
        if (artists.length === 0) return;
        await tx.insert(memberArtists).values(
          artists.map((artist, position) => ({
            memberId,
            artistId: artist.id,
            name: artist.name,
            imageUrl: artist.imageUrl,
            genres: artist.genres,
            position,
          })),
        );
      });
    },

    async connectionOf(memberId: number): Promise<SpotifyConnection | undefined> {
      const [row] = await db
        .select({
          accessToken: spotifyConnections.accessToken,
          refreshToken: spotifyConnections.refreshToken,
          expiresAt: spotifyConnections.expiresAt,
        })
        .from(spotifyConnections)
        .where(eq(spotifyConnections.memberId, memberId));
      return row;
    },

    async isConnected(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(spotifyConnections)
        .where(eq(spotifyConnections.memberId, memberId));
      return row !== undefined;
    },

    /** Stores fresh tokens; a refresh answer without a refresh token keeps the one stored. */
    async saveConnection(memberId: number, tokens: SpotifyTokens): Promise<void> {
      const values = {
        accessToken: tokens.accessToken,
        expiresAt: tokens.expiresAt,
        updatedAt: sql`now()`,
        ...(tokens.refreshToken === undefined ? {} : { refreshToken: tokens.refreshToken }),
      };
      await db
        .insert(spotifyConnections)
        .values({ memberId, ...values, refreshToken: tokens.refreshToken ?? null })
        .onConflictDoUpdate({ target: spotifyConnections.memberId, set: values });
    },

    async disconnect(memberId: number): Promise<void> {
      await db.delete(spotifyConnections).where(eq(spotifyConnections.memberId, memberId));
    },

    /** Records a started authorization; drops expired ones, and the member's beyond the newest few. */
    async startAuthorization(memberId: number, state: string, codeVerifier: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(spotifyAuthStates).where(lt(spotifyAuthStates.createdAt, freshSince));
        await tx.insert(spotifyAuthStates).values({ state, memberId, codeVerifier });
        const kept = tx
          .select({ state: spotifyAuthStates.state })
          .from(spotifyAuthStates)
          .where(eq(spotifyAuthStates.memberId, memberId))
          .orderBy(desc(spotifyAuthStates.createdAt), desc(spotifyAuthStates.state))
          .limit(AUTH_STATES_PER_MEMBER);
        await tx
          .delete(spotifyAuthStates)
          .where(and(eq(spotifyAuthStates.memberId, memberId), notInArray(spotifyAuthStates.state, kept)));
      });
    },

    /**
     * Takes (deletes) the member's authorization with this state: its code verifier when it was theirs and still
     * fresh, else undefined. Single use: a second take of the same state finds nothing.
     */
    async takeAuthorization(memberId: number, state: string): Promise<string | undefined> {
      const [row] = await db
        .delete(spotifyAuthStates)
        .where(and(eq(spotifyAuthStates.state, state), eq(spotifyAuthStates.memberId, memberId)))
        .returning({
          codeVerifier: spotifyAuthStates.codeVerifier,
          fresh: sql<boolean>`${spotifyAuthStates.createdAt} > ${freshSince}`,
        });
      return row?.fresh ? row.codeVerifier : undefined;
    },
  };
}
