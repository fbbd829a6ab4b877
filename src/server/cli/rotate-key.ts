// npm run credentials:rotate-key: see rotate-key-command.ts.
import { rotateKeyCommand } from "./rotate-key-command.js";

process.exitCode = await rotateKeyCommand(process.argv.slice(2), process.env);
