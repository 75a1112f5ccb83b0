// Vitest global setup of the server-side packages (vitest.shared.ts): one migrated PGlite
// database, dumped, that each test database is loaded from (packages/db/src/testing.ts).
import { setupPgliteTemplate } from "./packages/db/src/testing.js";

export default setupPgliteTemplate;
