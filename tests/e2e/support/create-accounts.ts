/**
 * Makes the accounts the admin tests sign in with (testAccounts), as
 * `npm run user:create` makes an owner's, on one opening of the database the
 * environment selects instead of one program per account.
 *
 * Run by start-server.ts: `node --import tsx tests/e2e/support/create-accounts.ts`.
 */
import { openDatabase } from "~/server/db/client.server";
import { parseConfig } from "~/server/env.server";
import { saveUser } from "../../../scripts/lib/save-user.ts";
import { testAccounts } from "./e2e-env.ts";

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  for (const account of Object.values(testAccounts)) {
    console.log(await saveUser(database, config, account));
  }
} finally {
  await database.close();
}
