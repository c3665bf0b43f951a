// Reserves the usernames of accounts created before names were reserved (run once per project
// that has such accounts; running it again changes nothing). See docs/deploy.md, "Upgrading".
//
//   npm run maintenance:usernames -- --project <project-id> [--created-before 2026-11-23]
//
// Against production it uses Application Default Credentials (`gcloud auth application-default
// login`); with FIRESTORE_EMULATOR_HOST set it talks to that local server instead.
import { parseArgs } from 'node:util';
import { initFirebase } from '../../functions/src/adapters/firebase/firebase';
import { reserveExistingUsernames } from '../../functions/src/users/username-reservations.repository';

const { values } = parseArgs({
  options: { project: { type: 'string' }, 'created-before': { type: 'string' } },
});
if (!values.project) {
  console.error(
    'Usage: npm run maintenance:usernames -- --project <project-id> [--created-before <date>]',
  );
  process.exit(2);
}
const createdBefore = values['created-before'] ? new Date(values['created-before']) : undefined;
if (createdBefore && Number.isNaN(createdBefore.getTime())) {
  console.error(`--created-before: not a date: ${values['created-before']}`);
  process.exit(2);
}

const { db } = initFirebase(values.project);
const report = await reserveExistingUsernames(db, { createdBefore });
console.log(
  `${report.scanned} accounts: ${report.reserved} reserved, ${report.alreadyReserved} already ` +
    `reserved, ${report.renamed.length} renamed`,
);
for (const { uid, from, to } of report.renamed) console.log(`renamed ${uid}: ${from} -> ${to}`);
