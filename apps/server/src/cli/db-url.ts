// The connection string of the running app's embedded PostgreSQL server, for PostgreSQL's own tools:
//   pg_dump "$(npm run -s db:url)" --format=custom --file=iyl.dump     (a PostgreSQL 18 client)
import { loadConfig } from '../config.ts';
import { embeddedUrl } from '../platform/db/embedded.ts';

const config = loadConfig();
const url = config.databaseUrl ?? embeddedUrl(config.dataDir);
if (!url) {
  console.error(`The embedded database of ${config.dataDir} is not running: start the app (npm start) first.`);
  process.exit(1);
}
console.log(url);
