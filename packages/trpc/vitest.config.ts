export { withTestDatabases as default } from "../../vitest.shared.js";
