// npm run user:create -- --email EMAIL --password PASSWORD [--role ...]: see create-user-command.ts.
import { createUserCommand } from "./create-user-command.js";

process.exitCode = await createUserCommand(process.argv.slice(2), process.env);
