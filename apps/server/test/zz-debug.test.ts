import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/database.ts';
import { messageThreads } from '../src/db/schema.ts';
it('debug', async () => {
  const h = await openDatabase({ kind: 'pglite' });
  await h.prepare();
  const db = h.db;
  await db.execute(sql`insert into members (email, display_name, birthdate, gender, seeking, avatar_seed) select 'm'||g||'@x.test', 'M'||g, '1990-01-01', 'woman', '{man}', 's'||g from generate_series(1,4) g`);
  await db.insert(messageThreads).values([{ memberLowId: 1, memberHighId: 2 }, { memberLowId: 1, memberHighId: 3 }]).onConflictDoNothing({ target: [messageThreads.memberLowId, messageThreads.memberHighId] });
  const q = db.select({ id: messageThreads.id, low: messageThreads.memberLowId, high: messageThreads.memberHighId }).from(messageThreads)
      .where(sql`(${messageThreads.memberLowId}, ${messageThreads.memberHighId}) in (${sql.join([[1,2],[1,3]].map(([l, h]) => sql`(${l}::int, ${h}::int)`), sql`, `)})`);
  console.log(q.toSQL());
  console.log(await q);
  await h.close();
});
