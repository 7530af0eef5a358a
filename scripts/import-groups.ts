/**
 * `npm run data:import -- groups.csv`: upserts the network's real group directory (columns
 * groupNumber, groupName, region) into the configured database and removes the sample groups.
 * All or nothing: any bad row is reported with its line number and nothing is written.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/server/config';
import { connect, migrate } from '../src/server/db/connect';
import { seedReferenceData } from '../src/server/db/seed';
import { groupsRepository } from '../src/server/repositories/groups';
import { parseGroupsCsv } from '../src/server/services/group-import';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run data:import -- groups.csv');
  process.exit(2);
}
const { groups, problems } = parseGroupsCsv(readFileSync(file, 'utf8'));
if (problems.length > 0) {
  for (const p of problems) console.error(`${file}:${p.line}: ${p.message}`);
  console.error(`data:import: ${problems.length} problem(s); nothing imported.`);
  process.exit(1);
}
const connection = connect(loadConfig());
try {
  await migrate(connection);
  await seedReferenceData(connection.db);
  const { inserted, updated } = await groupsRepository(connection.db).importDirectory(groups);
  console.log(
    `data:import: ${inserted} group(s) added, ${updated} updated; sample groups removed.`,
  );
} finally {
  await connection.db.destroy();
}
